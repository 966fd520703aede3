import 'server-only'

import type { DataFromGlobalSlug } from 'payload'

import type { GlobalSlug } from '@/content/types'
import { GLOBAL_DEPTH } from '@/globals/read-depth'
import { tags } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/queries/cached'

const read = cachedRead(
  'global',
  async ({ payload, draft }, slug: GlobalSlug) => payload.findGlobal({ slug, depth: GLOBAL_DEPTH[slug], draft }),
  (slug) => [tags.global(slug)],
)

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
