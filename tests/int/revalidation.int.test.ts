/**
 * Exactly which cache tags each change expires (src/hooks/revalidate-on-change.ts, src/hooks/showing.ts):
 * everything a page needs, nothing more. expireTags announces every batch on the process bus
 * before touching Next's cache, so listening there sees exactly what a running site would expire.
 * (tests/int/cache-contract.int.test.ts proves the other direction: nothing a read shows is missed.)
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Author, Category } from '@/payload-types'
import { bus } from '@/server/bus'

import { makeAuthor, makeCategory, makeOriginal, pageData, postData, unique } from './support/fixtures'
import { getTestPayload } from './support/payload'
import { articleBody, makeMedia, png } from './support/world'

let payload: Payload
let author: Author
let category: Category

beforeAll(async () => {
  payload = await getTestPayload()
  author = await makeAuthor(payload)
  category = await makeCategory(payload)
})

/** Every tag expired while `change` runs (hooks are awaited inside the Local API call). */
async function tagsDuring(change: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = []
  const listen = (tags: string[]) => seen.push(...tags)
  bus.on('tags', listen)
  try {
    await change()
  } finally {
    bus.off('tags', listen)
  }
  return [...new Set(seen)].sort()
}

const exactly = (...tags: string[]) => [...new Set(tags)].sort()

const publishedPost = (overrides: Parameters<typeof postData>[1] = {}) =>
  payload.create({
    collection: 'posts',
    data: postData(author, { categories: [category.id], _status: 'published', ...overrides }),
  })

describe('posts', () => {
  it('publishing expires the post, the lists and its category and author filters', async () => {
    const slug = `fresh-${unique()}`
    const tags = await tagsDuring(() => publishedPost({ slug }))
    expect(tags).toEqual(
      exactly(`posts:${slug}`, 'posts', `posts:category:${category.id}`, `posts:author:${author.id}`),
    )
  })

  it('publishing a post in a series expires that series filter', async () => {
    const original = await makeOriginal(payload)
    const slug = `serial-${unique()}`
    const tags = await tagsDuring(() => publishedPost({ slug, original: original.id }))
    expect(tags).toEqual(
      exactly(
        `posts:${slug}`,
        'posts',
        `posts:category:${category.id}`,
        `posts:author:${author.id}`,
        `posts:original:${original.id}`,
      ),
    )
  })

  it('a change expires the pages of published posts that pick it as related', async () => {
    const target = await publishedPost()
    const picker = await publishedPost({ relatedPosts: [target.id] })
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'posts', id: target.id, data: { title: 'Retitled', _status: 'published' } }),
    )
    // The picker shows the article on its page and, through its related list, in its lists.
    const lists = ['posts', `posts:category:${category.id}`, `posts:author:${author.id}`]
    expect(tags).toEqual(exactly(`posts:${target.slug}`, `posts:${picker.slug}`, ...lists))
  })

  it('a draft of a new post expires nothing, nor do later draft saves', async () => {
    let id = 0
    const created = await tagsDuring(async () => {
      id = (await payload.create({ collection: 'posts', data: postData(author, { categories: [category.id] }) })).id
    })
    expect(created).toEqual([])
    const saved = await tagsDuring(() =>
      payload.update({ collection: 'posts', id, data: { title: 'Still a draft' }, draft: true }),
    )
    expect(saved).toEqual([])
  })

  it('a draft saved over a published post expires nothing', async () => {
    const post = await publishedPost()
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'posts', id: post.id, data: { title: 'Work in progress' }, draft: true }),
    )
    expect(tags).toEqual([])
  })

  it('unpublishing expires the post and its lists', async () => {
    const post = await publishedPost()
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } }),
    )
    expect(tags).toEqual(
      exactly(`posts:${post.slug}`, 'posts', `posts:category:${category.id}`, `posts:author:${author.id}`),
    )
  })

  it('unpublishing a post with a newer draft still expires the post and its lists', async () => {
    const post = await publishedPost()
    await payload.update({ collection: 'posts', id: post.id, data: { title: 'Work in progress' }, draft: true })
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } }),
    )
    expect(tags).toEqual(
      exactly(`posts:${post.slug}`, 'posts', `posts:category:${category.id}`, `posts:author:${author.id}`),
    )
  })

  it('publishing a draft that moved the post to a new slug expires the address visitors saw', async () => {
    const post = await publishedPost({ slug: `seen-${unique()}` })
    const moved = `moved-${unique()}`
    await payload.update({ collection: 'posts', id: post.id, data: { slug: moved }, draft: true })
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' } }),
    )
    expect(tags).toEqual(
      exactly(
        `posts:${post.slug}`,
        `posts:${moved}`,
        'posts',
        `posts:category:${category.id}`,
        `posts:author:${author.id}`,
      ),
    )
  })

  it('a slug change expires the old and the new address', async () => {
    const post = await publishedPost({ slug: `old-${unique()}` })
    const newSlug = `new-${unique()}`
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'posts', id: post.id, data: { slug: newSlug, _status: 'published' } }),
    )
    const lists = ['posts', `posts:category:${category.id}`, `posts:author:${author.id}`]
    expect(tags).toEqual(exactly(`posts:${post.slug}`, `posts:${newSlug}`, ...lists))
  })

  it('moving a post to another category expires both category filters', async () => {
    const other = await makeCategory(payload)
    const post = await publishedPost()
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'posts', id: post.id, data: { categories: [other.id], _status: 'published' } }),
    )
    expect(tags).toEqual(
      exactly(
        `posts:${post.slug}`,
        'posts',
        `posts:category:${category.id}`,
        `posts:category:${other.id}`,
        `posts:author:${author.id}`,
      ),
    )
  })

  it('deleting a published post expires it and its lists', async () => {
    const post = await publishedPost()
    const tags = await tagsDuring(() => payload.delete({ collection: 'posts', id: post.id }))
    expect(tags).toEqual(
      exactly(`posts:${post.slug}`, 'posts', `posts:category:${category.id}`, `posts:author:${author.id}`),
    )
  })
})

