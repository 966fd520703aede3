import type { Block } from 'payload'

export const Trending: Block = {
  slug: 'trending',
  interfaceName: 'TrendingSection',
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Trending in the staffroom' },
    {
      name: 'picks',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 10,
      admin: { description: 'Empty: the most read articles of the last days.' },
    },
    { name: 'limit', type: 'number', defaultValue: 5, min: 1, max: 10 },
    { name: 'days', type: 'number', defaultValue: 7, min: 1, max: 90, label: 'Count reads of the last … days' },
  ],
}
