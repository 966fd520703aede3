import type { ContentType } from '@/content/types'
import type { Seeder } from '@/seed/context'

/** A content type's demo content, made by its folder's `seed/step.ts`. */
export type SeedStep = {
  /** The types whose documents this one refers to: their steps run first. */
  after: ContentType[]
  run: (s: Seeder) => Promise<void>
}

/**
 * What seeds a type: its own step; `{ with }`, the step of the type it belongs to (episodes with
 * their shows); or null, the site's own steps (pages, which run before and after the types).
 */
export type TypeSeed = SeedStep | { with: ContentType } | null

/** The steps in running order: list order, each after the steps it names (first those, in order). */
export function inOrder(seeds: Record<ContentType, TypeSeed>): SeedStep[] {
  const done = new Set<ContentType>()
  const order: SeedStep[] = []
  const visit = (type: ContentType, path: ContentType[]) => {
    const seed = seeds[type]
    if (seed && 'with' in seed) return visit(seed.with, path)
    if (done.has(type) || !seed) return
    if (path.includes(type)) throw new Error(`Seed: steps wait on each other: ${[...path, type].join(' → ')}`)
    for (const first of seed.after) visit(first, [...path, type])
    done.add(type)
    order.push(seed)
  }
  for (const type of Object.keys(seeds) as ContentType[]) visit(type, [])
  return order
}
