import type { DocumentMetadataInput } from '@/lib/seo/metadata'
import { formatDay } from '@/lib/faves/day'
import { pathOf } from '@/content/registry'
import type { FavesDay } from '@/payload-types'

/** A day of faves: its headline, the face's name, the face's photo as the share picture. */
export function favesSeo(
  day: Pick<FavesDay, 'slug' | 'title' | 'face' | 'meta'>,
  path = pathOf('faves', day),
): Omit<DocumentMetadataInput, 'settings'> {
  const date = formatDay(day.slug)
  return {
    title: path === pathOf('faves', day) ? `Faves of ${date}: ${day.title}` : `Faves of the day: ${day.title}`,
    description: `${date}: picks from Instagram and TikTok${day.face?.name ? `, and ${day.face.name}’s story` : ''}.`,
    image: day.face?.photo,
    path,
    meta: day.meta,
  }
}
