'use client'

import { gql, type TypedDocumentNode } from '@apollo/client'
import { useMutation } from '@apollo/client/react'
import { useState, type FormEvent } from 'react'

import { fieldErrors, formErrors, NO_ERRORS } from '@/components/account/form-errors'
import type { Me } from '@/components/account/me-query'
import { FormAlert, PRIMARY_BUTTON, TextField } from '@/components/account/text-field'
import { nameError } from '@/graphql/schema/member-rules'

const UPDATE: TypedDocumentNode<
  { updateMyProfile: Pick<Me, 'id' | 'name' | 'newsletter'> },
  { name: string; newsletter: boolean }
> = gql`
  mutation UpdateMyProfile($name: String, $newsletter: Boolean) {
    updateMyProfile(name: $name, newsletter: $newsletter) {
      id
      name
      newsletter
    }
  }
`

/** Name and newsletter choice; the answer updates Member:{id} in the cache (header included). */
export function ProfileForm({ me }: { me: Me }) {
  const [name, setName] = useState(me.name)
  const [newsletter, setNewsletter] = useState(Boolean(me.newsletter))
  const [errors, setErrors] = useState(NO_ERRORS)
  const [done, setDone] = useState(false)
  const [update, { loading }] = useMutation(UPDATE)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setDone(false)
    const invalid = fieldErrors({ name: nameError(name) })
    if (invalid) return setErrors(invalid)
    setErrors(NO_ERRORS)
    try {
      await update({ variables: { name, newsletter } })
      setDone(true)
    } catch (error) {
      setErrors(formErrors(error))
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="text-2xl font-semibold">
        Your details
      </h2>
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
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold">Email address</span>
        <span className="break-all">{me.email}</span>
      </div>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          checked={newsletter}
          onChange={(e) => setNewsletter(e.target.checked)}
          className="mt-1 size-5 accent-chalk"
        />
        <span>Send me the weekly newsletter</span>
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={loading} className={PRIMARY_BUTTON}>
          {loading ? 'Saving…' : 'Save changes'}
        </button>
        <p role="status" className="font-semibold text-chalk">
          {done ? 'Saved.' : ''}
        </p>
      </div>
    </form>
  )
}
