/**
 * The cache contract. Pages are cached until a tag they read is expired, so for every cached
 * read and every change: if the change alters what the read returns, the change must expire at
 * least one of the read's tags — otherwise visitors keep seeing the old answer.
 *
 * The test walks every cached read (each function of src/lib/queries/, and every other use of
 * Next's data cache in src/), calls each over a small site where every way one document can show
 * another occurs (support/world.ts), makes one change after another through the Local API, and
 * compares each read's answer before and after with the tags the change expired.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CONTENT_TYPES } from '@/content/registry'
import type { CachedReadEntry } from '@/lib/queries/cached'
import { renderJingle } from '@/seed/art/podcasts'
import { bus } from '@/server/bus'

import { richText } from './support/fixtures'
import { getTestPayload } from './support/payload'
import { buildWorld, MEDIA_ROLES, pdf, png, type World } from './support/world'

const QUERIES = path.resolve('src/lib/queries')
const modules = import.meta.glob('../../src/lib/queries/*.ts')

/** Exported functions of src/lib/queries that are not cached reads: what they read through. */
const COMPOSED: Record<string, string> = {
  getDocument: 'the "document" read, typed per content type',
  getPost: 'getDocument',
  getMeme: 'getDocument',
  getPrintable: 'getDocument',
  getGiveaway: 'getDocument',
  getTourShow: 'getDocument',
  getVideo: 'getDocument',
  getVideoCategory: 'getDocument',
  getShow: 'getDocument',
  isEpisodeSort: 'not a read: checks a sort name from the address',
  newestOfFirstMatch: 'not a read: the query getMainVideo and getFeaturedShow share',
  getPage: 'getDocument',
  getCategory: 'getDocument',
  getOriginal: 'getDocument',
  getAuthor: 'getDocument',
  getGlobal: 'the "global" read, typed per global',
  getSiteSettings: 'getGlobal',
  getNavigation: 'getGlobal',
  getFooter: 'getGlobal',
  getHome: 'getGlobal',
  getTrending: 'picks from getHome, else the "most-read" read',
  publicWhere: 'not a read: the filter reads share',
}

/** Every use of Next's data cache outside src/lib/queries/cached.ts, and why it needs no tag. */
const OTHER_CACHE_USES = [
  'src/lib/revalidate-at.ts unstable_cache', // caches only the timestamp it is given, to cap a page's lifetime
  'src/lib/revalidate.ts revalidateTag', // expires tags: what the hooks call
  'src/app/(site)/next/revalidate/route.ts revalidateTag', // expires tags sent by jobs outside a request
]

let payload: Payload
let world: World
let reads: ReadonlyMap<string, CachedReadEntry>

