import type { Plugin } from 'payload'

import { boundedGlobalReads, boundedReads } from '@/hooks/bounded-reads'
import { retryAfterHeader } from '@/hooks/retry-after'

/**
 * REST limits every collection and global shares (bounded reads, Retry-After on 429), the
 * plugins' collections included: listed last in src/plugins.ts so that it sees them all.
 */
export const restLimits: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [boundedReads, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    hooks: { ...global.hooks, beforeOperation: [boundedGlobalReads, ...(global.hooks?.beforeOperation ?? [])] },
  })),
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), retryAfterHeader] },
})
