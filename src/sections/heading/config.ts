import type { Block } from 'payload'

export const Heading: Block = {
  slug: 'heading',
  interfaceName: 'HeadingSection',
  fields: [
    { name: 'text', type: 'text', required: true },
    { name: 'subtext', type: 'text' },
  ],
}
