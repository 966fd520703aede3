'use client'

import { CombinedGraphQLErrors } from '@apollo/client'
import { useMutation } from '@apollo/client/react'

import { EmailField } from '@/components/account/email-field'
import { finishSignIn } from '@/components/account/finish-sign-in'
import { formErrors } from '@/components/account/form-errors'
import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { useSchemaForm } from '@/components/ui/use-schema-form.client'
import { SignInDocument, SignUpDocument } from '@/graphql/generated/operations'
import { NAME_MAX, PASSWORD_MIN, signUpInput } from '@/lib/forms/member'

const ALREADY =
  "This email already has an account, so we've emailed it a way to sign in. Sign in, or reset your password."

/** Signing in after signing up fails only when the email had an account with another password. */
const wrongPassword = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.statusCode === 401

type Props = { email: string; onEmail: (email: string) => void; onSignedIn?: () => void }

export function SignUpForm({ email, onEmail, onSignedIn }: Props) {
  const [signUp] = useMutation(SignUpDocument)
  const [login] = useMutation(SignInDocument)
  const form = useSchemaForm({
    schema: signUpInput,
    failure: (error) => (wrongPassword(error) ? { message: ALREADY, fields: {} } : formErrors(error)),
    onSubmit: async ({ newsletter, ...member }) => {
      // signUp answers alike whether or not the email had an account; signing in tells the visitor.
      await signUp({ variables: { ...member, newsletter: Boolean(newsletter) } })
      const { data } = await login({ variables: { email: member.email, password: member.password } })
      const token = data?.loginMember?.token
      if (!token) throw new Error('no token')
      await finishSignIn(token, onSignedIn)
    },
  })

  return (
    <form {...form.props} className="flex flex-col gap-4" aria-label="Create account">
      <FormAlert message={form.errors.message} />
      <TextField label="Your name" autoComplete="name" maxLength={NAME_MAX} required {...form.field('name')} />
      <EmailField {...form.field('email')} defaultValue={email} onValue={onEmail} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        required
        {...form.field('password')}
      />
      <CheckboxField label="Send me the weekly newsletter" {...form.field('newsletter')} />
      <Button type="submit" pending={form.pending} pendingLabel="Creating your account…">
        Create account
      </Button>
    </form>
  )
}
