import type { Endpoint } from 'payload'

import { callerOf, isEditorial } from '@/access/caller'
import { errorsOf } from '@/lib/forms/errors'
import { videoImportInput } from '@/lib/forms/video-import'
import type { User } from '@/payload-types'
import { ImportInputError, VideoPlatformError, type PlatformFailure } from '@/server/video-import/errors'
import { importVideos } from '@/server/video-import/import'

const fail = (status: number, message: string, fields?: Record<string, string>) =>
  Response.json({ errors: [{ message, ...(fields ? { fields } : {}) }] }, { status })

/** The platform's failures: ours to fix (503: not set up, key refused), its own (502), or the editor's (404). */
const STATUS: Record<PlatformFailure, number> = {
  'not-configured': 503,
  'bad-key': 503,
  forbidden: 503,
  quota: 503,
  'not-found': 404,
  timeout: 504,
  unreachable: 502,
  unexpected: 502,
}

/**
 * POST /api/videos/import — `{ from: 'playlist' | 'channel', id, category }`: imports from the
 * video platform (src/server/video-import) as the signed-in editor or admin, and answers the
 * summary. Everyone else gets 401/403; bad input 400, the platform's failures 404/502/503/504,
 * always with one sentence that says what to do.
 */
export const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    const caller = callerOf(req.user)
    if (caller.kind === 'anonymous') return fail(401, 'Sign in to the admin as an editor to import videos.')
    if (!isEditorial(caller)) return fail(403, 'Only editors and admins may import videos.')
    const body: unknown = await req.json?.().catch(() => undefined)
    const input = videoImportInput.safeParse(body ?? {})
    if (!input.success) {
      const { message, fields } = errorsOf(input.error)
      return fail(400, message, fields)
    }
    const { from, id, category } = input.data
    try {
      const summary = await importVideos(req.payload, {
        source: from === 'playlist' ? { playlist: id } : { channel: id },
        category,
        user: req.user as User,
      })
      return Response.json(summary)
    } catch (error) {
      if (error instanceof ImportInputError) return fail(400, error.message)
      if (error instanceof VideoPlatformError) return fail(STATUS[error.failure], error.message)
      req.payload.logger.error({ err: error }, 'Video import failed')
      return fail(
        502,
        'The import stopped on an unexpected problem; the videos done so far are saved. Try again, and tell the developers if it happens again.',
      )
    }
  },
}
