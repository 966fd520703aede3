/**
 * Site search on a real database (the same tests on SQLite FTS5 and PostgreSQL tsvector): every
 * searchable type found by its words, a title match above a body match, highlighted snippets,
 * facets, paging, the typo fallback, prefixes, and the index in step with what visitors can see —
 * drafts and future faves days never found, unpublishing and deleting take a document out.
 */
import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { pathOf } from '@/content/registry'
import type { ContentType } from '@/content/types'
import { dayIn } from '@/lib/faves/day'
import type { Post } from '@/payload-types'
import {
  backfillSearch,
  rankLimit,
  rebuildSearch,
  removeEntries,
  searchSite,
  SearchInputError,
  writeEntries,
  type SearchEntry,
  type SearchParams,
} from '@/server/search'

import { makeAuthor, postData, richText } from './support/fixtures'
import { asUser, getTestPayload } from './support/payload'
import { buildWorld, type World } from './support/world'

vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: () => {} }))

let payload: Payload
let world: World
let author: number

/** A made-up word no stemmer changes and no other document holds. */
const word = () => `q${Array.from({ length: 9 }, () => 'bcdfghjklmnpqrstvwz'[randomInt(19)]).join('')}x`

const search = (query: string, params: Partial<SearchParams> = {}) => searchSite(payload, { query, ...params })
const found = async (query: string, params: Partial<SearchParams> = {}) =>
  (await search(query, params)).hits.map((h) => `${h.type}:${h.id}`)

