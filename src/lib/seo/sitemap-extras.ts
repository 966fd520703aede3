import 'server-only'

import type { ContentType } from '@/content/types'
import { getGlobal } from '@/lib/queries/globals'
import { getSummary } from '@/lib/queries/sitemap'
import { extrasOf, latest, type SitemapEntry } from '@/lib/seo/sitemap'

/** A type's extra sitemap addresses, each dated by the newest change among what it shows. */
export function extraEntries(type: ContentType): Promise<SitemapEntry[]> {
  return Promise.all(
    extrasOf(type).map(async ({ path, datedBy }) => {
      const dates = await Promise.all([
        ...(datedBy.types ?? []).map(async (t) => (await getSummary(t)).lastmod),
        ...(datedBy.globals ?? []).map(async (slug) => (await getGlobal(slug)).updatedAt),
      ])
      return { path, lastmod: latest(dates) }
    }),
  )
}
