import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { png } from './png'

/** A video as the stand-in holds it; `colour` is what its thumbnail shows (change it: a new thumbnail). */
export type StandInVideo = { id: string; title: string; description: string; duration: string; colour: string }

/** How the stand-in misbehaves: the platform's documented failures, silence, and nonsense. */
export type Mode = 'normal' | 'quota' | 'hang' | 'malformed'

const error = (code: number, message: string, reason: string, domain = 'global') => ({
  error: { code, message, errors: [{ message, domain, reason }] },
})

/**
 * The video platform's data API (YouTube Data API v3) in this process, answering the documented
 * shapes of channels.list, playlistItems.list (paged by nextPageToken) and videos.list, and its
 * documented errors; thumbnails are PNGs of the video's colour. The integration tests start it before
 * their Payload (src/env.ts reads VIDEO_API_URL and VIDEO_API_KEY when first imported); the e2e
 * global setup before the server.
 */
export async function startVideoPlatform() {
  const key = `key-${randomBytes(8).toString('hex')}`
  const videos = new Map<string, StandInVideo>()
  const playlists = new Map<string, string[]>()
  const channels = new Map<string, string>()
  const requests: URL[] = []
  const state = { mode: 'normal' as Mode, pageSize: 50 }

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
    res.end(JSON.stringify(body))
  }

  async function answer(url: URL, res: http.ServerResponse) {
    const thumbnail = /^\/thumbnails\/([\w-]{11})\.png$/.exec(url.pathname)
    if (thumbnail) {
      const video = videos.get(thumbnail[1])
      if (!video) return json(res, 404, {})
      const image = await png(64, 36, video.colour)
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': image.length })
      return res.end(image)
    }
    if (url.searchParams.get('key') !== key) {
      return json(res, 400, error(400, 'API key not valid. Please pass a valid API key.', 'badRequest'))
    }
    if (state.mode === 'quota') {
      return json(
        res,
        403,
        error(
          403,
          'The request cannot be completed because you have exceeded your quota.',
          'quotaExceeded',
          'youtube.quota',
        ),
      )
    }
    if (state.mode === 'malformed') return json(res, 200, { items: [{ surprise: true }] })
    const resource = url.pathname.split('/').pop()
    if (resource === 'channels') {
      const id = url.searchParams.get('id') ?? ''
      const uploads = channels.get(id)
      const items = uploads
        ? [{ kind: 'youtube#channel', etag: 'e', id, contentDetails: { relatedPlaylists: { likes: '', uploads } } }]
        : []
      return json(res, 200, {
        kind: 'youtube#channelListResponse',
        etag: 'e',
        pageInfo: { totalResults: items.length, resultsPerPage: 5 },
        items,
      })
    }
    if (resource === 'playlistItems') {
      const playlistId = url.searchParams.get('playlistId') ?? ''
      const ids = playlists.get(playlistId)
      if (!ids) {
        return json(
          res,
          404,
          error(
            404,
            "The playlist identified with the request's playlistId parameter cannot be found.",
            'playlistNotFound',
            'youtube.playlistItem',
          ),
        )
      }
      const start = Number(url.searchParams.get('pageToken')?.replace('page-', '') ?? 0)
      const size = Math.min(state.pageSize, Number(url.searchParams.get('maxResults') ?? 5))
      const page = ids.slice(start, start + size)
      return json(res, 200, {
        kind: 'youtube#playlistItemListResponse',
        etag: 'e',
        ...(start + size < ids.length ? { nextPageToken: `page-${start + size}` } : {}),
        pageInfo: { totalResults: ids.length, resultsPerPage: size },
        items: page.map((videoId, i) => ({
          kind: 'youtube#playlistItem',
          etag: 'e',
          id: `item-${start + i}`,
          snippet: {
            title: videos.get(videoId)?.title ?? 'Private video',
            position: start + i,
            playlistId,
            resourceId: { kind: 'youtube#video', videoId },
          },
          contentDetails: { videoId, videoPublishedAt: '2026-01-01T00:00:00Z' },
        })),
      })
    }
    if (resource === 'videos') {
      const ids = (url.searchParams.get('id') ?? '').split(',')
      if (ids.length > 50) return json(res, 400, error(400, 'Too many ids.', 'badRequest'))
      const items = ids.flatMap((id) => {
        const video = videos.get(id)
        if (!video) return []
        const picture = { url: `${origin}/thumbnails/${id}.png`, width: 64, height: 36 }
        return [
          {
            kind: 'youtube#video',
            etag: 'e',
            id,
            snippet: {
              publishedAt: '2026-01-01T00:00:00Z',
              channelId: 'UC0000000000000000000000',
              title: video.title,
              description: video.description,
              thumbnails: { default: { url: `${origin}/missing.png`, width: 120, height: 90 }, high: picture },
              channelTitle: 'Stand-in',
            },
            contentDetails: { duration: video.duration, dimension: '2d', definition: 'hd', caption: 'false' },
          },
        ]
      })
      return json(res, 200, {
        kind: 'youtube#videoListResponse',
        etag: 'e',
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
        items,
      })
    }
    return json(res, 404, error(404, 'Not Found', 'notFound'))
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin)
    requests.push(url)
    // Silence: the request is read and never answered (until the stand-in closes).
    if (state.mode === 'hang' && !url.pathname.startsWith('/thumbnails/')) return
    answer(url, res).catch(() => json(res, 500, {}))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    key,
    url: `${origin}/youtube/v3`,
    videos,
    playlists,
    channels,
    requests,
    state,
    /** Lets the process exit while the stand-in still listens (the e2e runner's). */
    unref: () => server.unref(),
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type VideoPlatformStandIn = Awaited<ReturnType<typeof startVideoPlatform>>
