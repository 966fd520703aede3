'use client'

import { useMutation } from '@apollo/client/react'
import { type ChangeEvent, useEffect, useId, useState } from 'react'

import { formErrors } from '@/components/account/form-errors'
import type { Me } from '@/components/account/me'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { useSchemaForm } from '@/components/ui/use-schema-form.client'
import { MeDocument, UpdateMyAvatarDocument } from '@/graphql/generated/operations'
import { AVATAR_TYPES, avatarInput } from '@/lib/forms/member'

// The server checks the bytes again; this spares the visitor a long upload that would be refused.
const picture = avatarInput<File>()

export function AvatarForm({ me }: { me: Me }) {
  const id = useId()
  const [chosen, setChosen] = useState(false)
  const [preview, setPreview] = useState('')
  const [done, setDone] = useState(false)
  const [upload] = useMutation(UpdateMyAvatarDocument, { refetchQueries: [MeDocument], awaitRefetchQueries: true })
  const form = useSchemaForm({
    schema: picture,
    failure: formErrors,
    onSubmit: async (variables) => {
      await upload({ variables })
      setDone(true)
      setChosen(false)
      setPreview('')
      form.reset()
    },
  })
  const current = me.avatar?.sizes?.thumbnail?.url ?? me.avatar?.url

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    setDone(false)
    setChosen(Boolean(file))
    setPreview(file ? URL.createObjectURL(file) : '')
    if (file) form.validate()
  }

  const shown = preview || current
  const error = form.errors.fields.file
  return (
    <form {...form.props} className="flex flex-col gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        Profile picture
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob: preview cannot go through next/image
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
        <Field label="Choose a picture" hint="PNG, JPEG or WebP, up to 5 MB." error={error}>
          {(control) => (
            <input
              {...control}
              type="file"
              name="file"
              accept={Object.keys(AVATAR_TYPES).join(',')}
              onChange={choose}
              className="max-w-full text-sm file:mr-3 file:h-10 file:rounded-full file:border-0 file:bg-sun-soft file:px-4 file:font-semibold"
            />
          )}
        </Field>
      </div>
      <FormAlert message={form.errors.message} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={!chosen || Boolean(error)} pending={form.pending} pendingLabel="Uploading…">
          Upload picture
        </Button>
        <p role="status" className="font-semibold text-chalk">
          {done ? 'Your new picture is saved.' : ''}
        </p>
      </div>
    </form>
  )
}
