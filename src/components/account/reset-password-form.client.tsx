'use client'

import { useMutation } from '@apollo/client/react'

import { finishSignIn } from '@/components/account/finish-sign-in'
import { formErrors } from '@/components/account/form-errors'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { useSchemaForm } from '@/components/ui/use-schema-form.client'
import { ResetPasswordDocument } from '@/graphql/generated/operations'
import { newPasswordInput, PASSWORD_MIN } from '@/lib/forms/member'

type Props = { token: string; onDone: () => void; onRequestNew: () => void }

/** The page the reset email links to (/account?reset=…): a new password, then signed in. */
export function ResetPasswordForm({ token, onDone, onRequestNew }: Props) {
  const [reset] = useMutation(ResetPasswordDocument)
  const form = useSchemaForm({
    schema: newPasswordInput,
    failure: formErrors,
    onSubmit: async ({ password }) => {
      const { data } = await reset({ variables: { token, password } })
      const session = data?.resetPasswordMember?.token
      if (!session) throw new Error('no token')
      await finishSignIn(session, onDone)
    },
  })
  const { errors } = form

  return (
    <form {...form.props} className="flex max-w-md flex-col gap-4" aria-labelledby="reset-heading">
      <h2 id="reset-heading" className="text-2xl font-semibold">
        Choose a new password
      </h2>
      <FormAlert message={errors.message} />
      {/* Not the password: the link itself was refused (used, expired). */}
      {errors.message && !errors.fields.password && (
        <Button look="link" onClick={onRequestNew}>
          Send me a new link
        </Button>
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        required
        {...form.field('password')}
      />
      <Button type="submit" pending={form.pending} pendingLabel="Saving…">
        Save and sign in
      </Button>
    </form>
  )
}
