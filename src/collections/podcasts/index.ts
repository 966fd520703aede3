import type { CollectionConfig } from 'payload'

import { editorialCollection } from '@/collections/editorial'
import { APPLE_CATEGORY_OPTIONS } from '@/collections/podcasts/apple-categories'
import { slug } from '@/fields/slug'

/** The listening apps a show links to, in the order the show page lists them. */
export const LISTENING_APPS = [
  { label: 'Apple Podcasts', value: 'apple' },
  { label: 'Spotify', value: 'spotify' },
  { label: 'YouTube Music', value: 'youtube-music' },
  { label: 'Pocket Casts', value: 'pocket-casts' },
  { label: 'Overcast', value: 'overcast' },
  { label: 'Another app', value: 'other' },
] as const

const httpsUrl = (value: unknown) => {
  if (typeof value !== 'string' || !value) return 'Enter the show’s address in the app (https://…).'
  try {
    return new URL(value).protocol === 'https:' ? true : 'Use the https:// address of the show in the app.'
  } catch {
    return `"${value}" is not a web address. Copy the show’s address from the app (https://…).`
  }
}

/**
 * Podcast shows: /podcast/{slug}, each with its episodes and an RSS feed podcast apps subscribe to.
 * Same editorial rules as articles; the feed only lists published episodes of a published show.
 */
export const Podcasts: CollectionConfig = editorialCollection('podcasts', {
  labels: { singular: 'Podcast show', plural: 'Podcast shows' },
  admin: { defaultColumns: ['title', 'cover', 'category', 'featured', '_status', 'publishedAt'], group: 'Podcasts' },
  defaultPopulate: { _status: true, title: true, slug: true, cover: true, description: true, hosts: true },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 4000,
      admin: { description: 'What the show is about. Podcast apps show it under the title.' },
    },
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: {
        description:
          'Square cover art, at least 1400 × 1400 pixels (Apple Podcasts asks for 1400 to 3000). Its alternative text names the show.',
      },
    },
    {
      name: 'hosts',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Host', plural: 'Hosts' },
      admin: { description: 'Who presents the show. Podcast apps list them as its author.' },
      fields: [{ name: 'name', type: 'text', required: true, maxLength: 80 }],
    },
    {
      name: 'links',
      type: 'array',
      maxRows: 8,
      labels: { singular: 'Listening app', plural: 'Listening apps' },
      admin: { description: 'Where else listeners find the show. The RSS feed is always offered.' },
      fields: [
        { name: 'app', type: 'select', required: true, options: [...LISTENING_APPS] },
        { name: 'url', type: 'text', required: true, maxLength: 500, validate: httpsUrl },
      ],
    },
    slug(),
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'comedy',
      options: APPLE_CATEGORY_OPTIONS,
      admin: { position: 'sidebar', description: 'The Apple Podcasts category the feed names.' },
    },
    {
      name: 'explicit',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Contains language or content unsuitable for children.' },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Shown large at the top of /podcasts (the newest featured show).' },
    },
    {
      name: 'showType',
      type: 'select',
      defaultValue: 'episodic',
      options: [
        { label: 'Episodic: newest first, listened to in any order', value: 'episodic' },
        { label: 'Serial: oldest first, listened to in order', value: 'serial' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'owner',
      type: 'group',
      admin: { description: 'Who Apple Podcasts contacts about the show (in the feed, not on the page).' },
      // Checked by `validate`, not `required`: a required field in a group makes GraphQL demand the
      // whole group on every update, even one that changes only the title.
      fields: [
        {
          name: 'name',
          type: 'text',
          maxLength: 80,
          validate: (value: unknown) => (value ? true : 'Enter the name Apple Podcasts shows as the owner.'),
        },
        {
          name: 'email',
          type: 'email',
          validate: (value: unknown) =>
            typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
              ? true
              : 'Enter the email address Apple Podcasts contacts the owner at.',
        },
      ],
    },
  ],
})
