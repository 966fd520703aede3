import type { Block } from 'payload'

export const Recent: Block = {
  slug: 'recent',
  interfaceName: 'RecentSection',
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Fresh from the staffroom' },
    { name: 'limit', type: 'number', defaultValue: 6, min: 1, max: 24 },
  ],
}
