import type { Payload } from 'payload'

import { typeSeeds } from '@/content/seeds'
import { createSeeder, type SeededCollection } from '@/seed/context'
import { inOrder } from '@/seed/step'
import { seedGlobals } from '@/seed/steps/globals'
import { seedMedia } from '@/seed/steps/media'
import { seedForms } from '@/seed/steps/forms'
import { seedPages } from '@/seed/steps/pages'
import { seedPopups } from '@/seed/steps/popups'
import { seedRedirects } from '@/seed/steps/redirects'
import { seedUsers, type SeedLogin } from '@/seed/steps/users'
import { seedViews } from '@/seed/steps/views'

export type SeedReport = {
  /** Documents created by this run, all collections together (0 on a second run). */
  created: number
  /** True when `onlyIfEmpty` found accounts and nothing was done. */
  skipped: boolean
  /** Documents created by this run, per collection. */
  collections?: Partial<Record<SeededCollection, number>>
  /** Globals written by this run (only globals nobody had configured yet). */
  globals?: string[]
  /** The demo admin account; the password is shown only when this run set it. */
  login?: SeedLogin
  seconds?: number
}

/** Demo content. Idempotent: documents are found by their natural key before being created. */
export async function seed(payload: Payload, { onlyIfEmpty = false } = {}): Promise<SeedReport> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (onlyIfEmpty && totalDocs > 0) return { created: 0, skipped: true }

  const started = Date.now()
  const s = createSeeder(payload)
  // Order matters: each step refers to what the previous ones found or created.
  const login = await seedUsers(s)
  await seedMedia(s)
  await seedForms(s)
  await seedPages(s, { final: false }) // the pages articles link to
  for (const step of inOrder(typeSeeds)) await step.run(s)
  await seedPages(s, { final: true }) // the pages that link to articles
  await seedRedirects(s)
  await seedViews(s)
  await seedPopups(s)
  const globals = await seedGlobals(s)

  return {
    created: Object.values(s.created).reduce((sum, n) => sum + n, 0),
    skipped: false,
    collections: s.created,
    globals,
    login,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  }
}
