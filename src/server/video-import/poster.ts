import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/** A platform thumbnail is well under 1 MB; anything past this is not one. */
export const MAX_POSTER_BYTES = 5 * 1024 * 1024

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

export type Thumbnail = { data: Buffer; mimetype: string; hash: string }

/**
 * The name of an imported poster: the video's platform id and the first bytes of the picture's
 * hash. A name that still matches on the next import means the picture has not changed; a poster
 * whose name does not start with `video-{id}-` was chosen by an editor, and stays.
 */
export const posterPrefix = (platformId: string) => `video-${platformId}-`
export const posterName = (platformId: string, thumbnail: Thumbnail) =>
  `${posterPrefix(platformId)}${thumbnail.hash}.${EXTENSIONS[thumbnail.mimetype] ?? 'jpg'}`

async function readCapped(response: Response): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > MAX_POSTER_BYTES) throw new Error(`Its thumbnail is larger than ${MAX_POSTER_BYTES / 1024 / 1024} MB.`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** Downloads a video's thumbnail: an image (JPEG, PNG or WebP), within the size cap and the time limit. */
export async function downloadThumbnail(url: string, timeoutMs: number): Promise<Thumbnail> {
  if (!/^https?:\/\//.test(url)) throw new Error('Its thumbnail address is not a web address.')
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    throw new Error(timedOut ? 'Its thumbnail did not arrive in time.' : 'Its thumbnail could not be downloaded.')
  }
  if (!response.ok) throw new Error(`Its thumbnail could not be downloaded (HTTP ${response.status}).`)
  const mimetype = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (!EXTENSIONS[mimetype]) throw new Error(`Its thumbnail is not a picture (${mimetype || 'no type given'}).`)
  if (Number(response.headers.get('content-length') ?? 0) > MAX_POSTER_BYTES) {
    throw new Error(`Its thumbnail is larger than ${MAX_POSTER_BYTES / 1024 / 1024} MB.`)
  }
  const data = await readCapped(response)
  return { data, mimetype, hash: createHash('sha256').update(data).digest('hex').slice(0, 12) }
}

/** Stores a thumbnail in the media library as a video's poster, its alternative text taken from the title. */
export async function storePoster(
  payload: Payload,
  platformId: string,
  title: string,
  thumbnail: Thumbnail,
  user?: User,
) {
  return payload.create({
    collection: 'media',
    data: { alt: `Still from the video “${title}”` },
    file: {
      data: thumbnail.data,
      mimetype: thumbnail.mimetype,
      name: posterName(platformId, thumbnail),
      size: thumbnail.data.length,
    },
    user,
    overrideAccess: !user,
  })
}
