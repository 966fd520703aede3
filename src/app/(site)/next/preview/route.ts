import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { localPath } from '@/lib/local-path'
import { payload } from '@/lib/payload'

/** Admin preview and live preview: signed-in editors turn on draft mode, then see the page. */
export async function GET(request: Request): Promise<Response> {
  // Only paths of this site: "//evil.example" or "/\evil.example" would be an open redirect.
  const path = localPath(new URL(request.url).searchParams.get('path'))
  if (!path) return new Response('Preview needs a path on this site, such as /post/my-article.', { status: 400 })
  const { user } = await (await payload()).auth({ headers: await headers() })
  const draft = await draftMode()
  if (!user || user.collection !== 'users') {
    draft.disable()
    return new Response('Sign in to the CMS to preview drafts.', { status: 403 })
  }
  draft.enable()
  redirect(path)
}
