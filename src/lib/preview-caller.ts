import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { payload } from '@/lib/payload'
import { previewerOf, type Previewer } from '@/lib/previewer'

/**
 * Who is previewing drafts on this request: the staff account, when draft mode is on AND the
 * request carries that account's live session; otherwise null, and pages show published content.
 * Every draft read goes through this (src/lib/queries/cached.ts, the site layout's banner): draft
 * mode alone proves nothing (server.ts also drops its cookie when no session backs it).
 * Asked once per request (React's cache), however many reads a page does.
 */
export const previewCaller = cache(async (): Promise<Previewer | null> => {
  try {
    if (!(await draftMode()).isEnabled) return null
  } catch {
    return null // outside a request (sitemaps at build time)
  }
  return previewerOf(await payload(), await headers())
})
