import type { Block } from 'payload'

export const Listicle: Block = {
  slug: 'listicle',
  interfaceName: 'ListicleBlock',
  labels: { singular: 'Listicle', plural: 'Listicles' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'numbered', type: 'checkbox', defaultValue: true, label: 'Number the items' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'content', type: 'richText' },
      ],
    },
  ],
}
