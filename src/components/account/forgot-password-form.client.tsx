'use client'

import { gql, type TypedDocumentNode } from '@apollo/client'
import { useMutation } from '@apollo/client/react'
import { useState, type FormEvent } from 'react'

import { fieldErrors, formErrors, NO_ERRORS } from '@/components/account/form-errors'
import { EmailField, FormAlert, LINK_BUTTON, PRIMARY_BUTTON } from '@/components/account/text-field'
import { emailError } from '@/graphql/schema/member-rules'

const FORGOT: TypedDocumentNode<{ forgotPasswordMember: boolean }, { email: string }> = gql`
  mutation ForgotPassword($email: String!) {
    forgotPasswordMember(email: $email)
  }
`

type Props = { email: string; onEmail: (email: string) => void; onBack: () => void }

export function ForgotPasswordForm({ email, onEmail, onBack }: Props) {
  const [errors, setErrors] = useState(NO_ERRORS)
  const [sentTo, setSentTo] = useState('')
  const [forgot, { loading }] = useMutation(FORGOT)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = fieldErrors({ email: emailError(email) })
    if (invalid) return setErrors(invalid)
    setErrors(NO_ERRORS)
    try {
      await forgot({ variables: { email: email.trim() } })
      setSentTo(email.trim())
    } catch (error) {
      setErrors(formErrors(error))
    }
  }

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        {/* The same answer whether or not the address has an account: nobody learns who is a member. */}
        <p role="status" className="rounded-xl bg-sun-soft px-4 py-3">
          If there is an account for <strong>{sentTo}</strong>, we have sent it a link to choose a new password. The
          link works for one hour.
        </p>
        <button type="button" onClick={onBack} className={`${LINK_BUTTON} self-start`}>
          Back to sign in
        </button>
      </div>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Reset your password">
      <p className="text-sm text-muted">Enter the email address of your account and we will send you a reset link.</p>
      <FormAlert message={errors.message} />
      <EmailField value={email} onValue={onEmail} error={errors.fields.email} />
      <button type="submit" disabled={loading} className={PRIMARY_BUTTON}>
        {loading ? 'Sending…' : 'Send me a reset link'}
      </button>
      <button type="button" onClick={onBack} className={`${LINK_BUTTON} self-start`}>
        Back to sign in
      </button>
    </form>
  )
}
