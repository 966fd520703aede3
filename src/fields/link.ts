import type { Field, GroupField } from 'payload'

import { LINKABLE } from '@/content/registry'
import { isSafeHref, UNSAFE_HREF_MESSAGE } from '@/lib/safe-url'

/** A link to a document of the site or to any URL, with its label. */
export function link({ name = 'link', required = true }: { name?: string; required?: boolean } = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          defaultValue: 'reference',
          options: [
            { label: 'Page on this site', value: 'reference' },
            { label: 'URL', value: 'custom' },
          ],
          admin: { layout: 'horizontal' },
        },
        { name: 'newTab', type: 'checkbox', label: 'Open in a new tab' },
      ],
    },
    {
      name: 'reference',
      type: 'relationship',
      relationTo: LINKABLE,
      admin: { condition: (_, sibling) => sibling?.type !== 'custom' },
      validate: (value: unknown, { siblingData }: { siblingData: { type?: string } }) =>
        siblingData?.type === 'custom' || value || !required ? true : 'Choose the page this link goes to.',
    },
    {
      name: 'url',
      type: 'text',
      admin: { condition: (_, sibling) => sibling?.type === 'custom' },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { type?: string } }) => {
        if (siblingData?.type !== 'custom') return true
        if (!value) return required ? 'Enter the address this link goes to.' : true
        return isSafeHref(value) || UNSAFE_HREF_MESSAGE
      },
    },
    { name: 'label', type: 'text', required },
  ]
  return { name, type: 'group', interfaceName: 'LinkField', fields }
}
