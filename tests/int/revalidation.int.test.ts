/**
 * Which cache tags each change expires (src/hooks/revalidate.ts). expireTags announces every batch
 * on the process bus before touching Next's cache, so listening there sees exactly what a
 * running site would expire.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Author, Category } from '@/payload-types'
import { bus } from '@/server/bus'

import { makeAuthor, makeCategory, makeOriginal, pageData, postData, unique } from './support/fixtures'
import { getTestPayload } from './support/payload'

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
  return seen
}

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
      expect.arrayContaining([`posts:${slug}`, 'posts', `posts:category:${category.id}`, `posts:author:${author.id}`]),
    )
  })

  it('publishing a post in a series expires that series filter', async () => {
    const original = await makeOriginal(payload)
    const tags = await tagsDuring(() => publishedPost({ original: original.id }))
    expect(tags).toContain(`posts:original:${original.id}`)
  })

  it('a change expires the pages of published posts that pick it as related', async () => {
    const target = await publishedPost()
    const picker = await publishedPost({ relatedPosts: [target.id] })
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'posts', id: target.id, data: { title: 'Retitled', _status: 'published' } }),
    )
    expect(tags).toContain(`posts:${picker.slug}`)
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
      expect.arrayContaining([
        `posts:${post.slug}`,
        'posts',
        `posts:category:${category.id}`,
        `posts:author:${author.id}`,
      ]),
    )
  })

  it('a slug change expires the old and the new address', async () => {
    const post = await publishedPost({ slug: `old-${unique()}` })
    const newSlug = `new-${unique()}`
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'posts', id: post.id, data: { slug: newSlug, _status: 'published' } }),
    )
    expect(tags).toEqual(expect.arrayContaining([`posts:${post.slug}`, `posts:${newSlug}`]))
  })

  it('moving a post to another category expires both category filters', async () => {
    const other = await makeCategory(payload)
    const post = await publishedPost()
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'posts', id: post.id, data: { categories: [other.id], _status: 'published' } }),
    )
    expect(tags).toEqual(expect.arrayContaining([`posts:category:${category.id}`, `posts:category:${other.id}`]))
  })

  it('deleting a published post expires it and its lists', async () => {
    const post = await publishedPost()
    const tags = await tagsDuring(() => payload.delete({ collection: 'posts', id: post.id }))
    expect(tags).toEqual(
      expect.arrayContaining([
        `posts:${post.slug}`,
        'posts',
        `posts:category:${category.id}`,
        `posts:author:${author.id}`,
      ]),
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
      expect.arrayContaining([
        `categories:${renamed.slug}`,
        'categories',
        `posts:category:${renamed.id}`,
        `posts:${inside.slug}`,
      ]),
    )
  })

  it('editing an author expires their page, filter and posts', async () => {
    const writer = await makeAuthor(payload)
    const post = await payload.create({ collection: 'posts', data: postData(writer, { _status: 'published' }) })
    const tags = await tagsDuring(() =>
      payload.update({ collection: 'authors', id: writer.id, data: { role: 'Head of Year 9' } }),
    )
    expect(tags).toEqual(
      expect.arrayContaining([`authors:${writer.id}`, `posts:author:${writer.id}`, `posts:${post.slug}`]),
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
    expect(published).toEqual(expect.arrayContaining([`pages:${slug}`, 'pages']))
  })

  it.each(['navigation', 'footer', 'home', 'site-settings'] as const)(
    'updating the %s global expires its global tag',
    async (slug) => {
      const tags = await tagsDuring(() => payload.updateGlobal({ slug, data: {} }))
      expect(tags).toEqual([`global:${slug}`])
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
})
