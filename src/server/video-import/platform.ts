import { z } from 'zod'

import { env } from '@/env'
import { VideoPlatformError } from '@/server/video-import/errors'
import { channels, errorAnswer, playlistItems, videos } from '@/server/video-import/shapes'

/**
 * A small client of the video platform's data API (YouTube Data API v3): the three reads the
 * import needs, each bounded in time, each answer checked against the documented shape, every
 * failure turned into a VideoPlatformError that says what to do.
 */
export type PlatformOptions = { url: string; key?: string; timeoutMs: number }

export type PlatformVideo = { id: string; title: string; description: string; duration: string; thumbnail?: string }

const QUOTA = ['quotaExceeded', 'dailyLimitExceeded', 'rateLimitExceeded', 'userRateLimitExceeded']

/** The platform's answer to a failed request, as one of our failures. */
function refusal(status: number, body: unknown, notFound: string): VideoPlatformError {
  const parsed = errorAnswer.safeParse(body)
  const { message, errors } = parsed.success ? parsed.data.error : { message: '', errors: [] }
  const reasons = errors.map((e) => e.reason)
  if (reasons.includes('keyInvalid') || /API key not valid|API_KEY_INVALID/i.test(message)) {
    return new VideoPlatformError(
      'bad-key',
      'The video platform does not accept the API key (VIDEO_API_KEY). Check the key in the server’s configuration.',
    )
  }
  if (reasons.some((r) => QUOTA.includes(r))) {
    return new VideoPlatformError(
      'quota',
      'The video platform’s quota for this API key is used up for today. Try again tomorrow, or ask the platform for a larger quota.',
    )
  }
  if (status === 404 || reasons.some((r) => r.endsWith('NotFound')))
    return new VideoPlatformError('not-found', notFound)
  if (status === 401 || status === 403) {
    return new VideoPlatformError(
      'forbidden',
      `The video platform refused the request${message ? ` (“${message}”)` : ''}. Check that the data API is enabled for this key and that the key may be used from this server.`,
    )
  }
  return new VideoPlatformError(
    'unexpected',
    `The video platform answered with an error (HTTP ${status}). Try again later.`,
  )
}

function unreachable(error: unknown, host: string, timeoutMs: number): VideoPlatformError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new VideoPlatformError(
      'timeout',
      `The video platform (${host}) did not answer within ${timeoutMs / 1000} s. Try again later.`,
    )
  }
  const code = (error as { cause?: { code?: string } }).cause?.code
  return new VideoPlatformError(
    'unreachable',
    `The video platform (${host}) cannot be reached${code ? ` (${code})` : ''}. Check the server’s network connection and VIDEO_API_URL.`,
  )
}

/** The client, set up from the environment unless told otherwise (tests point it at a stand-in). */
export function videoPlatform(options: Partial<PlatformOptions> = {}) {
  const { url, key, timeoutMs } = {
    url: env.VIDEO_API_URL,
    key: env.VIDEO_API_KEY,
    timeoutMs: env.VIDEO_API_TIMEOUT_MS,
    ...options,
  }
  if (!key) {
    throw new VideoPlatformError(
      'not-configured',
      'Importing needs the video platform’s API key: set VIDEO_API_KEY in the server’s environment and restart it.',
    )
  }
  const apiKey = key
  const base = url.replace(/\/+$/, '')
  const host = new URL(base).host

  async function get<T>(
    resource: string,
    params: Record<string, string>,
    shape: z.ZodType<T, z.ZodTypeDef, unknown>,
    notFound: string,
  ) {
    const address = new URL(`${base}/${resource}`)
    for (const [name, value] of Object.entries({ ...params, key: apiKey })) address.searchParams.set(name, value)
    let status: number
    let body: unknown
    try {
      const response = await fetch(address, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
      status = response.status
      body = await response.json().catch((error: unknown) => {
        if (error instanceof Error && error.name === 'TimeoutError') throw error
        return undefined
      })
      if (!response.ok) throw refusal(status, body, notFound)
    } catch (error) {
      throw error instanceof VideoPlatformError ? error : unreachable(error, host, timeoutMs)
    }
    const parsed = shape.safeParse(body)
    if (!parsed.success) {
      throw new VideoPlatformError(
        'unexpected',
        `The video platform (${host}) answered ${resource} in a form we do not understand, so nothing was taken from that answer. Check VIDEO_API_URL.`,
      )
    }
    return parsed.data
  }

  return {
    /** A channel's uploads playlist: every video the channel published. */
    async uploadsOf(channel: string): Promise<string> {
      const notFound = `The video platform has no channel “${channel}”. A channel id starts with UC and has 24 characters.`
      const { items } = await get('channels', { part: 'contentDetails', id: channel }, channels, notFound)
      // An unknown channel is an empty list, not a 404.
      if (!items[0]) throw new VideoPlatformError('not-found', notFound)
      return items[0].contentDetails.relatedPlaylists.uploads
    },

    /** The video ids of a playlist, one page (up to 50) at a time. */
    async *playlist(playlist: string): AsyncGenerator<string[]> {
      const notFound = `The video platform has no playlist “${playlist}”, or it is private.`
      let pageToken: string | undefined
      do {
        const params = {
          part: 'contentDetails',
          playlistId: playlist,
          maxResults: '50',
          ...(pageToken ? { pageToken } : {}),
        }
        const page = await get('playlistItems', params, playlistItems, notFound)
        yield page.items.map((item) => item.contentDetails.videoId)
        pageToken = page.nextPageToken
      } while (pageToken)
    },

    /** Title, description, duration and the largest thumbnail of up to 50 videos; private or deleted ones are missing. */
    async videos(ids: string[]): Promise<PlatformVideo[]> {
      if (ids.length === 0) return []
      const params = { part: 'snippet,contentDetails', id: ids.join(','), maxResults: '50' }
      const { items } = await get('videos', params, videos, 'The video platform lost track of these videos.')
      return items.map(({ id, snippet, contentDetails }) => {
        const { maxres, standard, high, medium, default: small } = snippet.thumbnails
        const picture = maxres ?? standard ?? high ?? medium ?? small
        return {
          id,
          title: snippet.title,
          description: snippet.description,
          duration: contentDetails.duration,
          thumbnail: picture?.url,
        }
      })
    },

    timeoutMs,
  }
}

export type VideoPlatform = ReturnType<typeof videoPlatform>