/** Argument lists each read is called with over the world; every read needs at least one. */
function samples(w: World): Record<string, unknown[][]> {
  const { P, Q } = w.posts
  const { A, B } = w.authors
  const { C, D } = w.categories
  const { M, N } = w.memes
  const { X, file } = w.printable
  const { V, W } = w.videos
  const { VC, VS } = w.videoCategories
  const { S, E, F } = w.podcast
  const showSlug = S.slug
  return {
    document: [
      ['posts', P.slug],
      ['posts', Q.slug],
      ['posts', w.newSlug],
      ['memes', M.slug],
      ['memes', N.slug],
      ['printables', X.slug],
      ['giveaways', w.giveaway.GW.slug],
      ['videos', V.slug],
      ['videos', W.slug],
      ['video-categories', VC.slug],
      ['video-categories', VS.slug],
      ['podcasts', S.slug],
      ['pages', w.page.slug],
      ['categories', C.slug],
      ['categories', D.slug],
      ['originals', w.original.slug],
      ['authors', A.id],
      ['authors', B.id],
      ['tour-shows', w.tour.TS.id],
      ['performers', w.tour.PF.slug],
    ],
    global: [['home'], ['navigation'], ['footer'], ['site-settings'], ['tour']],
    posts: [
      [{}],
      [{ by: 'category', id: C.id }],
      [{ by: 'category', id: D.id }],
      [{ by: 'author', id: A.id }],
      [{ by: 'author', id: B.id }],
      [{ by: 'original', id: w.original.id }],
      [{ sponsored: true }],
    ],
    related: [
      [{ id: P.id, relatedPosts: [], categories: [C.id] }, 3],
      [{ id: Q.id, relatedPosts: [], categories: [D.id] }, 3],
    ],
    memes: [[{}], [{ page: 2 }], [{ category: C.id }], [{ category: D.id }]],
    'meme-neighbours': [[{ id: M.id, publishedAt: M.publishedAt }], [{ id: N.id, publishedAt: N.publishedAt }]],
    'meme-related': [
      [{ id: M.id, categories: [C.id] }, 4],
      [{ id: N.id, categories: [D.id] }, 4],
    ],
    'meme-categories': [[]],
    printables: [[{}], [{ grade: 'grade-3' }], [{ subject: 'math', page: 1 }], [{ grade: 'k', subject: 'art' }]],
    'printable-files': [[{ slug: X.slug, letter: file.id, a4: null }]],
    giveaways: [[]],
    // A day far ahead as "today": every day is due; the world's FD, and the miss of a day with none.
    'faves-day': [
      [w.faves.FD.slug, '2099-12-31'],
      ['2020-01-02', '2099-12-31'],
    ],
    'faves-days': [['2099-12-31']],
    videos: [
      [{}],
      [{ trending: true }],
      [{ inSeries: true }],
      [{ categories: [VC.id, VS.id] }],
      [{ categories: [VS.id], page: 1, limit: 1 }],
    ],
    'video-main': [[]],
    'video-related': [
      [{ id: V.id, category: VC.id }, 4],
      [{ id: W.id, category: VS.id }, 4],
    ],
    'video-categories-all': [[]],
    podcasts: [[]],
    'podcast-featured': [[]],
    episodes: [[{}], [{ show: S.id }], [{ show: S.id, sort: 'longest' }], [{ sort: 'most-played', not: E.id }]],
    episode: [
      [showSlug, E.slug],
      [showSlug, F.slug],
    ],
    'episodes-feed': [[S.id]],
    form: [[w.form.id]],
    popups: [[]],
    'tour-shows': [[]],
    performers: [[]],
    'press-articles': [[]],
    testimonials: [['tour'], ['site']],
    'most-read': [[7, 4]],
    'pages-all': [[]],
    'categories-all': [[]],
    'originals-all': [[]],
    'authors-all': [[]],
    locations: CONTENT_TYPES.map((type) => [type, 1, 100]),
    summary: CONTENT_TYPES.map((type) => [type]),
  }
}

type Answer = { read: string; args: unknown[]; tags: string[]; value: string }

async function answers(): Promise<Answer[]> {
  const all: Answer[] = []
  for (const [name, argLists] of Object.entries(samples(world))) {
    const entry = reads.get(name)!
    for (const args of argLists) {
      const value = await entry.read({ payload, draft: false }, ...(args as never[]))
      all.push({ read: name, args, tags: entry.tagsOf(...(args as never[])), value: JSON.stringify(value) })
    }
  }
  return all
}

let current: Answer[] = []
const expiredEver = new Set<string>()

/**
 * Runs `change`, then lists every read whose answer changed although none of its tags expired.
 * An empty list is the contract kept.
 */
async function staleAfter(change: () => Promise<unknown>): Promise<string[]> {
  const expired = new Set<string>()
  const listen = (tags: string[]) => tags.forEach((t) => expired.add(t))
  bus.on('tags', listen)
  try {
    await change()
  } finally {
    bus.off('tags', listen)
  }
  expired.forEach((t) => expiredEver.add(t))
  const before = current
  current = await answers()
  const changed = current.filter((a, i) => a.value !== before[i].value)
  expect(changed.length, 'the change is visible in at least one read').toBeGreaterThan(0)
  return changed
    .filter((a) => !a.tags.some((t) => expired.has(t)))
    .map(
      (a) =>
        `${a.read}(${JSON.stringify(a.args)}) changed; it reads [${a.tags.join(',')}], the change expired [${[...expired].join(',')}]`,
    )
}

beforeAll(async () => {
  payload = await getTestPayload()
  await Promise.all(Object.values(modules).map((load) => load()))
  reads = (await import('@/lib/queries/cached')).cachedReads()
  world = await buildWorld(payload)
  current = await answers()
}, 120_000)

