/**
 * Every content type in the registry is covered by each place that is driven by it: its
 * descriptor, its collection, a unique search code, a seed step, its e2e page types, its
 * access-matrix entity from its folder, its part of the integration world, and its cache samples
 * where its folder has them.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { describe, expect, it } from 'vitest'

import { CONTENT_TYPES, descriptorOf } from '@/content/registry'
import { typeSeeds } from '@/content/seeds'
import type { ContentType } from '@/content/types'
import { inOrder } from '@/seed/step'

import type { Entities } from '../../tests/api/support/access/adapters'
import { COLLECTIONS } from '../../tests/api/support/access/entities'
import { CONTENT_PAGE_TYPES } from '../../tests/e2e/support/page-types'

const folder = (type: string) => path.resolve('src/collections', type)

/** The types whose documents of the integration world refer to one another: tests/int/support/world.ts builds them. */
const WORLD_GRAPH: ContentType[] = ['authors', 'categories', 'originals', 'posts', 'pages']

describe.each(CONTENT_TYPES)('%s', (type) => {
  const descriptor = descriptorOf(type)

  it('has its descriptor, for its own collection', () => {
    expect(descriptor.collection).toBe(type)
    expect(existsSync(path.join(folder(type), 'content-type.ts'))).toBe(true)
  })

  it('is a collection of the Payload config', async () => {
    const { collections } = await config
    expect(collections.map((c) => c.slug)).toContain(type)
  })

  it('has a search code of its own, if searched', () => {
    if (!descriptor.search) return
    const codes = CONTENT_TYPES.flatMap((t) => (descriptorOf(t).search ? [descriptorOf(t).search!.code] : []))
    expect(descriptor.search.code).toBeGreaterThan(0)
    expect(codes.filter((code) => code === descriptor.search!.code)).toHaveLength(1)
  })

  it('is seeded by its own step, by the step it belongs to, or (pages) by the site', () => {
    const seed = typeSeeds[type]
    if (seed === null) expect(type).toBe('pages')
    else if ('with' in seed) expect(typeSeeds[seed.with]).toHaveProperty('run')
    else expect(inOrder(typeSeeds)).toContain(seed)
  })

  it('lists its pages for the e2e specs, or shares its index with a type that does', () => {
    const listed = (t: ContentType) => CONTENT_PAGE_TYPES[t].length > 0
    const sharing = CONTENT_TYPES.filter((t) => t !== type && descriptorOf(t).index === descriptor.index)
    expect(listed(type) || sharing.some(listed)).toBe(true)
  })

  it('is an entity of the access matrix, from its own folder', async () => {
    const file = path.join(folder(type), 'tests', 'access.ts')
    const { entities } = (await import(/* @vite-ignore */ file)) as { entities: Entities }
    expect(entities[type]).toBeDefined()
    expect(COLLECTIONS[type]).toBe(entities[type])
  })

  it('builds its part of the integration world, is built with the type it belongs to, or is of the shared graph', async () => {
    const seed = typeSeeds[type]
    const builder = seed && 'with' in seed ? seed.with : type
    const file = path.join(folder(builder), 'tests', 'world.ts')
    if (WORLD_GRAPH.includes(type)) {
      expect(existsSync(file)).toBe(false)
      return
    }
    const { worldPart } = (await import(/* @vite-ignore */ file)) as { worldPart: unknown }
    expect(worldPart).toBeInstanceOf(Function)
  })

  it('has cache samples, if its folder has the file', async () => {
    const file = path.join(folder(type), 'tests', 'cache-samples.ts')
    if (!existsSync(file)) return
    const samples = (await import(/* @vite-ignore */ file)) as Record<string, unknown>
    expect(Object.keys(samples).length).toBeGreaterThan(0)
  })
})
