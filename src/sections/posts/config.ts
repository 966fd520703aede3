import type { Block } from 'payload'

/** A row of articles: picked by hand, or the newest of one category. */
export const Posts: Block = {
  slug: 'posts',
  interfaceName: 'PostsSection',
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'source',
      type: 'radio',
      defaultValue: 'category',
      options: [
        { label: 'Newest in a category', value: 'category' },
        { label: 'Picked by hand', value: 'picked' },
      ],
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      admin: { condition: (_, s) => s?.source !== 'picked' },
    },
    {
      name: 'posts',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 12,
      admin: { condition: (_, s) => s?.source === 'picked' },
    },
    { name: 'limit', type: 'number', defaultValue: 4, min: 1, max: 12 },
  ],
}
