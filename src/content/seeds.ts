import { step as authors } from '@/collections/authors/seed/step'
import { step as categories } from '@/collections/categories/seed/step'
import { step as faves } from '@/collections/faves/seed/step'
import { step as giveaways } from '@/collections/giveaways/seed/step'
import { step as memes } from '@/collections/memes/seed/step'
import { step as originals } from '@/collections/originals/seed/step'
import { step as podcasts } from '@/collections/podcasts/seed/step'
import { step as posts } from '@/collections/posts/seed/step'
import { step as printables } from '@/collections/printables/seed/step'
import { step as tourShows } from '@/collections/tour-shows/seed/step'
import { step as videos } from '@/collections/videos/seed/step'
import type { ContentType } from '@/content/types'
import type { TypeSeed } from '@/seed/step'

/**
 * Each content type's demo content, from its folder's `seed/step.ts`, in the order the seed runs
 * them (a step's `after` moves the types it names ahead of it). Server only, apart from the
 * registry: the steps draw pictures and write files, and the registry is read by client code.
 */
export const typeSeeds: Record<ContentType, TypeSeed> = {
  // Site pages: the seed makes them before the types (the pages articles link to) and after.
  pages: null,
  posts,
  memes,
  printables,
  giveaways,
  faves,
  videos,
  podcasts,
  episodes: { with: 'podcasts' },
  categories,
  'video-categories': { with: 'videos' },
  originals,
  authors,
  'tour-shows': tourShows,
  performers: { with: 'tour-shows' },
}
