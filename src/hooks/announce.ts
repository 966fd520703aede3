import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, CollectionSlug } from 'payload'

import { publicChange } from '@/hooks/revalidate-on-change'
import type { Doc } from '@/hooks/showing'
import { whenExpired } from '@/lib/expire-tags'
import { bus } from '@/server/bus'
import { afterCommit } from '@/server/db/after-commit'

/**
 * Tells subscribers (tourShowChanged, giveawayChanged) when visitors could see a document of the
 * collection change: published, edited while published, unpublished or deleted. A draft saved
 * over a published document, and the seed, tell nobody.
 */
export function announcing(config: CollectionConfig, event: 'tourShow' | 'giveaway'): CollectionConfig {
  const collection = config.slug as CollectionSlug
  const announce: CollectionAfterChangeHook<Doc> & CollectionAfterDeleteHook<Doc> = async (args) => {
    if (args.context.disableRevalidate) return args.doc
    const found = await publicChange(collection, args)
    // Once committed and the tags expired (after-commit.ts, whenExpired): told "changed", a page
    // refetches the new row, not the cached old one.
    if (found) {
      const change = { id: args.doc.id, change: found.change, at: new Date().toISOString() }
      await afterCommit(args.req, () => whenExpired(() => void bus.emit(event, change)))
    }
    return args.doc
  }
  return {
    ...config,
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), announce],
      afterDelete: [...(config.hooks?.afterDelete ?? []), announce],
    },
  }
}
