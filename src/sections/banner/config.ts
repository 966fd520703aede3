import type { Block } from 'payload'

import { link } from '@/fields/link'

export const Banner: Block = {
  slug: 'banner',
  interfaceName: 'BannerSection',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'sun',
      options: ['sun', 'chalk', 'apple'].map((v) => ({ label: v, value: v })),
    },
    link({ name: 'link', required: false }),
  ],
}
