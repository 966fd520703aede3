'use client'

import { gql, type TypedDocumentNode } from '@apollo/client'
import { useMutation } from '@apollo/client/react'
import { useState, type FormEvent } from 'react'

import { fieldErrors, formErrors, NO_ERRORS } from '@/components/account/form-errors'
import { finishSignIn } from '@/components/account/finish-sign-in'
import { EmailField, FormAlert, LINK_BUTTON, PRIMARY_BUTTON, TextField } from '@/components/account/text-field'
import { emailError } from '@/graphql/schema/member-rules'

const LOGIN: TypedDocumentNode<{ loginMember: { token: string | null } | null }, { email: string; password: string }> =
  gql`
    mutation SignIn($email: String!, $password: String!) {
      loginMember(email: $email, password: $password) {
        token
      }
    }
  `

type Props = { email: string; onEmail: (email: string) => void; onForgot: () => void; onSignedIn?: () => void }

export function SignInForm({ email, onEmail, onForgot, onSignedIn }: Props) {
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState(NO_ERRORS)
  const [login, { loading }] = useMutation(LOGIN)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = fieldErrors({
      email: emailError(email),
      password: password ? undefined : 'Please enter your password.',
    })
    if (invalid) return setErrors(invalid)
    setErrors(NO_ERRORS)
    try {
      const { data } = await login({ variables: { email: email.trim(), password } })
      const token = data?.loginMember?.token
      if (!token) throw new Error('no token')
      await finishSignIn(token, onSignedIn)
    } catch (error) {
      setErrors(formErrors(error))
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Sign in">
      <FormAlert message={errors.message} />
      <EmailField value={email} onValue={onEmail} error={errors.fields.email} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.fields.password}
        required
      />
      <button type="submit" disabled={loading} className={PRIMARY_BUTTON}>
        {loading ? 'Signing you in…' : 'Sign in'}
      </button>
      <button type="button" onClick={onForgot} className={`${LINK_BUTTON} self-start`}>
        Forgot your password?
      </button>
    </form>
  )
}
