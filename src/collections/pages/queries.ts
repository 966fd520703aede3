import 'server-only'

import { cacheTag } from 'next/cache'

import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
import { getDocument } from '@/lib/queries/documents'

export const getPage = (slug: string) => getDocument('pages', slug)

/** Every published page, by title. */
export async function listPages() {
  'use cache'
  cacheTag(tags.list('pages'))
  const { payload } = await asVisitor()
  return (
    await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      select: { title: true, slug: true, intro: true, updatedAt: true, layout: true },
      sort: 'title',
      limit: 0,
      pagination: false,
    })
  ).docs
}
