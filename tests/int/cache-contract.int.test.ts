/**
 * The cache contract. Pages are cached until a tag they read is expired, so for every cached
 * read and every change: if the change alters what the read returns, the change must expire at
 * least one of the read's tags — otherwise visitors keep seeing the old answer.
 *
 * The test finds every cached read itself (each `'use cache'` function in src/), calls each over
 * a small site where every way one document can show another occurs (support/world.ts), through
 * the samples each content type keeps beside it (src/collections/<type>/tests/cache-samples.ts)
 * and those below for the reads of no one type, recording the tags each call sets (Next's
 * cacheTag, recorded here: outside Next's compiler `'use cache'` is a plain string, so every call
 * reads afresh). Then it makes one change after another through the Local API and compares each
 * answer before and after with the tags the change expired.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import ts from 'typescript'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { CONTENT_TYPES } from '@/content/registry'
import { getForm } from '@/lib/queries/forms'
import { getGlobal } from '@/lib/queries/globals'
import { listPopups } from '@/lib/queries/popups'
import { getSummary, listLocations } from '@/lib/queries/sitemap'
import { getTrending } from '@/lib/queries/trending'
import { renderJingle } from '@/collections/podcasts/seed/art'
import { bus } from '@/server/bus'

import type { CacheSamples } from './support/cache-samples'
import { richText } from './support/fixtures'
import { getTestPayload } from './support/payload'
import { buildWorld, MEDIA_ROLES, pdf, png, type World } from './support/world'

/** Each cacheTag call: where it was made (the first frame in src/) and the tags it set. */
const tagged = vi.hoisted(() => [] as { at: string; tags: string[] }[])

vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  cacheTag: (...tags: string[]) => {
    // The caller's frame, "at getForm (…/src/…)", or "at Module.getForm (…)" when called as an import.
    const frame = new Error().stack!.split('\n').find((line) => line.includes('/src/'))!
    const [, name, file] = /at (?:async )?(?:[\w$]+\.)?([\w$]+) \((.*?):\d+:\d+\)/.exec(frame)!
    tagged.push({ at: `${path.relative(process.cwd(), file)} ${name}`, tags })
  },
  cacheLife: () => {},
}))

const sampleModules = import.meta.glob<{ cacheSamples: CacheSamples }>(
  '../../src/collections/*/tests/cache-samples.ts',
  {
    eager: true,
  },
)

/** Every use of Next's data cache besides the `'use cache'` reads, and why it needs no tag. */
const OTHER_CACHE_USES = [
  'src/lib/revalidate-at.ts unstable_cache', // caches only the timestamp it is given, to cap a page's lifetime
  'src/lib/expire-tags.ts revalidateTag', // expires tags: what the hooks call
  'src/app/(site)/next/revalidate/route.ts revalidateTag', // expires tags sent by jobs outside a request
]

let payload: Payload
let world: World

/** The reads of no one content type, over the world. */
const shared: CacheSamples = (w) => ({
  ...Object.fromEntries(
    (['home', 'navigation', 'footer', 'site-settings', 'tour'] as const).map((g) => [
      `getGlobal(${g})`,
      () => getGlobal(g),
    ]),
  ),
  'getForm(F, on page G)': () => getForm(w.form.id),
  'listPopups()': () => listPopups(),
  'getTrending(no picks)': () => getTrending(null, 7, 4),
  ...Object.fromEntries(CONTENT_TYPES.map((type) => [`listLocations(${type})`, () => listLocations(type, 1, 100)])),
  ...Object.fromEntries(CONTENT_TYPES.map((type) => [`getSummary(${type})`, () => getSummary(type)])),
})

const samplesOf = (type: string) => sampleModules[`../../src/collections/${type}/tests/cache-samples.ts`]?.cacheSamples

/** Every sample call, labelled by its type (or "shared"). */
const calls = (w: World) =>
  [['shared', shared] as const, ...CONTENT_TYPES.map((type) => [type, samplesOf(type)] as const)].flatMap(
    ([owner, samples]) =>
      Object.entries(samples?.(w) ?? {}).map(([label, call]) => ({ label: `${owner}: ${label}`, call })),
  )

/** A `'use cache'` function of src/: its file and name, and whether it calls cacheTag. */
type CachedFunction = { at: string; tagsItself: boolean }

/** Finds every function whose body starts with the `'use cache'` directive, in every file of src/. */
function cachedFunctions(): { found: CachedFunction[]; directives: number } {
  const found: CachedFunction[] = []
  let directives = 0
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(file, 'utf8')
    if (!text.includes('use cache')) continue
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) && node.text === 'use cache') directives++
      if (ts.isFunctionLike(node) && 'body' in node && node.body && ts.isBlock(node.body)) {
        const first = node.body.statements[0]
        if (first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression)) {
          if (first.expression.text === 'use cache') {
            const name =
              node.name?.getText() ??
              (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : '(anonymous)')
            const calls = (n: ts.Node): boolean =>
              (ts.isCallExpression(n) && n.expression.getText() === 'cacheTag') || ts.forEachChild(n, calls) === true
            found.push({ at: `${path.relative(process.cwd(), file)} ${name}`, tagsItself: calls(node.body) })
          }
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { found, directives }
}

function sourceFiles(dir = path.resolve('src')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !file.includes('/app/(payload)/') ? [file] : []
  })
}

type Answer = { read: string; label: string; reads: string[]; tags: string[]; value: string }

async function answers(): Promise<Answer[]> {
  const all: Answer[] = []
  for (const { label, call } of calls(world)) {
    tagged.length = 0
    const value = JSON.stringify(await call())
    const reads = [...new Set(tagged.map((t) => t.at))]
    all.push({ read: reads.join(' + '), label, reads, tags: tagged.flatMap((t) => t.tags), value })
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
    .map((a) => `${a.label} changed; it reads [${a.tags.join(',')}], the change expired [${[...expired].join(',')}]`)
}

beforeAll(async () => {
  payload = await getTestPayload()
  world = await buildWorld(payload)
  current = await answers()
}, 120_000)

describe('every cached read is known', () => {
  it('every content type keeps cache samples beside it', () => {
    expect(CONTENT_TYPES.filter((type) => !samplesOf(type))).toEqual([])
  })

  it("each 'use cache' function sets its tags, and the samples call each one", () => {
    const { found, directives } = cachedFunctions()
    expect(found.length, "every 'use cache' in src/ opens a function").toBe(directives)
    expect(
      found.filter((f) => !f.tagsItself).map((f) => f.at),
      'calls cacheTag itself',
    ).toEqual([])
    const called = new Set(current.flatMap((a) => a.reads))
    expect(
      found.map((f) => f.at).filter((at) => !called.has(at)),
      'add a sample that calls it',
    ).toEqual([])
  })

  it('each sample reaches one cached read, and each tag it reads names something', () => {
    for (const answer of current) {
      expect(answer.reads, `${answer.label} reaches one cached read`).toHaveLength(1)
      expect(answer.tags.length, `${answer.label} has tags`).toBeGreaterThan(0)
    }
  })

  it("Next's data cache is used nowhere else", () => {
    const uses: string[] = []
    const reads = new Set(cachedFunctions().found.map((f) => f.at.split(' ')[0]))
    for (const file of sourceFiles()) {
      const source = fs.readFileSync(file, 'utf8')
      const name = path.relative(process.cwd(), file)
      for (const api of ['unstable_cache', 'cacheTag', 'cacheLife', 'revalidateTag']) {
        const ofReads = api.startsWith('cache') && reads.has(name)
        if (source.includes(api) && !ofReads) uses.push(`${name} ${api}`)
      }
    }
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
