import type { LdContext, LdNode } from '@/content/types'
import type { Video, VideoCategory } from '@/payload-types'

export type VideoForLd = Pick<
  Video,
  'id' | 'title' | 'slug' | 'description' | 'poster' | 'duration' | 'source' | 'updatedAt' | 'createdAt'
> &
  Partial<Pick<Video, 'category' | 'publishedAt'>>

/** ISO 8601 duration from seconds: 75 → PT1M15S, 3600 → PT1H, 0 → PT0S. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const out = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`
  return `PT${out}`
}

/** The privacy-enhanced embed address of a platform video. */
export const embedUrl = (platformId: string) => `https://www.youtube-nocookie.com/embed/${platformId}`

/** schema.org VideoObject for a video's page. */
export function videoLd(video: VideoForLd, ctx: LdContext): LdNode {
  const url = ctx.url('videos', video)
  const category = typeof video.category === 'object' ? (video.category as VideoCategory | null) : null
  const file = video.source?.kind === 'file' && typeof video.source.file === 'object' ? video.source.file : null
  const platformId = video.source?.kind !== 'file' ? video.source?.platformId : null
  const thumbnail = ctx.image(video.poster, 'og')
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    '@id': `${url}#video`,
    name: video.title,
    description: video.description || video.title,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(thumbnail ? { thumbnailUrl: thumbnail } : {}),
    uploadDate: video.publishedAt ?? video.createdAt,
    dateModified: video.updatedAt,
    duration: isoDuration(video.duration),
    ...(platformId ? { embedUrl: embedUrl(platformId) } : {}),
    ...(file?.url ? { contentUrl: new URL(file.url, url).toString() } : {}),
    ...(category ? { genre: category.title } : {}),
    publisher: ctx.publisher,
    inLanguage: 'en',
    isAccessibleForFree: true,
  }
}
