import type { Block } from 'payload'

import { link } from '@/fields/link'

export const Feature: Block = {
  slug: 'feature',
  interfaceName: 'FeatureBlock',
  labels: { singular: 'Feature', plural: 'Features' },
  fields: [
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'hasLink', type: 'checkbox', label: 'Add a button' },
    { ...link({ name: 'link', required: false }), admin: { condition: (_, s) => Boolean(s?.hasLink) } },
  ],
}
