'use client'

import { useMutation } from '@apollo/client/react'
import { useState } from 'react'

import { formErrors } from '@/components/account/form-errors'
import type { Me } from '@/components/account/me'
import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { useSchemaForm } from '@/components/ui/use-schema-form.client'
import { UpdateMyProfileDocument } from '@/graphql/generated/operations'
import { NAME_MAX, profileInput } from '@/lib/forms/member'

/** Name and newsletter choice; the answer updates Member:{id} in the cache (header included). */
export function ProfileForm({ me }: { me: Me }) {
  const [done, setDone] = useState(false)
  const [update] = useMutation(UpdateMyProfileDocument)
  const form = useSchemaForm({
    schema: profileInput,
    failure: formErrors,
    onSubmit: async (variables) => {
      await update({ variables })
      setDone(true)
    },
  })

  return (
    <form
      {...form.props}
      onChange={() => setDone(false)}
      className="flex flex-col gap-4"
      aria-labelledby="profile-heading"
    >
      <h2 id="profile-heading" className="text-2xl font-semibold">
        Your details
      </h2>
      <FormAlert message={form.errors.message} />
      <TextField
        label="Your name"
        autoComplete="name"
        maxLength={NAME_MAX}
        defaultValue={me.name}
        required
        {...form.field('name')}
      />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold">Email address</span>
        <span className="break-all">{me.email}</span>
      </div>
      <CheckboxField
        label="Send me the weekly newsletter"
        defaultChecked={Boolean(me.newsletter)}
        {...form.field('newsletter')}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" pending={form.pending} pendingLabel="Saving…">
          Save changes
        </Button>
        <p role="status" className="font-semibold text-chalk">
          {done ? 'Saved.' : ''}
        </p>
      </div>
    </form>
  )
}
