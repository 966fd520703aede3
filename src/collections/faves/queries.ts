import 'server-only'

import { cacheTag } from 'next/cache'
import type { Where } from 'payload'

import { tags } from '@/lib/cache-tags'
import { asVisitor, previewable, type ReadContext } from '@/lib/queries/cached'
import { readerOf } from '@/lib/previewer'

/** How many days the archive lists, newest first. */
export const FAVES_ARCHIVED = 60

/**
 * What visitors may see on `today`: published days up to today. Editors previewing (draft mode)
 * see every day, drafts and days ahead included. `today` is an argument, so each day has its own
 * cache entries and a day ahead appears when its date comes, not when its tag expires.
 */
const visible = (draft: boolean, today: string, also: Where[] = []): Where =>
  draft ? { and: also } : { and: [...also, { _status: { equals: 'published' } }, { slug: { less_than_equal: today } }] }

async function readFavesDay({ payload, draft, previewer }: ReadContext, day: string, today: string) {
  const { docs } = await payload.find({
    collection: 'faves',
    where: visible(draft, today, [{ slug: { equals: day } }]),
    draft,
    ...readerOf(previewer, { overrideAccess: false }),
    depth: 1,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

async function cachedFavesDay(day: string, today: string) {
  'use cache'
  cacheTag(tags.doc('faves', day))
  return readFavesDay(await asVisitor(), day, today)
}

/** One day's faves, with their pictures; null when there is none a visitor may see on `today`. */
export const getFavesDay = previewable(readFavesDay, cachedFavesDay)

async function readFavesDays({ payload, draft, previewer }: ReadContext, today: string) {
  const { docs } = await payload.find({
    collection: 'faves',
    where: visible(draft, today),
    draft,
    ...readerOf(previewer, { overrideAccess: false }),
    select: { title: true, slug: true },
    sort: '-slug',
    depth: 0,
    limit: FAVES_ARCHIVED,
    pagination: false,
  })
  return docs
}

async function cachedFavesDays(today: string) {
  'use cache'
  cacheTag(tags.list('faves'))
  return readFavesDays(await asVisitor(), today)
}

/** The days a visitor may see on `today`, newest first: the index shows the first, the archive lists them. */
export const listFavesDays = previewable(readFavesDays, cachedFavesDays)