describe('taxonomy, pages, globals, redirects', () => {
  it('renaming a category expires it, its filter and the pages of its published posts', async () => {
    const renamed = await makeCategory(payload)
    const inside = await publishedPost({ categories: [renamed.id] })
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'categories', id: renamed.id, data: { title: 'Renamed category' } }),
    )
    expect(tags).toEqual(
      exactly(
        `categories:${renamed.slug}`,
        'categories',
        `posts:${inside.slug}`,
        'posts',
        `posts:category:${renamed.id}`,
        `posts:author:${author.id}`,
      ),
    )
  })

  it('editing an author expires their page, filter and posts', async () => {
    const writer = await makeAuthor(payload)
    const post = await payload.create({ collection: 'posts', data: postData(writer, { _status: 'published' }) })
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'authors', id: writer.id, data: { role: 'Head of Year 9' } }),
    )
    expect(tags).toEqual(
      exactly(`authors:${writer.id}`, 'authors', `posts:${post.slug}`, 'posts', `posts:author:${writer.id}`),
    )
  })

  it('publishing a page expires it and the page list; its draft expires nothing', async () => {
    const slug = `page-${unique()}`
    const draft = await tagsDuring(() => payload.create({ collection: 'pages', data: pageData({ slug }) }))
    expect(draft).toEqual([])
    const page = await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, draft: true })
    const published = await tagsDuring(() =>
      payload.update({ collection: 'pages', id: page.docs[0].id, data: { _status: 'published' } }),
    )
    expect(published).toEqual(exactly(`pages:${slug}`, 'pages'))
  })

  it.each(['navigation', 'footer', 'home', 'site-settings'] as const)(
    'updating the %s global expires its global tag',
    async (slug) => {
      const tags = await tagsDuring(() => payload.updateGlobal({ slug, data: {} }))
      expect(tags).toEqual(exactly(`global:${slug}`))
    },
  )

  it('creating, changing and deleting a redirect expires the redirect table', async () => {
    let id = 0
    const created = await tagsDuring(async () => {
      id = (
        await payload.create({
          collection: 'redirects',
          data: { from: `/gone-${unique()}`, to: { type: 'custom', url: '/somewhere' }, type: '302' },
        })
      ).id
    })
    expect(created).toEqual(['redirects'])
    const updated = await tagsDuring(() =>
      payload.update({ collection: 'redirects', id, data: { to: { type: 'custom', url: '/elsewhere' } } }),
    )
    expect(updated).toEqual(['redirects'])
    const deleted = await tagsDuring(() => payload.delete({ collection: 'redirects', id }))
    expect(deleted).toEqual(['redirects'])
  })

  it('a redirect to an article follows it: moving or unpublishing the article expires the redirect table', async () => {
    const post = await publishedPost()
    await payload.create({
      collection: 'redirects',
      data: {
        from: `/old-${unique()}`,
        to: { type: 'reference', reference: { relationTo: 'posts', value: post.id } },
        type: '302',
      },
      context: { disableRevalidate: true },
    })
    const newSlug = `moved-${unique()}`
    const moved = await tagsDuring(() =>
      payload.update({ collection: 'posts', id: post.id, data: { slug: newSlug, _status: 'published' } }),
    )
    const lists = ['posts', `posts:category:${category.id}`, `posts:author:${author.id}`]
    expect(moved).toEqual(exactly(`posts:${post.slug}`, `posts:${newSlug}`, ...lists, 'redirects'))
  })
})

