import type { Plugin } from 'payload'

import { boundedGlobalReads, boundedReads } from '@/hooks/bounded-reads'
import { checkedQueryInput } from '@/hooks/query-input'
import { retryAfterHeader } from '@/hooks/retry-after'
import { diskFullAnswer, roomForUpload } from '@/server/disk-full'

/**
 * REST limits every collection and global shares (bounded reads, ids and `where` checked against
 * the fields' types — GraphQL's too —, Retry-After on 429, a full disk answered in words), the
 * plugins' collections included: listed last in src/plugins.ts so that it sees them all.
 */
export const restLimits: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [
        boundedReads,
        checkedQueryInput,
        ...(collection.upload ? [roomForUpload] : []),
        ...(collection.hooks?.beforeOperation ?? []),
      ],
    },
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    hooks: { ...global.hooks, beforeOperation: [boundedGlobalReads, ...(global.hooks?.beforeOperation ?? [])] },
  })),
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), retryAfterHeader, diskFullAnswer] },
  onInit: async (payload) => {
    // Payload adds its own collections (locked documents, preferences, migrations) after the
    // plugins ran: their queries are checked too.
    for (const { config: collection } of Object.values(payload.collections)) {
      const hooks = (collection.hooks.beforeOperation ??= [])
      if (!hooks.includes(checkedQueryInput)) hooks.unshift(checkedQueryInput)
    }
    await config.onInit?.(payload)
  },
})
