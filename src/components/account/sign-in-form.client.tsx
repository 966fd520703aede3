'use client'

import { useMutation } from '@apollo/client/react'

import { EmailField } from '@/components/account/email-field'
import { finishSignIn } from '@/components/account/finish-sign-in'
import { formErrors } from '@/components/account/form-errors'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { useSchemaForm } from '@/components/ui/use-schema-form.client'
import { SignInDocument } from '@/graphql/generated/operations'
import { signInInput } from '@/lib/forms/member'

type Props = { email: string; onEmail: (email: string) => void; onForgot: () => void; onSignedIn?: () => void }

export function SignInForm({ email, onEmail, onForgot, onSignedIn }: Props) {
  const [login] = useMutation(SignInDocument)
  const form = useSchemaForm({
    schema: signInInput,
    failure: formErrors,
    onSubmit: async (variables) => {
      const { data } = await login({ variables })
      const token = data?.loginMember?.token
      if (!token) throw new Error('no token')
      await finishSignIn(token, onSignedIn)
    },
  })

  return (
    <form {...form.props} className="flex flex-col gap-4" aria-label="Sign in">
      <FormAlert message={form.errors.message} />
      <EmailField {...form.field('email')} defaultValue={email} onValue={onEmail} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <Button type="submit" pending={form.pending} pendingLabel="Signing you in…">
        Sign in
      </Button>
      <Button look="link" onClick={onForgot}>
        Forgot your password?
      </Button>
    </form>
  )
}