describe('media: a new file, new words or a deletion reach every page that shows the image', () => {
  const replace = (id: number) => async () =>
    payload.update({ collection: 'media', id, data: { alt: `Replaced ${unique()}` }, file: await png() })

  it('a page hero image: that page and the page list', async () => {
    const image = await makeMedia(payload, 'Page hero')
    const page = await payload.create({
      collection: 'pages',
      data: pageData({ heroImage: image.id, _status: 'published' }),
    })
    expect(await tagsDuring(replace(image.id))).toEqual(exactly(`pages:${page.slug}`, 'pages'))
  })

  it("an author's avatar: the author, and the pages of their articles (which show it)", async () => {
    const avatar = await makeMedia(payload, 'Avatar')
    const writer = await payload.create({
      collection: 'authors',
      data: { name: `Writer ${unique()}`, avatar: avatar.id },
    })
    const post = await payload.create({ collection: 'posts', data: postData(writer, { _status: 'published' }) })
    // Lists show the author's name beside an article, never the avatar: they stay.
    expect(await tagsDuring(replace(avatar.id))).toEqual(
      exactly(`authors:${writer.id}`, 'authors', `posts:${post.slug}`),
    )
  })

  it("a series' cover: the series, its list, and the pages of its articles", async () => {
    const cover = await makeMedia(payload, 'Cover')
    const series = await payload.create({
      collection: 'originals',
      data: { title: 'Covered', slug: `covered-${unique()}`, cover: cover.id },
    })
    const post = await publishedPost({ original: series.id })
    expect(await tagsDuring(replace(cover.id))).toEqual(
      exactly(`originals:${series.slug}`, 'originals', `posts:${post.slug}`),
    )
  })

  it("an article's hero image, an image in its body and an image block in it", async () => {
    for (const place of ['heroImage', 'upload', 'blockImage'] as const) {
      const image = await makeMedia(payload, place)
      const post = await publishedPost(
        place === 'heroImage' ? { heroImage: image.id } : { content: articleBody({ [place]: image }) },
      )
      const lists = ['posts', `posts:category:${category.id}`, `posts:author:${author.id}`]
      expect(await tagsDuring(replace(image.id)), place).toEqual(exactly(`posts:${post.slug}`, ...lists))
    }
  })

  it('an image in a block of a page, inside an array (listicle)', async () => {
    const image = await makeMedia(payload, 'Listicle item')
    const page = await payload.create({
      collection: 'pages',
      data: pageData({
        blocks: [{ blockType: 'listicle', items: [{ title: 'One', image: image.id }] }],
        _status: 'published',
      }),
    })
    expect(await tagsDuring(replace(image.id))).toEqual(exactly(`pages:${page.slug}`, 'pages'))
  })

  it('an image nobody shows, or only a draft shows: nothing', async () => {
    const unused = await makeMedia(payload, 'Unused')
    expect(await tagsDuring(replace(unused.id))).toEqual([])
    const inDraft = await makeMedia(payload, 'In a draft')
    await payload.create({ collection: 'posts', data: postData(author, { heroImage: inDraft.id }) })
    expect(await tagsDuring(replace(inDraft.id))).toEqual([])
  })
})

