import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { imageRights } from '@/fields/image-rights'
import { revalidateGlobal } from '@/hooks/revalidate-on-change'
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from '@/lib/social-networks'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isAdmin },
  fields: [
    { name: 'brandName', type: 'text', required: true, defaultValue: 'Staffroom' },
    { name: 'tagline', type: 'text', required: true, defaultValue: 'Celebrating Educators Every Day.' },
    { name: 'logo', type: 'upload', relationTo: 'media', admin: { description: 'Shown in social cards.' } },
    { name: 'defaultShareImage', type: 'upload', relationTo: 'media' },
    { name: 'contactEmail', type: 'email' },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: SOCIAL_NETWORKS.map((v) => ({ label: SOCIAL_NETWORK_NAMES[v], value: v })),
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'newsletterModal',
      type: 'group',
      label: 'Newsletter sign-up modal',
      admin: {
        description:
          'Opens on the first trigger that fires, with the words of the footer newsletter settings. Never over another dialog, never for subscribers.',
      },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: true, label: 'Show the sign-up modal' },
        {
          type: 'row',
          fields: [
            {
              name: 'delaySeconds',
              type: 'number',
              min: 0,
              max: 600,
              defaultValue: 30,
              admin: { description: 'Seconds on a page; 0: no delay trigger.' },
            },
            {
              name: 'scrollPercent',
              type: 'number',
              min: 0,
              max: 100,
              defaultValue: 50,
              admin: { description: 'How far down the page (%); 0: no scroll trigger.' },
            },
            {
              name: 'frequencyDays',
              type: 'number',
              min: 1,
              max: 365,
              defaultValue: 14,
              admin: { description: 'At most once in this many days per browser.' },
            },
          ],
        },
        {
          name: 'exitIntent',
          type: 'checkbox',
          defaultValue: true,
          label: 'Also when the pointer leaves the top of the window (desktop)',
        },
      ],
    },
    imageRights({ defaults: true }),
  ],
  hooks: { afterChange: [revalidateGlobal('site-settings')] },
}
