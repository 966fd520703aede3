import 'server-only'

import type { Payload } from 'payload'

import { payload } from '@/lib/payload'
import { previewCaller } from '@/lib/preview-caller'
import type { Previewer } from '@/lib/previewer'

/**
 * What a read gets besides its arguments: the Local API, and whether a staff account is
 * previewing drafts (`draft`), and which (`previewer`): a draft read is done as that account
 * (src/lib/previewer.ts, readerOf), never with access overridden.
 */
export type ReadContext = { payload: Payload; draft: boolean; previewer?: Previewer | null }

/** How a visitor reads: published content. What every `'use cache'` entry is made of. */
export const asVisitor = async (): Promise<ReadContext> => ({ payload: await payload(), draft: false })

/**
 * A read visitors get from `cached` (a `'use cache'` function that tags its entry), while a staff
 * account previewing (draft mode backed by a live session: previewCaller) gets `read` done as
 * that account, drafts included and never cached. The check runs here, before any cached scope:
 * a cached scope may not read the request's cookies.
 */
export const previewable =
  <Args extends unknown[], T>(
    read: (ctx: ReadContext, ...args: Args) => Promise<T>,
    cached: (...args: Args) => Promise<T>,
  ) =>
  async (...args: Args): Promise<T> => {
    const previewer = await previewCaller()
    return previewer ? read({ payload: await payload(), draft: true, previewer }, ...args) : cached(...args)
  }
