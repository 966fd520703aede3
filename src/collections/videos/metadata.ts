import { pathOf } from '@/content/registry'
import type { DocumentMetadataInput } from '@/lib/seo/metadata'
import type { Video } from '@/payload-types'

/** The metadata input of a video's page: og:type video.other, the poster as its picture. */
export function videoSeo(
  video: Pick<Video, 'title' | 'slug' | 'description' | 'poster' | 'meta'>,
): Omit<DocumentMetadataInput, 'settings'> {
  return {
    title: video.title,
    description: (video.description ?? '').replace(/\s+/g, ' ').slice(0, 300),
    image: video.poster,
    path: pathOf('videos', video),
    type: 'video.other',
    meta: video.meta,
  }
}
