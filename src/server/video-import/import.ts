import type { Payload } from 'payload'

import type { Media, User, Video } from '@/payload-types'
import { secondsOf } from '@/server/video-import/duration'
import { ImportInputError } from '@/server/video-import/errors'
import { videoPlatform, type PlatformVideo, type VideoPlatform } from '@/server/video-import/platform'
import { downloadThumbnail, posterName, posterPrefix, storePoster } from '@/server/video-import/poster'

export type ImportSource = { playlist: string } | { channel: string }

export type ImportSummary = {
  playlist: string
  created: number
  updated: number
  unchanged: number
  failed: { id: string; reason: string }[]
}

type Options = {
  source: ImportSource
  /** The video category of new videos: its slug or id. */
  category: string
  /** Who imports (an editor, from the admin); the command line imports as the system. */
  user?: User
  platform?: VideoPlatform
}

type Existing = Pick<Video, 'id' | 'title' | 'description' | 'duration' | '_status'> & { poster: Media | number }

const DESCRIPTION_MAX = 2000

/** The platform allows 5000 characters of description, we keep 2000: cut at a word, and say so. */
const clip = (text: string) =>
  text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`

async function categoryId(payload: Payload, category: string): Promise<number> {
  const key = category.trim()
  if (!key) throw new ImportInputError('Choose the video category the new videos go in.')
  const { docs } = await payload.find({
    collection: 'video-categories',
    where: /^\d+$/.test(key)
      ? { or: [{ slug: { equals: key } }, { id: { equals: Number(key) } }] }
      : { slug: { equals: key } },
    depth: 0,
    limit: 1,
    select: { slug: true },
  })
  if (!docs[0])
    throw new ImportInputError(
      `There is no video category “${key}”. Give the slug of one (see Videos › Video categories).`,
    )
  return docs[0].id
}

/** A slug no video has: from the title, or with the platform id added when the title's is taken. */
async function freeSlug(payload: Payload, video: PlatformVideo): Promise<string> {
  const base =
    video.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'video'
  const { totalDocs } = await payload.count({ collection: 'videos', where: { slug: { equals: base } } })
  return totalDocs === 0 ? base : `${base}-${video.id.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
}

async function existingVideos(payload: Payload, ids: string[]): Promise<Map<string, Existing>> {
  const { docs } = await payload.find({
    collection: 'videos',
    where: { 'source.platformId': { in: ids } },
    // The latest version: an editor's pending draft is what the import changes.
    draft: true,
    depth: 1,
    limit: ids.length,
    pagination: false,
    select: { title: true, description: true, duration: true, poster: true, source: true, _status: true },
    populate: { media: { filename: true } },
  })
  return new Map(docs.map((doc) => [doc.source?.platformId ?? '', doc as Existing]))
}

/** What one import works with. */
type Run = { payload: Payload; platform: VideoPlatform; category: number; user?: User }

const accessOf = (run: Run) => ({ user: run.user, overrideAccess: !run.user })

/** The fields the platform owns, as we keep them; throws when the video cannot be one of ours. */
function ownedFields(video: PlatformVideo) {
  const duration = secondsOf(video.duration)
  if (!duration) throw new Error('It has no length yet: a live stream or a premiere that has not been shown.')
  return { title: video.title.slice(0, 160), description: clip(video.description), duration }
}

async function createVideo(run: Run, video: PlatformVideo, thumbnailUrl: string) {
  const fields = ownedFields(video)
  const thumbnail = await downloadThumbnail(thumbnailUrl, run.platform.timeoutMs)
  const poster = await storePoster(run.payload, video.id, fields.title, thumbnail, run.user)
  try {
    await run.payload.create({
      collection: 'videos',
      data: {
        ...fields,
        slug: await freeSlug(run.payload, video),
        source: { kind: 'platform', platformId: video.id },
        poster: poster.id,
        category: run.category,
        _status: 'draft',
      },
      draft: true,
      ...accessOf(run),
    })
  } catch (error) {
    // No picture left behind for a video that was not made (the next run downloads it again).
    await run.payload.delete({ collection: 'media', id: poster.id, overrideAccess: true }).catch(() => undefined)
    throw error
  }
}

async function updateVideo(run: Run, video: PlatformVideo, thumbnailUrl: string, existing: Existing) {
  const fields = ownedFields(video)
  const changes: Partial<Pick<Video, 'title' | 'description' | 'duration' | 'poster'>> = {}
  if (existing.title !== fields.title) changes.title = fields.title
  if ((existing.description ?? '') !== fields.description) changes.description = fields.description
  if (existing.duration !== fields.duration) changes.duration = fields.duration
  // Only a poster the import made follows the thumbnail; one an editor chose stays.
  const current = typeof existing.poster === 'object' ? (existing.poster.filename ?? '') : ''
  if (current.startsWith(posterPrefix(video.id))) {
    const thumbnail = await downloadThumbnail(thumbnailUrl, run.platform.timeoutMs)
    if (!current.startsWith(posterName(video.id, thumbnail).replace(/\.\w+$/, ''))) {
      changes.poster = (await storePoster(run.payload, video.id, fields.title, thumbnail, run.user)).id
    }
  }
  if (Object.keys(changes).length === 0) return 'unchanged'
  await run.payload.update({
    collection: 'videos',
    id: existing.id,
    data: changes,
    draft: existing._status === 'draft',
    ...accessOf(run),
  })
  return 'updated'
}

async function save(run: Run, video: PlatformVideo, existing: Existing | undefined) {
  if (!video.thumbnail) throw new Error('It has no thumbnail to use as its poster.')
  if (existing) return updateVideo(run, video, video.thumbnail, existing)
  await createVideo(run, video, video.thumbnail)
  return 'created'
}

/**
 * Imports a playlist's videos (or a channel's uploads) from the video platform, page by page:
 * creates the videos we do not have — as drafts, in `category`, for an editor to review and
 * publish — and brings the title, description, length and poster of those we have up to date.
 * The rest of a video (slug, category, series, trending, publication) is the editors'. Running it
 * twice changes nothing. A video that cannot be imported is reported and skipped; a failure of the
 * platform itself (key, quota, network) stops the import with a VideoPlatformError.
 */
export async function importVideos(payload: Payload, options: Options): Promise<ImportSummary> {
  const platform = options.platform ?? videoPlatform()
  const run: Run = { payload, platform, category: await categoryId(payload, options.category), user: options.user }
  const { source } = options
  const playlist = 'channel' in source ? await platform.uploadsOf(source.channel) : source.playlist
  const summary: ImportSummary = { playlist, created: 0, updated: 0, unchanged: 0, failed: [] }
  const seen = new Set<string>()
  for await (const page of platform.playlist(playlist)) {
    const ids = page.filter((id) => !seen.has(id))
    if (ids.length === 0) continue
    ids.forEach((id) => seen.add(id))
    const [details, existing] = await Promise.all([platform.videos(ids), existingVideos(payload, ids)])
    const byId = new Map(details.map((video) => [video.id, video]))
    for (const id of ids) {
      const video = byId.get(id)
      if (!video) {
        summary.failed.push({ id, reason: 'The platform gives no details of it: it is private or was deleted.' })
        continue
      }
      try {
        summary[await save(run, video, existing.get(id))] += 1
      } catch (error) {
        summary.failed.push({ id, reason: error instanceof Error ? error.message : String(error) })
      }
    }
  }
  return summary
}
