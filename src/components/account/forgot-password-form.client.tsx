'use client'

import { useMutation } from '@apollo/client/react'
import { useState } from 'react'

import { EmailField } from '@/components/account/email-field'
import { formErrors } from '@/components/account/form-errors'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { useSchemaForm } from '@/components/ui/use-schema-form.client'
import { ForgotPasswordDocument } from '@/graphql/generated/operations'
import { forgotPasswordInput } from '@/lib/forms/member'

type Props = { email: string; onEmail: (email: string) => void; onBack: () => void }

export function ForgotPasswordForm({ email, onEmail, onBack }: Props) {
  const [sentTo, setSentTo] = useState('')
  const [forgot] = useMutation(ForgotPasswordDocument)
  const form = useSchemaForm({
    schema: forgotPasswordInput,
    failure: formErrors,
    onSubmit: async (variables) => {
      await forgot({ variables })
      setSentTo(variables.email)
    },
  })

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        {/* The same answer whether or not the address has an account: nobody learns who is a member. */}
        <p role="status" className="rounded-xl bg-sun-soft px-4 py-3">
          If there is an account for <strong>{sentTo}</strong>, we have sent it a link to choose a new password. The
          link works for one hour.
        </p>
        <Button look="link" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    )
  }

  return (
    <form {...form.props} className="flex flex-col gap-4" aria-label="Reset your password">
      <p className="text-sm text-muted">Enter the email address of your account and we will send you a reset link.</p>
      <FormAlert message={form.errors.message} />
      <EmailField {...form.field('email')} defaultValue={email} onValue={onEmail} />
      <Button type="submit" pending={form.pending} pendingLabel="Sending…">
        Send me a reset link
      </Button>
      <Button look="link" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  )
}
