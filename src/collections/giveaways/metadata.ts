import { pathOf } from '@/content/registry'
import { formatDateTime } from '@/lib/format'
import type { DocumentMetadataInput } from '@/lib/seo/metadata'
import type { Giveaway } from '@/payload-types'

/** A giveaway: what you win and until when, its prize as the share picture. */
export function giveawaySeo(
  giveaway: Pick<Giveaway, 'title' | 'slug' | 'prize' | 'image' | 'endsAt' | 'meta' | 'publishedAt' | 'updatedAt'>,
  path = pathOf('giveaways', giveaway),
): Omit<DocumentMetadataInput, 'settings'> {
  return {
    title: giveaway.title,
    description: `Win ${giveaway.prize}. Entries close on ${formatDateTime(giveaway.endsAt)}.`,
    image: giveaway.image,
    path,
    type: 'article',
    publishedTime: giveaway.publishedAt,
    modifiedTime: giveaway.updatedAt,
    meta: giveaway.meta,
  }
}
