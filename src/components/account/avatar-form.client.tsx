'use client'

import { gql, type TypedDocumentNode } from '@apollo/client'
import { useMutation } from '@apollo/client/react'
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react'

import { formErrors } from '@/components/account/form-errors'
import { ME, type Me } from '@/components/account/me-query'
import { FormAlert, PRIMARY_BUTTON } from '@/components/account/text-field'

const UPLOAD: TypedDocumentNode<{ updateMyAvatar: string }, { file: File }> = gql`
  mutation UpdateMyAvatar($file: Upload!) {
    updateMyAvatar(file: $file)
  }
`

// The server checks the bytes again; these spare the visitor a long upload that would be refused.
const TYPES = ['image/png', 'image/jpeg', 'image/webp']
const MAX_BYTES = 5 * 1024 * 1024

function problemWith(file: File): string {
  if (!TYPES.includes(file.type)) return 'Please choose a PNG, JPEG or WebP image.'
  if (file.size > MAX_BYTES) return 'Please choose an image of 5 MB or less.'
  return ''
}

export function AvatarForm({ me }: { me: Me }) {
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState('')
  const [error, setError] = useState('')
  const [done, setDone] = useState(false)
  const [upload, { loading }] = useMutation(UPLOAD, { refetchQueries: [ME], awaitRefetchQueries: true })
  const current = me.avatar?.sizes?.thumbnail?.url ?? me.avatar?.url

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null
    setDone(false)
    setError(chosen ? problemWith(chosen) : '')
    setFile(chosen)
    setPreview(chosen ? URL.createObjectURL(chosen) : '')
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!file) return setError('Please choose a picture first.')
    const problem = problemWith(file)
    if (problem) return setError(problem)
    try {
      await upload({ variables: { file } })
      setDone(true)
      setFile(null)
      setPreview('')
    } catch (failure) {
      setError(formErrors(failure).message)
    }
  }

  const shown = preview || current
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        Profile picture
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {shown ? (
          // A plain <img>: a blob: preview cannot go through next/image.
          <img
            src={shown}
            alt={preview ? 'Preview of your new picture' : 'Your profile picture'}
            width={80}
            height={80}
            className="size-20 rounded-full bg-sun-soft object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 items-center justify-center rounded-full bg-sun-soft font-display text-3xl font-bold"
          >
            {me.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-file`} className="text-sm font-semibold">
            Choose a picture
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={TYPES.join(',')}
            onChange={choose}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            className="max-w-full text-sm file:mr-3 file:h-10 file:rounded-full file:border-0 file:bg-sun-soft file:px-4 file:font-semibold"
          />
          <p id={`${id}-hint`} className="text-sm text-muted">
            PNG, JPEG or WebP, up to 5 MB.
          </p>
        </div>
      </div>
      <FormAlert message={error} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={loading || !file || Boolean(error)} className={PRIMARY_BUTTON}>
          {loading ? 'Uploading…' : 'Upload picture'}
        </button>
        <p role="status" className="font-semibold text-chalk">
          {done ? 'Your new picture is saved.' : ''}
        </p>
      </div>
    </form>
  )
}
