import { cacheTag } from 'next/cache'
import type { Where } from 'payload'

import { tags } from '@/lib/cache-tags'
import { asVisitor, previewable, type ReadContext } from '@/lib/queries/cached'
import { readerOf } from '@/lib/previewer'
import type { Popup } from '@/payload-types'

export type SitePopup = Pick<
  Popup,
  | 'id'
  | 'title'
  | 'content'
  | 'cta'
  | 'newsletter'
  | 'showOn'
  | 'hideOn'
  | 'startsAt'
  | 'endsAt'
  | 'frequency'
  | 'days'
  | 'priority'
  | 'revision'
>

export async function readPopups({ payload, draft, previewer }: ReadContext): Promise<SitePopup[]> {
  const notEnded: Where = {
    or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: new Date().toISOString() } }],
  }
  const { docs } = await payload.find({
    collection: 'popups',
    where: draft ? notEnded : { and: [{ _status: { equals: 'published' } }, notEnded] },
    draft,
    ...readerOf(previewer, { overrideAccess: true }),
    depth: 1,
    limit: 20,
    sort: ['-priority', '-updatedAt'],
    select: {
      title: true,
      content: true,
      cta: true,
      newsletter: true,
      showOn: true,
      hideOn: true,
      startsAt: true,
      endsAt: true,
      frequency: true,
      days: true,
      priority: true,
      revision: true,
    },
  })
  return docs
}

async function cachedPopups() {
  'use cache'
  cacheTag(tags.popups)
  return readPopups(await asVisitor())
}

/**
 * The published popups that have not ended, highest priority first. Not-yet-started ones are in
 * the list (the layout shows each inside its window and re-renders at the next start or end);
 * an ended one never comes back without an edit, which expires the tag.
 */
export const listPopups = previewable(readPopups, cachedPopups)