describe('every cached read is known', () => {
  it('src/lib/queries exports only cached reads and functions that read through them', async () => {
    const files = fs.readdirSync(QUERIES).filter((f) => f.endsWith('.ts'))
    expect(
      Object.keys(modules)
        .map((m) => path.basename(m))
        .sort(),
    ).toEqual(files.sort())
    const unknown: string[] = []
    for (const load of Object.values(modules)) {
      for (const [name, value] of Object.entries((await load()) as Record<string, unknown>)) {
        if (typeof value !== 'function' || name === 'cachedRead' || name === 'cachedReads') continue
        if (!('cachedRead' in value) && !(name in COMPOSED)) unknown.push(name)
      }
    }
    expect(unknown, 'add each to COMPOSED with what it reads through, or make it a cachedRead').toEqual([])
  })

  it('each cached read is called over the world, and each tag it reads names something', () => {
    expect(Object.keys(samples(world)).sort()).toEqual([...reads.keys()].sort())
    for (const answer of current) expect(answer.tags.length, `${answer.read} has tags`).toBeGreaterThan(0)
  })

  it("Next's data cache is used nowhere else", () => {
    const uses: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (/\.tsx?$/.test(entry.name) && !file.includes('/app/(payload)/')) {
          const source = fs.readFileSync(file, 'utf8')
          const name = path.relative(process.cwd(), file)
          for (const api of ['unstable_cache', 'cacheTag', 'cacheLife', 'revalidateTag', "'use cache'"]) {
            if (source.includes(api) && name !== 'src/lib/queries/cached.ts') uses.push(`${name} ${api}`)
          }
        }
      }
    }
    walk(path.resolve('src'))
    expect(uses.sort()).toEqual([...OTHER_CACHE_USES].sort())
  })
})

