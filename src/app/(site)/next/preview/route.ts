import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { localPath } from '@/lib/local-path'
import { payload } from '@/lib/payload'
import { previewerOf } from '@/lib/previewer'

/**
 * Admin preview and live preview: signed-in staff turn on draft mode, then see the page. Draft mode
 * is only a switch: each draft read asks again whose live session the request carries
 * (src/lib/preview-caller.ts), so signing out ends the preview.
 */
export async function GET(request: Request): Promise<Response> {
  // Only paths of this site: "//evil.example" or "/\evil.example" would be an open redirect.
  const path = localPath(new URL(request.url).searchParams.get('path'))
  if (!path) return new Response('Preview needs a path on this site, such as /post/my-article.', { status: 400 })
  const previewer = await previewerOf(await payload(), await headers())
  const draft = await draftMode()
  if (!previewer) {
    draft.disable()
    return new Response('Sign in to the CMS to preview drafts.', { status: 403 })
  }
  draft.enable()
  redirect(path)
}
