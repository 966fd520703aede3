import 'server-only'

import { tags, type GlobalSlug } from '@/lib/cache-tags'
import { payload } from '@/lib/payload'
import { cachedRead } from '@/lib/queries/cached'

const global = <S extends GlobalSlug>(slug: S, depth: number) =>
  cachedRead(
    `global-${slug}`,
    async (draft) => (await payload()).findGlobal({ slug, depth, draft }),
    () => [tags.global(slug)],
  )

export const getSiteSettings = global('site-settings', 1)
export const getNavigation = global('navigation', 1)
export const getFooter = global('footer', 1)
export const getHome = global('home', 2)
