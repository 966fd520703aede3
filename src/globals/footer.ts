import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/is-editor'
import { link } from '@/fields/link'
import { revalidateGlobal } from '@/hooks/revalidate-on-change'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isEditor },
  fields: [
    {
      name: 'groups',
      type: 'array',
      label: 'Link groups',
      maxRows: 5,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'links', type: 'array', maxRows: 10, fields: [link()] },
      ],
    },
    { name: 'blurb', type: 'textarea', admin: { description: 'A sentence about the site, beside the logo.' } },
    {
      name: 'newsletter',
      type: 'group',
      admin: { description: 'The newsletter footer and the post footer invite visitors to subscribe.' },
      fields: [
        { name: 'heading', type: 'text', required: true, defaultValue: 'Get the staffroom gossip' },
        { name: 'text', type: 'textarea', defaultValue: 'A weekly email of laughs, memes and freebies for teachers.' },
        { name: 'buttonLabel', type: 'text', required: true, defaultValue: 'Subscribe' },
        {
          name: 'consentText',
          type: 'textarea',
          required: true,
          defaultValue: 'Send me the weekly Staffroom email. I can unsubscribe at any time.',
        },
      ],
    },
    {
      name: 'giveaway',
      type: 'group',
      admin: { description: 'Small print under giveaway pages.' },
      fields: [{ name: 'text', type: 'textarea' }, link({ name: 'rules', required: false })],
    },
    { name: 'copyright', type: 'text', defaultValue: '© {year} {brand}. Made with love in the staffroom.' },
  ],
  hooks: { afterChange: [revalidateGlobal('footer')] },
}
