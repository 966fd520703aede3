import type { Block } from 'payload'

export const Subscribe: Block = {
  slug: 'subscribe',
  interfaceName: 'SubscribeSection',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'buttonLabel', type: 'text', required: true, defaultValue: 'Subscribe' },
    {
      name: 'consentText',
      type: 'textarea',
      required: true,
      defaultValue: 'Send me the weekly Staffroom email. I can unsubscribe at any time.',
    },
  ],
}
