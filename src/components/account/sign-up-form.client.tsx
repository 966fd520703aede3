'use client'

import { gql, type TypedDocumentNode } from '@apollo/client'
import { useMutation } from '@apollo/client/react'
import { useState, type FormEvent } from 'react'

import { finishSignIn } from '@/components/account/finish-sign-in'
import { fieldErrors, formErrors, NO_ERRORS } from '@/components/account/form-errors'
import { EmailField, FormAlert, PRIMARY_BUTTON, TextField } from '@/components/account/text-field'
import { emailError, nameError, PASSWORD_MIN, passwordError } from '@/graphql/schema/member-rules'

type Vars = { name: string; email: string; password: string; newsletter: boolean }

const SIGN_UP: TypedDocumentNode<{ signUp: { token: string } }, Vars> = gql`
  mutation SignUp($name: String!, $email: String!, $password: String!, $newsletter: Boolean) {
    signUp(name: $name, email: $email, password: $password, newsletter: $newsletter) {
      token
    }
  }
`

type Props = { email: string; onEmail: (email: string) => void; onSignedIn?: () => void }

export function SignUpForm({ email, onEmail, onSignedIn }: Props) {
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [newsletter, setNewsletter] = useState(false)
  const [errors, setErrors] = useState(NO_ERRORS)
  const [signUp, { loading }] = useMutation(SIGN_UP)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = fieldErrors({ name: nameError(name), email: emailError(email), password: passwordError(password) })
    if (invalid) return setErrors(invalid)
    setErrors(NO_ERRORS)
    try {
      const { data } = await signUp({ variables: { name, email, password, newsletter } })
      if (!data) throw new Error('no answer')
      await finishSignIn(data.signUp.token, onSignedIn)
    } catch (error) {
      setErrors(formErrors(error))
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Create account">
      <FormAlert message={errors.message} />
      <TextField
        label="Your name"
        name="name"
        autoComplete="name"
        maxLength={80}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.fields.name}
        required
      />
      <EmailField value={email} onValue={onEmail} error={errors.fields.email} />
      <TextField
        label="Password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.fields.password}
        required
      />
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={newsletter}
          onChange={(e) => setNewsletter(e.target.checked)}
          className="mt-0.5 size-5 accent-chalk"
        />
        <span>Send me the weekly newsletter</span>
      </label>
      <button type="submit" disabled={loading} className={PRIMARY_BUTTON}>
        {loading ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  )
}
