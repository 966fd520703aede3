import type { Block } from 'payload'

export const Sponsored: Block = {
  slug: 'sponsored',
  interfaceName: 'SponsoredSection',
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'From our partners' },
    { name: 'limit', type: 'number', defaultValue: 3, min: 1, max: 12 },
  ],
}
