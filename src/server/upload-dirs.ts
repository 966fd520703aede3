import path from 'node:path'

import { env } from '@/env'

/**
 * Where an upload collection keeps its files: `MEDIA_DIR/<slug>`, one folder per collection and
 * none inside another's. A collection's file route serves names from its own folder only, so a
 * folder that held another's (media's used to be MEDIA_DIR itself) served the other's private
 * files under its own, public, rule.
 */
export const uploadDir = (slug: string) => path.resolve(env.MEDIA_DIR, slug)

const contains = (outer: string, inner: string) => inner === outer || inner.startsWith(outer + path.sep)

/**
 * Refuses to start when one upload collection's folder is, or holds, another's: every collection
 * present and future (safe-uploads runs it over the finished list).
 */
export function assertSeparateUploadDirs(collections: { slug: string; upload?: unknown }[]) {
  const dirs = collections.flatMap(({ slug, upload }) => {
    if (!upload) return []
    const staticDir = typeof upload === 'object' ? (upload as { staticDir?: string }).staticDir : undefined
    return [{ slug, dir: path.resolve(staticDir ?? slug) }]
  })
  for (const a of dirs) {
    const b = dirs.find((other) => other !== a && contains(a.dir, other.dir))
    if (b) {
      throw new Error(
        `The upload folder of ${a.slug} (${a.dir}) holds that of ${b.slug} (${b.dir}): each upload collection needs a folder of its own (uploadDir).`,
      )
    }
  }
}
