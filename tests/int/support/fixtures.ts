import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Author, Category, Original, Page, Post } from '@/payload-types'

/** A unique suffix: tests in a file share one database. */
export const unique = () => randomBytes(4).toString('hex')

/** The smallest valid Lexical document: one paragraph. */
export const richText = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        version: 1,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

export function makeAuthor(payload: Payload, name = `Author ${unique()}`): Promise<Author> {
  return payload.create({ collection: 'authors', data: { name } })
}

/** Slugs are generated from titles by the slug field; the generated types still ask for one. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function makeCategory(payload: Payload, title = `Category ${unique()}`): Promise<Category> {
  return payload.create({ collection: 'categories', data: { title, slug: slugOf(title) } })
}

export function makeOriginal(payload: Payload, title = `Series ${unique()}`): Promise<Original> {
  return payload.create({ collection: 'originals', data: { title, slug: slugOf(title) } })
}

/** Valid page data (title, slug, layout); `overrides` wins. */
export function pageData(overrides: Partial<Page> = {}) {
  const title = overrides.title ?? `Page ${unique()}`
  return { title, slug: slugOf(title), layout: 'page' as const, _status: 'draft' as const, ...overrides }
}

/** Valid post data (title, excerpt, body, one author); `overrides` wins. */
export function postData(author: Author | number, overrides: Partial<Post> = {}) {
  const title = overrides.title ?? `Post ${unique()}`
  return {
    title,
    slug: slugOf(title),
    excerpt: `About ${title}`,
    content: richText(`Body of ${title}`),
    authors: [typeof author === 'number' ? author : author.id],
    _status: 'draft' as const,
    ...overrides,
  } as Omit<Post, 'id' | 'createdAt' | 'updatedAt' | 'sizes'>
}
