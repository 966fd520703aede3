import type { Block } from 'payload'

export const EmbeddedForm: Block = {
  slug: 'embeddedForm',
  interfaceName: 'EmbeddedFormBlock',
  labels: { singular: 'Embedded form', plural: 'Embedded forms' },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true },
    { name: 'heading', type: 'text', maxLength: 120, admin: { description: 'Shown above the form (optional).' } },
    {
      name: 'intro',
      type: 'textarea',
      maxLength: 600,
      admin: { description: 'A few words before the fields (optional).' },
    },
    {
      name: 'adOptOut',
      type: 'checkbox',
      label: 'Sending it turns advertising off in this browser',
      admin: {
        description:
          'For a “Do not sell or share my personal information” request: once it is sent, the visitor’s cookie choices say no to advertising.',
      },
    },
  ],
}
