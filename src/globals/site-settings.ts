import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { revalidateGlobal } from '@/hooks/revalidate'

export const SOCIAL_NETWORKS = ['instagram', 'tiktok', 'facebook', 'youtube', 'x', 'pinterest', 'threads'] as const

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
          options: SOCIAL_NETWORKS.map((v) => ({ label: v, value: v })),
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal('site-settings')] },
}
