import 'server-only'

import { draftMode } from 'next/headers'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { payload } from '@/lib/payload'

/** What a read gets besides its arguments: the Local API, and whether an editor is previewing. */
export type ReadContext = { payload: Payload; draft: boolean }

/** A cached read as the cache contract sees it: what it returns and which tags it carries. */
export type CachedReadEntry = {
  name: string
  read: (ctx: ReadContext, ...args: never[]) => Promise<unknown>
  tagsOf: (...args: never[]) => string[]
  revalidate?: number
}

const entries = new Map<string, CachedReadEntry>()

/** Every cached read defined so far, by name (tests/int/cache-contract.int.test.ts walks them). */
export const cachedReads = (): ReadonlyMap<string, CachedReadEntry> => entries

/**
 * A read that is cached until one of its tags is expired by a revalidation hook. In draft mode
 * (editors previewing) it bypasses the cache and reads drafts instead.
 */
export function cachedRead<Args extends unknown[], T>(
  name: string,
  read: (ctx: ReadContext, ...args: Args) => Promise<T>,
  tagsOf: (...args: Args) => string[],
  /** Seconds after which the entry is stale anyway; by default it lives until a tag expires. */
  revalidate?: number,
) {
  if (entries.has(name)) throw new Error(`Two cached reads are named "${name}": their entries would mix.`)
  entries.set(name, { name, read, tagsOf, revalidate } as unknown as CachedReadEntry)
  const cached = async (...args: Args): Promise<T> => {
    if (await isDraft()) return read({ payload: await payload(), draft: true }, ...args)
    const fresh = async () => read({ payload: await payload(), draft: false }, ...args)
    return unstable_cache(fresh, [name, JSON.stringify(args)], { tags: tagsOf(...args), revalidate })()
  }
  return Object.assign(cached, { cachedRead: name })
}

async function isDraft(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false // outside a request (sitemaps at build time)
  }
}
