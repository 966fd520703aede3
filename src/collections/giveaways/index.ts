import type { CollectionConfig, DateField, RelationshipFieldSingleValidation } from 'payload'

import { isEditor } from '@/access/is-editor'
import { nobody } from '@/access/nobody'
import { editorialCollection } from '@/collections/editorial'
import { drawEndpoint } from '@/collections/giveaways/draw-endpoint'
import { DEFAULT_CLOSED_MESSAGE } from '@/collections/giveaways/status'
import { slug } from '@/fields/slug'
import { announcing } from '@/hooks/announce'

const afterStart: DateField['validate'] = (value, { siblingData }) => {
  const start = (siblingData as { startsAt?: string | null }).startsAt
  if (!value || !start) return true
  return Date.parse(String(value)) > Date.parse(start) || 'The giveaway must end after it starts.'
}

/** In words, before the unique index says it in column names: one form, one giveaway. */
const formOfNoOther: RelationshipFieldSingleValidation = async (value, { req, id }) => {
  if (value === null || value === undefined || typeof value === 'object') return true
  const { docs } = await req.payload.find({
    collection: 'giveaways',
    where: { and: [{ entryForm: { equals: value } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
    select: { title: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return docs[0]
    ? `This form already takes the entries of “${docs[0].title}”: give this giveaway a form of its own.`
    : true
}

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * Giveaways: a prize, an entry window and the CMS form visitors enter with. Whether one is
 * upcoming, open, closed or has its winner announced is derived from the dates when it is shown
 * (status.ts), never stored. The entry form belongs to one giveaway: the server refuses its
 * entries outside the window (src/server/giveaways/entries.ts), and the draw reads them.
 */
export const Giveaways: CollectionConfig = announcing(
  editorialCollection('giveaways', {
    labels: { singular: 'Giveaway', plural: 'Giveaways' },
    admin: { defaultColumns: ['title', 'startsAt', 'endsAt', 'disabled', '_status'] },
    defaultPopulate: {
      _status: true,
      title: true,
      slug: true,
      prize: true,
      image: true,
      startsAt: true,
      endsAt: true,
      disabled: true,
      winner: true,
      publishedAt: true,
    },
    endpoints: [drawEndpoint],
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 160 },
      {
        name: 'prize',
        type: 'text',
        required: true,
        maxLength: 200,
        admin: { description: 'What the winner gets, as a phrase: “a £100 book token”.' },
      },
      {
        name: 'image',
        type: 'upload',
        relationTo: 'media',
        required: true,
        admin: { description: 'A picture of the prize. Its alt text is read to visitors who cannot see it.' },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'startsAt',
            label: 'Entries open',
            type: 'date',
            required: true,
            index: true,
            admin: { ...dayAndTime, width: '50%' },
          },
          {
            name: 'endsAt',
            label: 'Entries close',
            type: 'date',
            required: true,
            index: true,
            validate: afterStart,
            admin: { ...dayAndTime, width: '50%' },
          },
        ],
      },
      {
        name: 'entryForm',
        type: 'relationship',
        relationTo: 'forms',
        required: true,
        unique: true,
        validate: formOfNoOther,
        admin: {
          description:
            'The CMS form visitors enter with; a form serves one giveaway. Its entries are taken only between the dates above.',
        },
      },
      {
        name: 'eligibility',
        type: 'textarea',
        required: true,
        maxLength: 1000,
        admin: { description: 'Who may enter, in a sentence or two.' },
      },
      { name: 'rules', type: 'richText', required: true },
      {
        name: 'disabled',
        type: 'checkbox',
        label: 'Entries disabled',
        admin: {
          position: 'sidebar',
          description: 'Shows the giveaway closed, whatever its dates, and refuses entries.',
        },
      },
      {
        name: 'closedMessage',
        type: 'textarea',
        maxLength: 600,
        label: '“Entries are closed” message',
        admin: {
          position: 'sidebar',
          description: `Shown instead of the form while entries are disabled. Empty: “${DEFAULT_CLOSED_MESSAGE}”`,
        },
      },
      {
        name: 'winner',
        type: 'group',
        admin: { position: 'sidebar' },
        fields: [
          {
            name: 'entry',
            type: 'relationship',
            relationTo: 'form-submissions',
            // Set by "Draw a winner" only; the entry (an email, an address) is the editors' to read.
            access: { read: isEditor, create: nobody, update: nobody },
            admin: { readOnly: true, description: 'The entry drawn at random (see the draw below).' },
          },
          {
            name: 'name',
            type: 'text',
            maxLength: 120,
            label: 'Winner’s name, as announced',
            admin: { description: 'Filled in once the winner agrees: “Priya, a Year 4 teacher in Leeds”.' },
          },
        ],
      },
      {
        name: 'draw',
        type: 'ui',
        admin: { position: 'sidebar', components: { Field: '/components/admin/giveaway-draw#GiveawayDraw' } },
      },
      slug(),
    ],
  }),
  'giveaway',
)
