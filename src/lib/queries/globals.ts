import 'server-only'

import { cacheTag } from 'next/cache'
import type { DataFromGlobalSlug } from 'payload'

import type { GlobalSlug } from '@/content/types'
import { GLOBAL_DEPTH } from '@/globals/read-depth'
import { tags } from '@/lib/cache-tags'
import { asVisitor, previewable, type ReadContext } from '@/lib/queries/cached'
import { readerOf } from '@/lib/previewer'

const readGlobal = async ({ payload, draft, previewer }: ReadContext, slug: GlobalSlug) =>
  payload.findGlobal({ slug, depth: GLOBAL_DEPTH[slug], draft, ...readerOf(previewer, { overrideAccess: true }) })

async function cachedGlobal(slug: GlobalSlug) {
  'use cache'
  cacheTag(tags.global(slug))
  return readGlobal(await asVisitor(), slug)
}

const read = previewable(readGlobal, cachedGlobal)

/** A global, populated as deep as src/globals/read-depth.ts says. */
export const getGlobal = <S extends GlobalSlug>(slug: S) => read(slug) as Promise<DataFromGlobalSlug<S>>

const global =
  <S extends GlobalSlug>(slug: S) =>
  () =>
    getGlobal(slug)

export const getSiteSettings = global('site-settings')
export const getNavigation = global('navigation')
export const getFooter = global('footer')
export const getHome = global('home')
