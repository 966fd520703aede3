import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isEditor } from '@/access/is-editor'
import { publishedOrStaff } from '@/access/published-or-staff'
import { isStaff } from '@/access/is-staff'
import { link } from '@/fields/link'
import { revalidation } from '@/hooks/revalidate-on-change'
import { tags } from '@/lib/cache-tags'
import { FREQUENCIES } from '@/lib/popups/frequency'
import { validatePatterns } from '@/lib/popups/paths'
import type { Popup } from '@/payload-types'

/**
 * "Show again" is a request, not a state: it raises the revision, which visitors' remembered
 * closings no longer match, and is cleared for the next save.
 */
const showAgain: CollectionBeforeChangeHook<Popup> = ({ data, originalDoc }) => {
  const revision = originalDoc?.revision ?? data.revision ?? 1
  return { ...data, revision: data.showAgain ? revision + 1 : revision, showAgain: false }
}

const PATTERN_HELP = 'One path a line: an exact path (/about-us), or everything under a path (/post/*).'

/**
 * Global popups: a dialog shown on the paths and in the window the editor
 * sets, as often as they say. The site reads the published ones (src/lib/queries/popups.ts) and
 * shows them with src/components/popups/.
 */
const revalidate = revalidation('popups', () => [tags.popups])

export const Popups: CollectionConfig = {
  slug: 'popups',
  admin: {
    group: 'Engagement',
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'startsAt', 'endsAt', 'priority'],
  },
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor, readVersions: isStaff },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { ...revalidate, beforeChange: [showAgain, ...revalidate.beforeChange] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120, admin: { description: "The popup's heading." } },
    { name: 'content', type: 'richText' },
    { ...link({ name: 'cta', required: false }), label: 'Call to action (optional)' },
    {
      name: 'newsletter',
      type: 'checkbox',
      label: 'Include the newsletter sign-up',
      admin: { description: 'The newsletter form, with the words of the footer settings.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'showOn',
          type: 'textarea',
          validate: validatePatterns,
          admin: { description: `${PATTERN_HELP} Empty: every page.` },
        },
        {
          name: 'hideOn',
          type: 'textarea',
          label: 'Except on',
          validate: validatePatterns,
          admin: { description: PATTERN_HELP },
        },
      ],
    },
    {
      name: 'startsAt',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: from publishing.' },
    },
    {
      name: 'endsAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Empty: until unpublished.',
      },
      validate: (value: Date | string | null | undefined, { siblingData }: { siblingData: Partial<Popup> }) =>
        !value || !siblingData.startsAt || new Date(value).getTime() > new Date(siblingData.startsAt).getTime()
          ? true
          : 'The end must come after the start.',
    },
    {
      name: 'frequency',
      type: 'select',
      defaultValue: 'once',
      options: FREQUENCIES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar', description: 'After a visitor closes it.' },
    },
    {
      name: 'days',
      type: 'number',
      min: 1,
      max: 365,
      defaultValue: 7,
      admin: { position: 'sidebar', condition: (_, sibling) => sibling?.frequency === 'days' },
    },
    {
      name: 'priority',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'When several could show, the highest shows first.' },
    },
    {
      name: 'showAgain',
      type: 'checkbox',
      label: 'Show again to visitors who closed it',
      admin: { position: 'sidebar', description: 'Tick when the change is worth seeing again; it applies on save.' },
    },
    { name: 'revision', type: 'number', defaultValue: 1, admin: { readOnly: true, position: 'sidebar' } },
  ],
}
