import { cacheTag } from 'next/cache'

import type { FormField } from '@/forms/field-types'
import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
import type { Form } from '@/payload-types'

export type PublicForm = Pick<
  Form,
  'id' | 'title' | 'submitButtonLabel' | 'confirmationType' | 'confirmationMessage'
> & {
  fields: FormField[]
}

/**
 * A CMS form as visitors see it (never where its notifications go), until an editor changes it.
 * Forms have no drafts: a previewer reads the same entry.
 */
export async function getForm(id: number | string): Promise<PublicForm | null> {
  'use cache'
  cacheTag(tags.form(id))
  const { payload } = await asVisitor()
  const form = await payload.findByID({
    collection: 'forms',
    id,
    depth: 0,
    disableErrors: true,
    select: { title: true, fields: true, submitButtonLabel: true, confirmationType: true, confirmationMessage: true },
  })
  return form ? { ...form, fields: (form.fields ?? []) as unknown as FormField[] } : null
}
