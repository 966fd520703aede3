import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { CONTENT_TYPES, contentTypes, feedPathOf, isContentType, LINKABLE, pathOf, SAVABLE } from '@/content/registry'

/** The modules a file loads at run time (type-only imports are erased), following `@/` imports. */
function runtimeGraph(entry: string): string[] {
  const seen = new Set<string>()
  const resolve = (spec: string) =>
    ['.ts', '.tsx', '/index.ts'].map((ext) => `src/${spec.slice(2)}${ext}`).find((f) => fs.existsSync(f))
  const walk = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, typeOnly, spec] of fs
      .readFileSync(file, 'utf8')
      .matchAll(/^import\s+(type\s+)?[^'"]*from\s+'([^']+)'/gm)) {
      if (typeOnly) continue
      if (!spec.startsWith('@/')) seen.add(`package ${spec}`)
      else walk(resolve(spec) ?? `unresolved ${spec}`)
    }
  }
  walk(entry)
  return [...seen]
}

describe('the content-type registry', () => {
  it('has one descriptor per type, each naming its own collection', () => {
    for (const type of CONTENT_TYPES) expect(contentTypes[type].collection).toBe(type)
    expect(isContentType('posts')).toBe(true)
    expect(isContentType('media')).toBe(false)
    expect(isContentType('toString')).toBe(false)
  })

  it('loads nothing but descriptors and small pure helpers: safe in client components and configs', () => {
    const graph = runtimeGraph('src/content/registry.ts')
    expect(graph.filter((f) => f.startsWith('package ') || f.startsWith('unresolved '))).toEqual([])
    for (const file of graph)
      expect(file).toMatch(
        /^src\/(content|collections\/[a-z-]+\/(content-type|json-ld|taxonomy)\.ts$|lib\/(cache-tags|relation-ids|pdf\/marks|tour\/status)\.ts$)/,
      )
  })

  it('gives every document its public path', () => {
    expect(pathOf('posts', { slug: 'snow-day' })).toBe('/post/snow-day')
    expect(pathOf('pages', { slug: 'faq' })).toBe('/faq')
    expect(pathOf('pages', { slug: 'snow-day' })).toBe('/page/snow-day')
    expect(pathOf('categories', { slug: 'marking' })).toBe('/category/marking')
    expect(pathOf('originals', { slug: 'lunch-duty' })).toBe('/original/lunch-duty')
    expect(pathOf('authors', { id: 7 })).toBe('/author/7')
    expect(pathOf('memes', { slug: 'indoor-recess' })).toBe('/meme/indoor-recess')
    expect(pathOf('printables', { slug: 'staffroom-bingo' })).toBe('/printable/staffroom-bingo')
    expect(pathOf('giveaways', { slug: 'summer-reads' })).toBe('/giveaway-old/summer-reads')
    expect(pathOf('faves', { slug: '2026-11-24' })).toBe('/faves-of-the-day/2026-11-24')
    expect(pathOf('videos', { slug: 'fire-drill' })).toBe('/video/fire-drill')
    expect(pathOf('video-categories', { slug: 'sketches' })).toBe('/video-category/sketches')
    expect(pathOf('podcasts', { slug: 'the-kettle' })).toBe('/podcast/the-kettle')
    expect(pathOf('episodes', { slug: 'snow-day', show: { slug: 'the-kettle' } })).toBe('/podcast/the-kettle/snow-day')
    // No page of their own: an anchor on the tour page.
    expect(pathOf('tour-shows', { id: 12 })).toBe('/comedy-tour#show-12')
    expect(pathOf('performers', { slug: 'dana-whitfield' })).toBe('/comedy-tour#performer-dana-whitfield')
  })

  it('derives what links, redirects and saved items may point at', () => {
    expect(LINKABLE).toEqual([
      'pages',
      'posts',
      'memes',
      'printables',
      'giveaways',
      'videos',
      'podcasts',
      'categories',
      'video-categories',
      'originals',
    ])
    // An episode's address needs its show populated, which a stored link is not: link to the show.
    expect(SAVABLE).toEqual(['posts', 'memes', 'printables', 'giveaways', 'videos', 'episodes'])
    const kinds = SAVABLE.map((type) => contentTypes[type].savable?.kind)
    expect(new Set(kinds).size).toBe(kinds.length)
  })

  it('gives each feed its own kind and address', () => {
    const kinds = CONTENT_TYPES.flatMap((type) => contentTypes[type].feed?.kind ?? [])
    expect(new Set(kinds).size).toBe(kinds.length)
    expect(feedPathOf('categories', { slug: 'marking' })).toBe('/feeds/category/marking.xml')
    expect(feedPathOf('authors', { id: 7 })).toBe('/feeds/author/7.xml')
    expect(feedPathOf('posts', { slug: 'snow-day' })).toBeNull()
  })
})

describe('SEO suggestions', () => {
  it('describe each document by what its type is about', () => {
    expect(contentTypes.posts.seo?.description({ excerpt: 'Why Mondays.' })).toBe('Why Mondays.')
    expect(contentTypes.pages.seo?.description({ intro: 'Who we are.' })).toBe('Who we are.')
    expect(contentTypes.memes.seo?.description({ transcript: 'ME:\n  marking\n\nALSO ME:  more marking ' })).toBe(
      'ME: marking ALSO ME: more marking',
    )
    expect(contentTypes.videos.seo?.description({ description: ' A fire drill,\n in the rain. ' })).toBe(
      'A fire drill, in the rain.',
    )
    expect(contentTypes.episodes.seo?.description({ description: 'Snow  day\nrules. ' })).toBe('Snow day rules.')
    // An unsaved document may lack the field: an empty suggestion, not "undefined".
    for (const type of CONTENT_TYPES) expect(contentTypes[type].seo?.description({}) ?? '').toBe('')
  })
})