async function post(overrides: Partial<Post>) {
  return payload.create({
    collection: 'posts',
    data: postData(author, { _status: 'published', ...overrides }),
    context: { disableRevalidate: true },
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  world = await buildWorld(payload)
  author = (await makeAuthor(payload)).id
}, 120_000)

describe('search', () => {
  it('finds every searchable type by its title, at its address', async () => {
    const docs: [ContentType, { id: number; title?: string; name?: string; slug?: string | null }][] = [
      ['posts', world.posts.P],
      ['memes', world.memes.M],
      ['videos', world.videos.V],
      ['podcasts', world.podcast.S],
      ['episodes', world.podcast.E],
      ['printables', world.printable.X],
      ['pages', world.page],
      ['tour-shows', world.tour.TS],
      ['performers', world.tour.PF],
      ['giveaways', world.giveaway.GW],
      ['faves', world.faves.FD],
    ]
    for (const [type, doc] of docs) {
      const title = doc.title ?? doc.name ?? ''
      const result = await search(title)
      const hit = result.hits.find((h) => h.type === type && h.id === doc.id)
      expect(hit, `${type} "${title}"`).toBeDefined()
      expect(hit!.title).toBe(title)
      const populated = await payload.findByID({ collection: type, id: doc.id, depth: 1 })
      expect(hit!.url).toBe(pathOf(type, populated as never))
      expect(result.facets.find((f) => f.type === type)?.count).toBeGreaterThan(0)
    }
  })

  it('finds words inside bodies, blocks, transcripts, lineups and nested fields', async () => {
    expect(await found('Answer of FD')).toContain(`faves:${world.faves.FD.id}`) // a question's answer
    expect(await found('Austin')).toContain(`tour-shows:${world.tour.TS.id}`) // the city
    expect(await found('Performer PF', { types: ['tour-shows'] })).toContain(`tour-shows:${world.tour.TS.id}`) // lineup
    expect(await found('Host H', { types: ['podcasts'] })).toContain(`podcasts:${world.podcast.S.id}`)
  })

  it('ranks a title match above a body match, and highlights the body', async () => {
    const w = word()
    const inBody = await post({ title: 'Planning period', content: richText(`We tried ${w} in the staffroom.`) })
    const inTitle = await post({ title: `The ${w} diaries`, content: richText('Nothing to see.') })
    const { hits, total } = await search(w)
    expect(total).toBe(2)
    expect(hits.map((h) => h.id)).toEqual([inTitle.id, inBody.id])
    const snippet = hits[1].snippet
    expect(snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toEqual([w])
    expect(snippet.map((p) => p.text).join('')).toContain('We tried')
    expect(hits[1].date).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('counts per type whatever the filter, and pages through the rest', async () => {
    const w = word()
    const posts = await Promise.all([1, 2, 3].map((n) => post({ title: `${w} number ${n}` })))
    const page = await payload.create({
      collection: 'pages',
      data: { title: `${w} page`, slug: `${w}-page`, layout: 'page', _status: 'published' },
      context: { disableRevalidate: true },
    })
    const all = await search(w)
    expect(all.facets).toEqual([
      { type: 'posts', label: 'Articles', count: 3 },
      { type: 'pages', label: 'Pages', count: 1 },
    ])
    expect(all.total).toBe(4)
    const filtered = await search(w, { types: ['pages'] })
    expect(filtered.hits.map((h) => h.id)).toEqual([page.id])
    expect(filtered.total).toBe(1)
    expect(filtered.facets).toEqual(all.facets)
    const pages = await Promise.all([1, 2, 3].map((n) => search(w, { types: ['posts'], perPage: 1, page: n })))
    expect(pages.map((p) => p.totalPages)).toEqual([3, 3, 3])
    expect(new Set(pages.map((p) => p.hits[0].id))).toEqual(new Set(posts.map((p) => p.id)))
    expect((await search(w, { types: ['posts'], perPage: 1, page: 4 })).hits).toEqual([])
  })

  it('falls back to the closest spelling when nothing matches', async () => {
    const w = word()
    const doc = await post({ title: `Lessons about ${w}` })
    // Two neighbouring letters swapped, where they differ (the word ends in x, which no other letter is).
    const at = [...w].findIndex((c, i) => i >= 4 && c !== w[i + 1])
    const typo = `${w.slice(0, at)}${w[at + 1]}${w[at]}${w.slice(at + 2)}`
    expect(typo).not.toBe(w)
    const result = await search(`${typo} lessons`)
    expect(result.correctedQuery).toBe(`${w} lessons`)
    expect(result.hits.map((h) => h.id)).toEqual([doc.id])
    expect((await search(`${typo} lessons`, { counts: false })).hits.map((h) => h.id)).toEqual([doc.id])
    const none = await search('zzzzzzzzqqqqqq')
    expect(none).toMatchObject({ total: 0, hits: [], facets: [], correctedQuery: null })
  })

  it('keeps what it counted and the synonyms between searches, until the index or the list changes', async () => {
    const [w, v, s] = [word(), word(), word()]
    const first = await post({ title: `${w} first` })
    expect((await search(w)).facets).toEqual([{ type: 'posts', label: 'Articles', count: 1 }])
    expect(await found(v)).toEqual([])
    // Asked again after a publish: the counts, and whether the index holds a word, are read anew.
    const second = await post({ title: `${w} and ${v} second` })
    const again = await search(w)
    expect(again.facets).toEqual([{ type: 'posts', label: 'Articles', count: 2 }])
    expect(again.total).toBe(2)
    expect(await found(v)).toEqual([`posts:${second.id}`])
    await payload.delete({ collection: 'posts', id: second.id, context: { disableRevalidate: true } })
    expect((await search(w)).total).toBe(1)
    // Saving the synonyms applies to the very next search.
    const saved = await payload.findGlobal({ slug: 'search-synonyms', depth: 0 })
    const groups = (saved.groups ?? []).map(({ words }) => ({ words }))
    expect(await found(s)).toEqual([])
    await payload.updateGlobal({ slug: 'search-synonyms', data: { groups: [...groups, { words: `${s}, ${w}` }] } })
    try {
      expect(await found(s)).toEqual([`posts:${first.id}`])
    } finally {
      await payload.updateGlobal({ slug: 'search-synonyms', data: { groups } })
    }
    expect(await found(s)).toEqual([])
  })

  it('matches the word being typed as a prefix', async () => {
    const w = word()
    const doc = await post({ title: `${w} stories` })
    expect(await found(w.slice(0, 6), { prefix: true })).toEqual([`posts:${doc.id}`])
    expect(await found(`stories ${w.slice(0, 6)}`, { prefix: true })).toEqual([`posts:${doc.id}`])
    expect(await found(w.slice(0, 6))).not.toContain(`posts:${doc.id}`)
  })

  it('completes the word being typed past its stem (the index holds "mark" for "marking")', async () => {
    const w = word()
    const doc = await post({ title: `${w} marking marathons` })
    for (const typed of ['mar', 'mark', 'marki', 'markin', 'marking']) {
      const result = await search(`${w} ${typed}`, { prefix: true })
      // Found as typed, not by the typo fallback.
      expect({ hits: result.hits.map((h) => h.id), correctedQuery: result.correctedQuery }, typed).toEqual({
        hits: [doc.id],
        correctedQuery: null,
      })
    }
    expect(await found(`${w} markings`, { prefix: true })).toEqual([`posts:${doc.id}`]) // stemmed alike
  })

  it('reads quoted phrases, exclusions and "or"', async () => {
    const w = word()
    const a = await post({ title: `${w} red pens` })
    const b = await post({ title: `${w} pens red` })
    expect(await found(`"${w} red pens"`)).toEqual([`posts:${a.id}`])
    expect(await found(`${w} -"pens red"`)).toEqual([`posts:${a.id}`])
    const v = word()
    const c = await post({ title: `${v} only` })
    expect(new Set(await found(`${v} or "${w} pens red"`))).toEqual(new Set([`posts:${c.id}`, `posts:${b.id}`]))
    expect(await found(`-${w}`)).toEqual([])
  })

  // PostgreSQL narrows a phrase by the word pairs stored with each entry before it checks
  // positions: the same entries must come back, in the text as in the title, and be counted alike.
  it('finds a phrase only where its words follow each other, and counts what it finds', async () => {
    const [v, u] = [word(), word()]
    const inTitle = await post({ title: `${v} trip forms` })
    const inText = await post({ title: `${u} slips`, content: richText(`Sign the ${v} trip slip today.`) })
    await post({ title: `Trip to the ${v}`, content: richText(`A ${v} day, then a trip.`) })
    const plural = await post({ title: `${v} notes`, content: richText(`Our ${v} trips run all year.`) })
    const result = await search(`"${v} trip"`)
    expect(new Set(result.hits.map((h) => h.id))).toEqual(new Set([inTitle.id, inText.id, plural.id]))
    expect(result.total).toBe(3)
    expect(result.facets).toEqual([{ type: 'posts', label: 'Articles', count: 3 }])
    expect(await found(`"trip ${v}"`)).toEqual([])
    // One phrase or another, each stemmed as the entries were.
    expect(new Set(await found(`"${v} trips" or "${u} slip"`))).toEqual(
      new Set([`posts:${inTitle.id}`, `posts:${inText.id}`, `posts:${plural.id}`]),
    )
  })

  it('never finds what visitors cannot see, and follows publishing', async () => {
    const w = word()
    const draft = await payload.create({
      collection: 'posts',
      data: postData(author, { title: `${w} draft`, excerpt: 'An excerpt.', content: richText('A body.') }),
      context: { disableRevalidate: true },
    })
    expect(await found(w)).toEqual([])
    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } })
    expect(await found(w)).toEqual([`posts:${draft.id}`])
    // A draft saved over the published article leaves the published words in the index.
    const v = word()
    await payload.update({ collection: 'posts', id: draft.id, data: { title: `${v} retitled` }, draft: true })
    expect(await found(v)).toEqual([])
    expect(await found(w)).toEqual([`posts:${draft.id}`])
    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'draft' } })
    expect(await found(w)).toEqual([])
    expect(await found(v)).toEqual([])
    await payload.update({ collection: 'posts', id: draft.id, data: { title: `${v} retitled`, _status: 'published' } })
    expect(await found(v)).toEqual([`posts:${draft.id}`])
    expect(await found(w)).toEqual([])
    await payload.delete({ collection: 'posts', id: draft.id })
    expect(await found(v)).toEqual([])
  })

  it('keeps a faves day out until its date', async () => {
    const w = word()
    const tomorrow = dayIn(process.env.SITE_TIME_ZONE || 'America/New_York', new Date(Date.now() + 2 * 86_400_000))
    const day = await payload.create({
      collection: 'faves',
      data: {
        slug: tomorrow,
        title: `${w} faves`,
        face: { name: 'Mx. Future', photo: world.media.favesFace.id, story: 'Soon.' },
        items: [],
        questions: [],
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
    expect(await found(w)).toEqual([])
    await payload.delete({ collection: 'faves', id: day.id })
  })

  it('indexes a show again when a performer in its lineup is renamed', async () => {
    const w = word()
    await payload.update({ collection: 'performers', id: world.tour.PF.id, data: { name: `Performer ${w}` } })
    expect(await found(w)).toEqual(
      expect.arrayContaining([`performers:${world.tour.PF.id}`, `tour-shows:${world.tour.TS.id}`]),
    )
  })

  it('indexes a lineup as visitors read it: a draft performer gives no name until published', async () => {
    const w = word()
    const performer = await payload.create({
      collection: 'performers',
      data: {
        name: `Performer ${w}`,
        slug: `performer-${w}`,
        role: 'host',
        photo: world.media.performer.id,
        bio: 'Soon.',
        _status: 'draft',
      },
      context: { disableRevalidate: true },
    })
    const show = await payload.create({
      collection: 'tour-shows',
      data: {
        title: `Show of ${w.slice(0, 4)}`,
        kind: 'standard',
        startsAt: '2099-04-01T01:30:00.000Z',
        timeZone: 'America/Chicago',
        venue: 'Venue',
        address: '1 Main St',
        city: 'Austin',
        region: 'Texas',
        country: 'US',
        lineup: [performer.id, world.tour.PF.id],
        _status: 'published',
      },
      // Published by an editor, who reads the draft performer: the index still must not.
      user: { ...(await asUser('editor')), collection: 'users' },
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    const key = `tour-shows:${show.id}`
    expect(await found(w)).toEqual([])
    const shown = await search('Venue Austin', { types: ['tour-shows'], perPage: 50 })
    // The tour's dates are one result: the show is among its dates.
    const hit = shown.hits.flatMap((h) => h.group?.hits ?? [h]).find((h) => `${h.type}:${h.id}` === key)
    expect(hit).toBeDefined()
    expect(JSON.stringify(hit!.snippet)).not.toContain(w)
    await payload.update({ collection: 'performers', id: performer.id, data: { _status: 'published' } })
    expect((await found(w)).sort()).toEqual([key, `performers:${performer.id}`].sort())
    await payload.update({ collection: 'performers', id: performer.id, data: { _status: 'draft' } })
    expect(await found(w)).toEqual([])
    await payload.update({ collection: 'performers', id: performer.id, data: { _status: 'published' } })
    expect(await found(w)).toContain(key)
    await payload.delete({ collection: 'performers', id: performer.id })
    expect(await found(w)).toEqual([])
    expect(await found(`"Show of ${w.slice(0, 4)}"`)).toEqual([key])
    await payload.delete({ collection: 'tour-shows', id: show.id })
  })

  it("indexes an episode only while its show is public, and never the draft show's title", async () => {
    const w = word()
    const podcast = await payload.create({
      collection: 'podcasts',
      data: {
        title: `Show ${w}`,
        slug: `show-${w}`,
        description: 'About it',
        cover: world.media.showCover.id,
        hosts: [{ name: 'Host' }],
        category: 'comedy',
        owner: { name: 'Staffroom', email: 'podcasts@staffroom.test' },
        _status: 'draft',
      },
      context: { disableRevalidate: true },
    })
    const v = word()
    const episode = await payload.create({
      collection: 'episodes',
      data: {
        show: podcast.id,
        title: `Episode ${v}`,
        slug: `episode-${v}`,
        description: 'About it',
        audio: world.podcast.audio.id,
        duration: 60,
        publishedAt: '2030-01-01T00:00:00.000Z',
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
    const key = `episodes:${episode.id}`
    expect(await found(w)).toEqual([])
    expect(await found(v)).toEqual([])
    await payload.update({ collection: 'podcasts', id: podcast.id, data: { _status: 'published' } })
    expect((await found(w)).sort()).toEqual([key, `podcasts:${podcast.id}`].sort())
    expect((await search(v)).hits.map((h) => h.url)).toEqual([`/podcast/show-${w}/episode-${v}`])
    await payload.update({ collection: 'podcasts', id: podcast.id, data: { _status: 'draft' } })
    expect(await found(w)).toEqual([])
    expect(await found(v)).toEqual([])
    await payload.update({ collection: 'podcasts', id: podcast.id, data: { _status: 'published' } })
    expect(await found(v)).toEqual([key])
    await payload.delete({ collection: 'episodes', id: episode.id })
    await payload.delete({ collection: 'podcasts', id: podcast.id })
    expect(await found(w)).toEqual([])
  })

  it('pages a broad query through its title matches, ranked, then the rest newest first', async () => {
    const w = word()
    const count = rankLimit() + 25
    const entry = (id: number, title: string, body: string): SearchEntry => ({
      type: 'posts',
      id,
      title,
      body,
      path: `/post/broad-${id}`,
      image: null,
      date: null,
      visibleFrom: null,
    })
    // Written straight into the index (as the bench does): ids far above the articles'.
    const base = 10_000_000
    const entries = Array.from({ length: count }, (_, i) => entry(base + i, `Entry ${i}`, `Words with ${w} in them.`))
    entries[7] = entry(base + 7, `${w} in a title`, 'Nothing else.')
    entries[9] = entry(base + 9, `${w} ${w} twice in a title`, `And ${w} in the body.`)
    entries[11] = entry(base + 11, `Another ${w} title`, 'No more.')
    await writeEntries(payload, entries)
    try {
      const first = await search(w, { perPage: 5 })
      expect(first.total).toBe(count)
      expect(first.facets).toEqual([{ type: 'posts', label: 'Articles', count }])
      const titled = first.hits.slice(0, 3).map((h) => h.id)
      expect(new Set(titled)).toEqual(new Set([base + 7, base + 9, base + 11]))
      expect(titled[0]).toBe(base + 9) // the word twice ranks first
      // Then the others, highest entry first, with snippets still highlighted.
      expect(first.hits.slice(3).map((h) => h.id)).toEqual([base + count - 1, base + count - 2])
      expect(first.hits[3].snippet.some((p) => p.match)).toBe(true)
      const second = await search(w, { perPage: 5, page: 2 })
      expect(second.hits.map((h) => h.id)).toEqual([3, 4, 5, 6, 7].map((n) => base + count - n))
      // Without counts (the header's instant results): the same pages, no facets, a bounded total.
      const uncounted = await search(w, { perPage: 5, counts: false })
      expect(uncounted.hits).toEqual(first.hits)
      expect(uncounted.facets).toEqual([])
      expect(uncounted.total).toBe(rankLimit() + 1)
      expect((await search(w, { perPage: 5, page: 2, counts: false })).hits).toEqual(second.hits)
    } finally {
      await removeEntries(
        payload,
        entries.map((e) => ({ type: 'posts', id: e.id })),
      )
    }
    expect((await search(w)).total).toBe(0)
  }, 120_000)

  it('answers bad input in words, and a blank query with nothing', async () => {
    await expect(search('x'.repeat(201))).rejects.toThrow(new SearchInputError('Search for at most 200 characters.'))
    await expect(search('pens', { page: 0 })).rejects.toThrow(/page must be a whole number from 1 to 100/)
    await expect(search('pens', { perPage: 51 })).rejects.toThrow(/from 1 to 50/)
    await expect(search('pens', { types: ['authors'] })).rejects.toThrow(
      /"authors" is not something search can filter by/,
    )
    expect(await search('  "" - or ')).toMatchObject({ total: 0, hits: [] })
    // Punctuation and operators of either database's query language are only words here.
    expect((await search('NEAR(a b) AND * ^ : & | ! <-> \' " ( )')).total).toBeGreaterThanOrEqual(0)
  })

  it('rebuilds the same index from what is stored', async () => {
    const w = word()
    await post({ title: `${w} rebuilt` })
    const before = await search('Article')
    const count = await rebuildSearch(payload, await (await import('payload')).createLocalReq({}, payload))
    expect(count).toBeGreaterThan(10)
    expect(await search('Article')).toEqual(before)
    expect(await found(w)).toHaveLength(1)
    expect(await backfillSearch(payload)).toBe(0) // not empty: nothing to do
  })
})
