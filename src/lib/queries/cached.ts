import 'server-only'

import { draftMode } from 'next/headers'
import { unstable_cache } from 'next/cache'

/**
 * A read that is cached until one of its tags is expired by a revalidation hook. In draft mode
 * (editors previewing) it bypasses the cache and reads drafts instead.
 */
export function cachedRead<Args extends unknown[], T>(
  name: string,
  read: (draft: boolean, ...args: Args) => Promise<T>,
  tagsOf: (...args: Args) => string[],
  /** Seconds after which the entry is stale anyway; by default it lives until a tag expires. */
  revalidate?: number,
) {
  return async (...args: Args): Promise<T> => {
    if (await isDraft()) return read(true, ...args)
    return unstable_cache(() => read(false, ...args), [name, JSON.stringify(args)], {
      tags: tagsOf(...args),
      revalidate,
    })()
  }
}

async function isDraft(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false // outside a request (sitemaps at build time)
  }
}
