import { revalidateTag } from 'next/cache'
import { timingSafeEqual } from 'node:crypto'

import { revalidateToken } from '@/lib/expire-tags'

/**
 * Expires cache tags for changes made outside a request (scheduled publish jobs, scripts): Next's
 * revalidateTag only works inside one. Answers only holders of the token derived from the secret.
 */
export async function POST(request: Request): Promise<Response> {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '')
  const expected = Buffer.from(revalidateToken())
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ error: 'Not allowed.' }, { status: 401 })
  }
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null
  const tags = Array.isArray(body?.tags)
    ? body.tags.filter((t): t is string => typeof t === 'string' && t.length <= 256)
    : []
  if (tags.length === 0) return Response.json({ error: 'Send {"tags": ["…"]}.' }, { status: 400 })
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return Response.json({ expired: tags })
}
