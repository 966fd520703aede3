import type { CheckboxField, CollectionConfig, FieldHook, TextFieldSingleValidation } from 'payload'

import { isStaff } from '@/access/is-staff'
import { publishedDayOrStaff } from '@/access/published-day-or-staff'
import { editorialCollection } from '@/collections/editorial'
import { isDay } from '@/lib/faves/day'
import { HANDLE, NETWORK_NAMES, NETWORKS, parsePostUrl, type Network } from '@/lib/faves/post-url'

type Item = { network?: Network | null; url?: string | null; creator?: string | null }

const dayOnly: TextFieldSingleValidation = (value) =>
  (typeof value === 'string' && isDay(value)) || 'Write the day as year-month-day, like 2026-11-24.'

const postUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  const { network } = siblingData as Item
  if (!network) return 'Choose the network first.'
  const post = parsePostUrl(network, String(value ?? ''))
  return 'error' in post ? post.error : true
}

/** Stored in the network's canonical form, so the page and the embed agree on one address. */
const canonicalUrl: FieldHook = ({ value, siblingData }) => {
  const { network } = siblingData as Item
  if (typeof value !== 'string' || !network) return value as unknown
  const post = parsePostUrl(network, value)
  return 'error' in post ? value : post.url
}

const creatorHandle: TextFieldSingleValidation = (value, { siblingData }) => {
  const handle = String(value ?? '').trim()
  if (!HANDLE.test(handle)) return 'Write the creator’s handle with its @, like @msrivera.teaches.'
  const { network, url } = siblingData as Item
  if (network !== 'tiktok' || !url) return true
  const post = parsePostUrl(network, url)
  if ('error' in post || !post.handle || post.handle.toLowerCase() === handle.toLowerCase()) return true
  return `This TikTok post is by ${post.handle}: credit that handle.`
}

/**
 * Required, said in words. Not Payload's `required`: that would make the whole group required in
 * GraphQL's update input, so every update would have to send the face again.
 */
const filled =
  (message: string) =>
  (value: unknown): true | string =>
    (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined) || message

const permissionGiven: CheckboxField['validate'] = (value, { siblingData }) =>
  value === true ||
  `${(siblingData as Item).creator || 'The creator'} has not agreed yet: a post is published only with the creator’s permission (tick “Permission noted” once they have).`

/**
 * Faves of the day: one document per day (its address is the day, yyyy-mm-dd): posts picked from
 * Instagram and TikTok, each with a thumbnail of our own and its creator's credit, the day's
 * "face" (a featured educator) and the questions or stories of the day. A post is published only
 * with its creator's permission, which editors record and only the team reads.
 */
const editorial: CollectionConfig = editorialCollection('faves', {
  labels: { singular: 'Faves day', plural: 'Faves of the day' },
  typescript: { interface: 'FavesDay' },
  admin: { defaultColumns: ['slug', 'title', '_status'] },
  defaultPopulate: { _status: true, title: true, slug: true },
  fields: [
    {
      name: 'slug',
      label: 'Day',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: dayOnly,
      admin: {
        position: 'sidebar',
        description:
          'The day of these picks, as year-month-day (2026-11-24): the page’s address. A published day shows from that day on, in the site’s time zone.',
      },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 140,
      admin: { description: 'The day’s headline, like “Marking-pile Monday”.' },
    },
    {
      name: 'face',
      label: 'Face of the day',
      type: 'group',
      fields: [
        { name: 'name', type: 'text', maxLength: 120, validate: filled('Give the face of the day a name.') },
        {
          name: 'photo',
          type: 'upload',
          relationTo: 'media',
          validate: filled('Give the face of the day a photo.'),
          admin: { description: 'Their photo, with its alt text.' },
        },
        {
          name: 'story',
          type: 'textarea',
          maxLength: 1200,
          validate: filled('Tell the face of the day’s story in a few sentences.'),
          admin: { description: 'A short story in a few sentences: who they are and why they are today’s face.' },
        },
      ],
    },
    {
      name: 'items',
      label: 'Picks',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'network',
              type: 'select',
              required: true,
              options: NETWORKS.map((value) => ({
                value,
                label:
                  value === 'instagram' ? `${NETWORK_NAMES[value]} (photos)` : `${NETWORK_NAMES[value]} (short videos)`,
              })),
              admin: { width: '30%' },
            },
            {
              name: 'url',
              label: 'Post address',
              type: 'text',
              required: true,
              validate: postUrl,
              hooks: { beforeChange: [canonicalUrl] },
              admin: {
                width: '70%',
                description: 'https://www.instagram.com/p/…/ or https://www.tiktok.com/@handle/video/…',
              },
            },
          ],
        },
        {
          name: 'thumbnail',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'Shown until a visitor loads the post; its alt text describes the post.' },
        },
        { name: 'creator', label: 'Creator’s handle', type: 'text', required: true, validate: creatorHandle },
        { name: 'caption', type: 'textarea', maxLength: 500 },
        {
          type: 'row',
          fields: [
            {
              name: 'permission',
              label: 'Permission noted',
              type: 'checkbox',
              validate: permissionGiven,
              access: { read: isStaff },
              admin: { width: '30%', description: 'The creator agreed to be featured.' },
            },
            {
              name: 'permissionNote',
              label: 'How they agreed',
              type: 'text',
              maxLength: 300,
              access: { read: isStaff },
              admin: {
                width: '70%',
                description: 'For the team only: “DM on 12 Nov, screenshot in the shared drive”.',
              },
            },
          ],
        },
      ],
    },
    {
      name: 'questions',
      label: 'Questions and stories of the day',
      type: 'array',
      maxRows: 12,
      labels: { singular: 'Question or story', plural: 'Questions and stories' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 200 },
        {
          name: 'body',
          type: 'textarea',
          required: true,
          maxLength: 2000,
          admin: { description: 'Paragraphs separated by an empty line.' },
        },
      ],
    },
  ],
})

/** A day ahead stays hidden from the public until its date, in the API as on the site. */
export const Faves: CollectionConfig = { ...editorial, access: { ...editorial.access, read: publishedDayOrStaff } }