describe('globals show documents too', () => {
  it('a page linked from the navigation: retitling it expires the navigation', async () => {
    const page = await payload.create({ collection: 'pages', data: pageData({ _status: 'published' }) })
    await payload.updateGlobal({
      slug: 'navigation',
      data: {
        minimal: [{ link: { type: 'reference', reference: { relationTo: 'pages', value: page.id }, label: 'Go' } }],
      },
      context: { disableRevalidate: true },
    })
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'pages', id: page.id, data: { title: 'Retitled page' } }),
    )
    expect(tags).toEqual(exactly(`pages:${page.slug}`, 'pages', 'global:navigation'))
  })

  it('the hero image of an article the home page picks: the home page shows it (read two deep)', async () => {
    const image = await makeMedia(payload, 'Picked hero')
    const post = await publishedPost({ heroImage: image.id })
    await payload.updateGlobal({
      slug: 'home',
      data: { sections: [{ blockType: 'trending', heading: 'Trending', picks: [post.id] }] },
      context: { disableRevalidate: true },
    })
    const lists = ['posts', `posts:category:${category.id}`, `posts:author:${author.id}`]
    expect(await tagsDuring(() => payload.update({ collection: 'media', id: image.id, data: { alt: 'New' } }))).toEqual(
      exactly(`posts:${post.slug}`, ...lists, 'global:home'),
    )
  })

  it('the site logo: the settings', async () => {
    const logo = await makeMedia(payload, 'Logo')
    await payload.updateGlobal({ slug: 'site-settings', data: { logo: logo.id }, context: { disableRevalidate: true } })
    expect(await tagsDuring(() => payload.update({ collection: 'media', id: logo.id, data: { alt: 'Logo' } }))).toEqual(
      exactly('global:site-settings'),
    )
  })
})

describe('media deleted', () => {
  // Last in the file: SQLite hands a deleted row's id to the next row, and the references to a
  // deleted document stay until the documents holding them are saved again, so a later image
  // would be taken for this one (more expired than needed; never a stale page).
  it("deleting an avatar also reaches the lists of the author's articles (the avatar id they hold is cleared)", async () => {
    const avatar = await makeMedia(payload, 'Avatar to delete')
    const writer = await payload.create({
      collection: 'authors',
      data: { name: `Writer ${unique()}`, avatar: avatar.id },
    })
    const post = await payload.create({ collection: 'posts', data: postData(writer, { _status: 'published' }) })
    expect(await tagsDuring(() => payload.delete({ collection: 'media', id: avatar.id }))).toEqual(
      exactly(`authors:${writer.id}`, 'authors', `posts:${post.slug}`, 'posts', `posts:author:${writer.id}`),
    )
  })
})

describe('the reference index', () => {
  const rows = async () => {
    const { docs } = await payload.find({ collection: 'document-references', limit: 0, pagination: false })
    return docs
      .map((d) => ({ source: d.source, targets: [...(d.targets ?? [])].sort() }))
      .sort((a, b) => (a.source < b.source ? -1 : 1))
  }

  it('is rebuilt from stored documents by migrate when it is empty (databases from before it existed)', async () => {
    const { backfillReferences } = await import('@/hooks/backfill-references')
    const post = await publishedPost({ slug: `indexed-${unique()}` })
    const before = await rows()
    const own = { source: `posts:${post.id}`, targets: [`authors:${author.id}`, `categories:${category.id}`] }
    expect(before).toContainEqual(own)
    // A filled index is left alone.
    expect(await backfillReferences(payload)).toBe(0)
    await payload.delete({ collection: 'document-references', where: { id: { exists: true } } })
    expect(await rows()).toEqual([])
    expect(await backfillReferences(payload)).toBeGreaterThan(0)
    const after = await rows()
    expect(after).toContainEqual(own)
    // Each rebuilt row is what the hooks had recorded. (The hooks also keep rows of documents that
    // since stopped showing anything public, which a rebuild does not bring back: they expire nothing.)
    for (const row of after) expect(before).toContainEqual(row)
  })
})