// Each change re-reads every sample (about forty reads, two levels deep): slow on a busy machine.
describe('every change expires what it alters', { timeout: 120_000 }, () => {
  const update = (collection: string, id: number, data: Record<string, unknown>) => () =>
    payload.update({ collection: collection as 'posts', id, data })

  it.each(MEDIA_ROLES)('replacing the %s image file', async (role) => {
    const media = world.media[role]
    expect(
      await staleAfter(async () => payload.update({ collection: 'media', id: media.id, data: {}, file: await png() })),
    ).toEqual([])
  })

  it('changing an image’s alternative text', async () => {
    expect(await staleAfter(update('media', world.media.bodyBlock.id, { alt: 'A new description' }))).toEqual([])
  })

  it('deleting an image (documents that used it lose it)', async () => {
    expect(await staleAfter(() => payload.delete({ collection: 'media', id: world.media.cover.id }))).toEqual([])
  })

  it('renaming an author, and giving them a new avatar', async () => {
    const { A } = world.authors
    expect(await staleAfter(update('authors', A.id, { name: 'Dr. Avery' }))).toEqual([])
    expect(await staleAfter(update('authors', A.id, { avatar: world.spare.id }))).toEqual([])
  })

  it('changing the other author', async () => {
    expect(await staleAfter(update('authors', world.authors.B.id, { role: 'Head of Year 2' }))).toEqual([])
  })

  it('renaming a parent category, and moving a child category to a new slug', async () => {
    const { C, D } = world.categories
    expect(await staleAfter(update('categories', C.id, { title: 'Classroom Life' }))).toEqual([])
    expect(await staleAfter(update('categories', D.id, { slug: `${D.slug}-moved` }))).toEqual([])
  })

  it('renaming a series', async () => {
    expect(await staleAfter(update('originals', world.original.id, { title: 'Lunch Duty Diaries' }))).toEqual([])
  })

  it('renaming a video category, and moving a subcategory to a new slug', async () => {
    const { VC, VS } = world.videoCategories
    expect(await staleAfter(update('video-categories', VC.id, { title: 'Sketch shows' }))).toEqual([])
    expect(await staleAfter(update('video-categories', VS.id, { slug: `${VS.slug}-moved` }))).toEqual([])
  })

  it('retitling, unpublishing and republishing a video, and moving it to another category', async () => {
    const { V, W } = world.videos
    expect(await staleAfter(update('videos', V.id, { title: 'Video V, revised', _status: 'published' }))).toEqual([])
    expect(await staleAfter(update('videos', W.id, { _status: 'draft' }))).toEqual([])
    expect(await staleAfter(update('videos', W.id, { _status: 'published' }))).toEqual([])
    const to = world.videoCategories.VS.id
    expect(await staleAfter(update('videos', V.id, { category: to, _status: 'published' }))).toEqual([])
  })

  it('retitling a show, and unpublishing and republishing it (its episodes go with it)', async () => {
    const { S } = world.podcast
    expect(await staleAfter(update('podcasts', S.id, { title: 'Show S, revised', _status: 'published' }))).toEqual([])
    expect(await staleAfter(update('podcasts', S.id, { _status: 'draft' }))).toEqual([])
    expect(await staleAfter(update('podcasts', S.id, { _status: 'published' }))).toEqual([])
  })

  it('retitling, unpublishing and republishing an episode, and replacing its audio', async () => {
    const { E, F, audio } = world.podcast
    expect(await staleAfter(update('episodes', E.id, { title: 'Episode E, revised', _status: 'published' }))).toEqual(
      [],
    )
    expect(await staleAfter(update('episodes', F.id, { _status: 'draft' }))).toEqual([])
    expect(await staleAfter(update('episodes', F.id, { _status: 'published' }))).toEqual([])
    const mp3 = renderJingle(2, 8)
    const replace = () =>
      payload.update({
        collection: 'episode-audio',
        id: audio.id,
        data: {},
        file: { data: mp3, mimetype: 'audio/mpeg', name: `world-${audio.id}-2.mp3`, size: mp3.length },
      })
    expect(await staleAfter(replace)).toEqual([])
  })

  it('retitling, unpublishing and republishing a popup', async () => {
    const { id } = world.popup
    expect(await staleAfter(update('popups', id, { title: 'Popup U, revised', _status: 'published' }))).toEqual([])
    expect(await staleAfter(update('popups', id, { _status: 'draft' }))).toEqual([])
    expect(await staleAfter(update('popups', id, { _status: 'published' }))).toEqual([])
  })

  it('changing a form’s fields and its confirmation (page G embeds it)', async () => {
    const fields = [{ blockType: 'email', name: 'email', label: 'Email', required: true }]
    expect(await staleAfter(update('forms', world.form.id, { fields }))).toEqual([])
    expect(await staleAfter(update('forms', world.form.id, { confirmationMessage: richText('Thanks again') }))).toEqual(
      [],
    )
  })

  it('retitling, unpublishing and republishing an article', async () => {
    const { P, Q } = world.posts
    expect(await staleAfter(update('posts', P.id, { title: 'Article P, revised', _status: 'published' }))).toEqual([])
    expect(await staleAfter(update('posts', Q.id, { _status: 'draft' }))).toEqual([])
    expect(await staleAfter(update('posts', Q.id, { _status: 'published' }))).toEqual([])
  })

  it('moving an article to a new slug, and to another category', async () => {
    const { P } = world.posts
    expect(await staleAfter(update('posts', P.id, { slug: `${P.slug}-moved`, _status: 'published' }))).toEqual([])
    const to = [world.categories.D.id]
    expect(await staleAfter(update('posts', P.id, { categories: to, _status: 'published' }))).toEqual([])
  })

  it('publishing a new article, then deleting it', async () => {
    let id = 0
    const publish = async () => {
      const { A } = world.authors
      const post = await payload.create({
        collection: 'posts',
        data: {
          title: 'Article R',
          slug: world.newSlug,
          excerpt: 'About R',
          content: world.posts.P.content,
          authors: [A.id],
          categories: [world.categories.C.id],
          publishedAt: '2030-01-03T00:00:00.000Z',
          _status: 'published',
        },
      })
      id = post.id
    }
    expect(await staleAfter(publish)).toEqual([])
    expect(await staleAfter(() => payload.delete({ collection: 'posts', id }))).toEqual([])
  })

  it('retitling, moving, unpublishing and republishing a page', async () => {
    const { id, slug } = world.page
    expect(await staleAfter(update('pages', id, { title: 'Page G, revised', _status: 'published' }))).toEqual([])
    expect(await staleAfter(update('pages', id, { slug: `${slug}-moved`, _status: 'published' }))).toEqual([])
    expect(await staleAfter(update('pages', id, { _status: 'draft' }))).toEqual([])
    expect(await staleAfter(update('pages', id, { _status: 'published' }))).toEqual([])
  })

  it('retitling a printable, replacing its PDF, unpublishing and republishing it', async () => {
    const { X, file } = world.printable
    expect(
      await staleAfter(update('printables', X.id, { title: 'Printable X, revised', _status: 'published' })),
    ).toEqual([])
    const replace = async () =>
      payload.update({
        collection: 'printable-files',
        id: file.id,
        data: {},
        file: await pdf('Printable X, second edition'),
      })
    expect(await staleAfter(replace)).toEqual([])
    expect(await staleAfter(update('printables', X.id, { _status: 'draft' }))).toEqual([])
    expect(await staleAfter(update('printables', X.id, { _status: 'published' }))).toEqual([])
  })

  it('retitling a giveaway, naming its winner, changing its entry form, unpublishing and republishing it', async () => {
    const { GW, entryForm } = world.giveaway
    expect(
      await staleAfter(update('giveaways', GW.id, { title: 'Giveaway GW, revised', _status: 'published' })),
    ).toEqual([])
    expect(await staleAfter(update('giveaways', GW.id, { winner: { name: 'Priya' }, _status: 'published' }))).toEqual(
      [],
    )
    expect(await staleAfter(update('forms', entryForm.id, { submitButtonLabel: 'Count me in' }))).toEqual([])
    expect(await staleAfter(update('giveaways', GW.id, { _status: 'draft' }))).toEqual([])
    expect(await staleAfter(update('giveaways', GW.id, { _status: 'published' }))).toEqual([])
  })

  it('retitling a faves day, changing its face, unpublishing and republishing it', async () => {
    const { FD } = world.faves
    expect(await staleAfter(update('faves', FD.id, { title: 'Faves FD, revised', _status: 'published' }))).toEqual([])
    expect(
      await staleAfter(
        update('faves', FD.id, { face: { ...FD.face, photo: world.media.favesFace.id, name: 'Another face' } }),
      ),
    ).toEqual([])
    expect(await staleAfter(update('faves', FD.id, { _status: 'draft' }))).toEqual([])
    expect(await staleAfter(update('faves', FD.id, { _status: 'published' }))).toEqual([])
    // The next day, published (its miss was cached), then deleted.
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...copy
    } = await payload.findByID({ collection: 'faves', id: FD.id, depth: 0 })
    const next = {
      ...copy,
      slug: '2020-01-02',
      items: copy.items?.map(({ id: _i, ...item }) => item),
      questions: copy.questions?.map(({ id: _i, ...entry }) => entry),
    }
    let created = 0
    expect(
      await staleAfter(async () => (created = (await payload.create({ collection: 'faves', data: next })).id)),
    ).toEqual([])
    expect(await staleAfter(() => payload.delete({ collection: 'faves', id: created }))).toEqual([])
  })

  it('selling out and moving a tour show, renaming its performer, editing press and testimonials, unpublishing and republishing', async () => {
    const { TS, PF, PR, TM } = world.tour
    expect(await staleAfter(update('tour-shows', TS.id, { showStatus: 'sold-out', _status: 'published' }))).toEqual([])
    expect(await staleAfter(update('tour-shows', TS.id, { city: 'Dallas', _status: 'published' }))).toEqual([])
    expect(
      await staleAfter(update('performers', PF.id, { name: 'Performer PF, renamed', _status: 'published' })),
    ).toEqual([])
    expect(await staleAfter(update('press-articles', PR.id, { quote: 'Funny.', _status: 'published' }))).toEqual([])
    expect(await staleAfter(update('testimonials', TM.id, { showOn: ['tour'], _status: 'published' }))).toEqual([])
    expect(await staleAfter(() => payload.updateGlobal({ slug: 'tour', data: { tagline: 'On the road' } }))).toEqual([])
    for (const [collection, id] of [
      ['tour-shows', TS.id],
      ['performers', PF.id],
      ['press-articles', PR.id],
      ['testimonials', TM.id],
    ] as const) {
      expect(await staleAfter(update(collection, id, { _status: 'draft' }))).toEqual([])
      expect(await staleAfter(update(collection, id, { _status: 'published' }))).toEqual([])
    }
  })

  it('changing each global', async () => {
    const home = await payload.findGlobal({ slug: 'home', depth: 0 })
    const sections = (home.sections ?? []).map((s) => (s.blockType === 'banner' ? { ...s, heading: 'Hi again' } : s))
    expect(await staleAfter(() => payload.updateGlobal({ slug: 'home', data: { sections } }))).toEqual([])
    expect(await staleAfter(() => payload.updateGlobal({ slug: 'navigation', data: { clean: [] } }))).toEqual([])
    expect(await staleAfter(() => payload.updateGlobal({ slug: 'footer', data: { blurb: 'New words' } }))).toEqual([])
    expect(
      await staleAfter(() => payload.updateGlobal({ slug: 'site-settings', data: { brandName: 'Teachers Lounge' } })),
    ).toEqual([])
  })

  it('every tag a read carries is expired by some change', () => {
    const never = [...new Set(current.flatMap((a) => a.tags))].filter((t) => !expiredEver.has(t))
    expect(never).toEqual([])
  })
})
