'use client'

import { gql, type TypedDocumentNode } from '@apollo/client'
import { useMutation } from '@apollo/client/react'
import { useState, type FormEvent } from 'react'

import { finishSignIn } from '@/components/account/finish-sign-in'
import { fieldErrors, formErrors, NO_ERRORS } from '@/components/account/form-errors'
import { FormAlert, LINK_BUTTON, PRIMARY_BUTTON, TextField } from '@/components/account/text-field'
import { PASSWORD_MIN, passwordError } from '@/graphql/schema/member-rules'

const RESET: TypedDocumentNode<
  { resetPasswordMember: { token: string | null } | null },
  { token: string; password: string }
> = gql`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPasswordMember(token: $token, password: $password) {
      token
    }
  }
`

type Props = { token: string; onDone: () => void; onRequestNew: () => void }

/** The page the reset email links to (/account?reset=…): a new password, then signed in. */
export function ResetPasswordForm({ token, onDone, onRequestNew }: Props) {
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState(NO_ERRORS)
  const [reset, { loading }] = useMutation(RESET)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = fieldErrors({ password: passwordError(password) })
    if (invalid) return setErrors(invalid)
    setErrors(NO_ERRORS)
    try {
      const { data } = await reset({ variables: { token, password } })
      const session = data?.resetPasswordMember?.token
      if (!session) throw new Error('no token')
      await finishSignIn(session, onDone)
    } catch (error) {
      setErrors(formErrors(error))
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4" aria-labelledby="reset-heading">
      <h2 id="reset-heading" className="text-2xl font-semibold">
        Choose a new password
      </h2>
      <FormAlert message={errors.message} />
      {errors.message && !errors.fields.password && (
        <button type="button" onClick={onRequestNew} className={`${LINK_BUTTON} self-start`}>
          Send me a new link
        </button>
      )}
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.fields.password}
        required
      />
      <button type="submit" disabled={loading} className={PRIMARY_BUTTON}>
        {loading ? 'Saving…' : 'Save and sign in'}
      </button>
    </form>
  )
}
