import type { Block } from 'payload'

/** Inline block: a small coloured label inside a paragraph ("NEW", "Teacher tip"). */
export const Badge: Block = {
  slug: 'badge',
  interfaceName: 'BadgeBlock',
  fields: [
    { name: 'text', type: 'text', required: true, maxLength: 40 },
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'sun',
      options: [
        { label: 'Sunshine', value: 'sun' },
        { label: 'Chalk', value: 'chalk' },
        { label: 'Apple', value: 'apple' },
      ],
    },
  ],
}
