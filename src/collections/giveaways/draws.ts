import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access/is-editor'
import { nobody } from '@/access/nobody'

/**
 * The audit record of each winner draw, written by POST /api/giveaways/{id}/draw and never
 * changed: who drew, when, the seed, the entries drawn from (in order) and the winner. With the
 * seed and the candidates anyone can repeat the pick (src/server/giveaways/pick.ts). A redraw
 * adds a record; the earlier ones stay.
 */
export const GiveawayDraws: CollectionConfig = {
  slug: 'giveaway-draws',
  labels: { singular: 'Winner draw', plural: 'Winner draws' },
  access: { read: isEditor, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Forms',
    useAsTitle: 'key',
    defaultColumns: ['giveaway', 'drawnAt', 'drawnBy', 'entries', 'winnerEmail', 'redraw'],
  },
  fields: [
    { name: 'giveaway', type: 'relationship', relationTo: 'giveaways', required: true, index: true },
    // {giveaway}:{n}: two editors drawing at the same moment cannot both record draw n.
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'drawnBy', type: 'relationship', relationTo: 'users', required: true },
    { name: 'drawnAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'seed',
      type: 'text',
      required: true,
      admin: { description: 'The random seed: with the entries below it picks the same winner again.' },
    },
    { name: 'entries', type: 'number', required: true, admin: { description: 'Valid entries drawn from.' } },
    {
      name: 'candidates',
      type: 'json',
      required: true,
      admin: { description: 'The ids of the valid entries, in the order the pick counts them.' },
    },
    { name: 'winner', type: 'relationship', relationTo: 'form-submissions', required: true },
    { name: 'winnerEmail', type: 'email' },
    { name: 'redraw', type: 'checkbox', admin: { description: 'Drawn again after an earlier draw.' } },
  ],
}
