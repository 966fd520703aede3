import 'server-only'

import type { Where } from 'payload'

import { tags } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/queries/cached'

/** How many days the archive lists, newest first. */
export const FAVES_ARCHIVED = 60

/**
 * What visitors may see on `today`: published days up to today. Editors previewing (draft mode)
 * see every day, drafts and days ahead included. `today` is an argument, so each day has its own
 * cache entries and a day ahead appears when its date comes, not when its tag expires.
 */
const visible = (draft: boolean, today: string, also: Where[] = []): Where =>
  draft ? { and: also } : { and: [...also, { _status: { equals: 'published' } }, { slug: { less_than_equal: today } }] }

/** One day's faves, with their pictures; null when there is none a visitor may see on `today`. */
export const getFavesDay = cachedRead(
  'faves-day',
  async ({ payload, draft }, day: string, today: string) => {
    const { docs } = await payload.find({
      collection: 'faves',
      where: visible(draft, today, [{ slug: { equals: day } }]),
      draft,
      overrideAccess: draft,
      depth: 1,
      limit: 1,
      pagination: false,
    })
    return docs[0] ?? null
  },
  (day) => [tags.doc('faves', day)],
)

/** The days a visitor may see on `today`, newest first: the index shows the first, the archive lists them. */
export const listFavesDays = cachedRead(
  'faves-days',
  async ({ payload, draft }, today: string) => {
    const { docs } = await payload.find({
      collection: 'faves',
      where: visible(draft, today),
      draft,
      overrideAccess: draft,
      select: { title: true, slug: true },
      sort: '-slug',
      depth: 0,
      limit: FAVES_ARCHIVED,
      pagination: false,
    })
    return docs
  },
  (_today: string) => [tags.list('faves')],
)
