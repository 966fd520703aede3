import type { CollectionConfig, Field } from 'payload'

import { contributorDrafts } from '@/access/contributor-drafts'
import { isEditor } from '@/access/is-editor'
import { publishedOrStaff } from '@/access/published-or-staff'
import { staffVersions } from '@/access/staff-versions'
import { editorialFields } from '@/fields/editorial'
import { revalidation } from '@/hooks/revalidate-on-change'
import { tags } from '@/lib/cache-tags'
import { isSafeHref } from '@/lib/safe-url'

const webAddress = (value: unknown) =>
  (typeof value === 'string' && /^https?:\/\//.test(value) && isSafeHref(value)) ||
  'Use the article’s web address (https://…).'

/**
 * Press and testimonials have no page of their own, so they are not content types: the tour page
 * (and, for testimonials shown on the site, any reader of `testimonials`) lists them. The same
 * editorial rules as the content types: visitors read what is published, staff write.
 */
function tourExtra(slug: 'press-articles' | 'testimonials', config: Omit<CollectionConfig, 'slug'>, tag: string) {
  return {
    ...config,
    slug,
    access: {
      read: publishedOrStaff,
      create: contributorDrafts,
      update: contributorDrafts,
      delete: isEditor,
      readVersions: staffVersions,
    },
    fields: [...config.fields, ...editorialFields] as Field[],
    hooks: revalidation(slug, () => [tag]),
    versions: { drafts: true, maxPerDoc: 20 },
  } satisfies CollectionConfig
}

export const PressArticles: CollectionConfig = tourExtra(
  'press-articles',
  {
    labels: { singular: 'Press article', plural: 'Press articles' },
    admin: { useAsTitle: 'title', defaultColumns: ['outlet', 'title', 'date', '_status'], group: 'Comedy tour' },
    fields: [
      { name: 'outlet', type: 'text', required: true, maxLength: 120 },
      { name: 'logo', type: 'upload', relationTo: 'media' },
      { name: 'title', type: 'text', required: true, maxLength: 200 },
      { name: 'url', type: 'text', required: true, maxLength: 500, validate: webAddress },
      { name: 'date', type: 'date', required: true, index: true },
      { name: 'quote', type: 'textarea', maxLength: 500 },
    ],
  },
  tags.press,
)

export const Testimonials: CollectionConfig = tourExtra(
  'testimonials',
  {
    labels: { singular: 'Testimonial', plural: 'Testimonials' },
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'showOn', '_status'], group: 'Comedy tour' },
    fields: [
      { name: 'quote', type: 'textarea', required: true, maxLength: 600 },
      { name: 'name', type: 'text', required: true, maxLength: 120 },
      { name: 'role', label: 'Role or school', type: 'text', maxLength: 160 },
      {
        name: 'showOn',
        label: 'Where it shows',
        type: 'select',
        hasMany: true,
        required: true,
        defaultValue: ['tour'],
        options: [
          { label: 'Comedy tour', value: 'tour' },
          { label: 'Site', value: 'site' },
        ],
      },
      { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    ],
  },
  tags.testimonials,
)
