import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/is-editor'
import { revalidateGlobal } from '@/hooks/revalidate-on-change'
import { isSafeHref } from '@/lib/safe-url'

const safeLink = (value: unknown) =>
  !value || (typeof value === 'string' && isSafeHref(value)) || 'Use a site path (/…) or an https:// address.'

const videoId = (value: unknown) =>
  !value ||
  (typeof value === 'string' && /^[A-Za-z0-9_-]{11}$/.test(value)) ||
  'A video id is 11 letters, digits, - or _.'

/** The comedy tour's page: everything on /comedy-tour that is not a show, a performer, press or a testimonial. */
export const Tour: GlobalConfig = {
  slug: 'tour',
  label: 'Comedy tour',
  admin: { group: 'Comedy tour' },
  access: { read: anyone, update: isEditor },
  fields: [
    { name: 'name', label: 'Tour name', type: 'text', required: true, defaultValue: 'Teachers Do Stand-Up' },
    { name: 'tagline', type: 'text', maxLength: 200 },
    {
      name: 'hero',
      type: 'group',
      fields: [
        {
          name: 'kind',
          type: 'select',
          defaultValue: 'image',
          options: [
            { label: 'Image', value: 'image' },
            { label: 'Video', value: 'video' },
          ],
        },
        { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Also the video’s poster.' } },
        {
          name: 'video',
          type: 'upload',
          relationTo: 'video-files',
          admin: { condition: (_, sibling) => sibling?.kind === 'video', description: 'A short clip, MP4 or WebM.' },
        },
      ],
    },
    {
      name: 'slides',
      label: 'Banner slides',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'text', maxLength: 240 },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'linkLabel', type: 'text', maxLength: 60 },
        { name: 'linkUrl', type: 'text', maxLength: 500, validate: safeLink },
      ],
    },
    {
      name: 'announcement',
      type: 'group',
      fields: [
        { name: 'text', type: 'textarea', maxLength: 400 },
        { name: 'endsAt', label: 'Hide after', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'about',
      type: 'textarea',
      maxLength: 4000,
      admin: { description: 'Paragraphs separated by a blank line.' },
    },
    {
      name: 'video',
      label: 'Video embed',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', maxLength: 160 },
        { name: 'platformId', label: 'Video id (YouTube)', type: 'text', validate: videoId },
        { name: 'poster', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'photos',
      label: 'Photo network',
      type: 'group',
      fields: [
        { name: 'network', type: 'text', defaultValue: 'Instagram', maxLength: 40 },
        { name: 'handle', type: 'text', maxLength: 60, admin: { description: 'Without the @.' } },
        { name: 'url', type: 'text', maxLength: 300, validate: safeLink },
        { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, maxRows: 8 },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', defaultValue: 'Contact us', maxLength: 120 },
        { name: 'intro', type: 'textarea', maxLength: 400 },
        { name: 'form', type: 'relationship', relationTo: 'forms' },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal('tour')] },
}
