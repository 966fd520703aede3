import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { payload } from '@/lib/payload'

/** Admin preview and live preview: signed-in editors turn on draft mode, then see the page. */
export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path') ?? ''
  // Only paths of this site: "//evil.example" would be an open redirect.
  if (!path.startsWith('/') || path.startsWith('//')) {
    return new Response('Preview needs a path on this site, such as /post/my-article.', { status: 400 })
  }
  const { user } = await (await payload()).auth({ headers: await headers() })
  const draft = await draftMode()
  if (!user || user.collection !== 'users') {
    draft.disable()
    return new Response('Sign in to the CMS to preview drafts.', { status: 403 })
  }
  draft.enable()
  redirect(path)
}
