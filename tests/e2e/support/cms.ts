/**
 * A small client of Payload's REST API for the tests: sign in, read, and create / publish /
 * unpublish / delete content as a signed-in editor. Everything a test creates is remembered and
 * deleted when the test ends (see fixtures.ts).
 */
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
} from '@playwright/test'

import { runtime } from './env'

export type Doc = { id: number; [key: string]: unknown }
export type Status = 'draft' | 'published'
type Collection = 'posts' | 'pages' | 'redirects' | 'authors' | 'categories' | 'originals'

/**
 * A unique slug starting with `e2e-` (TEST_PREFIX in content.ts, which other specs use to leave
 * such documents alone), so that parallel tests and reruns never share one.
 */
export function uniqueSlug(name: string): string {
  return `e2e-${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

/** The smallest rich-text value Payload's Lexical field accepts: one paragraph. */
export function lexicalParagraph(text: string) {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
        },
      ],
    },
  }
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  const body = await response.text()
  expect(response.ok(), `${what} answered ${response.status()}: ${body.slice(0, 1000)}`).toBe(true)
  return (body ? JSON.parse(body) : {}) as T
}

/** Signs in through POST /api/users/login and returns the JWT. */
export async function login(baseURL: string, email: string, password: string): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL })
  try {
    const response = await context.post('/api/users/login', { data: { email, password } })
    const { token } = await json<{ token?: string }>(response, `login as ${email}`)
    if (!token) throw new Error(`login as ${email} returned no token`)
    return token
  } finally {
    await context.dispose()
  }
}

/** A browser context signed in to the admin as `email` (its payload-token cookie); closing it is the caller's. */
export async function staffContext(browser: Browser, email: string): Promise<BrowserContext> {
  const { baseURL, password } = runtime()
  const context = await browser.newContext({ baseURL })
  const token = await login(baseURL, email, password)
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
  return context
}

export class Cms {
  private created: { collection: Collection; id: number }[] = []

  constructor(readonly api: APIRequestContext) {}

  async find(collection: Collection, query: Record<string, string>, opts: { draft?: boolean } = {}): Promise<Doc[]> {
    const params = new URLSearchParams({ depth: '0', limit: '100', ...query })
    if (opts.draft) params.set('draft', 'true')
    const { docs } = await json<{ docs: Doc[] }>(await this.api.get(`/api/${collection}?${params}`), `GET /api/${collection}`)
    return docs
  }

  async findBySlug(collection: Collection, slug: string): Promise<Doc | undefined> {
    const [doc] = await this.find(collection, { 'where[slug][equals]': slug })
    return doc
  }

  async create(collection: Collection, data: Record<string, unknown>, status?: Status): Promise<Doc> {
    const draft = status === 'draft' ? '?draft=true' : ''
    const body = status ? { ...data, _status: status } : data
    const { doc } = await json<{ doc: Doc }>(await this.api.post(`/api/${collection}${draft}`, { data: body }), `POST /api/${collection}`)
    this.created.push({ collection, id: doc.id })
    return doc
  }

  async update(collection: Collection, id: number, data: Record<string, unknown>, opts: { draft?: boolean } = {}): Promise<Doc> {
    const query = opts.draft ? '?draft=true' : ''
    const { doc } = await json<{ doc: Doc }>(
      await this.api.patch(`/api/${collection}/${id}${query}`, { data }),
      `PATCH /api/${collection}/${id}`,
    )
    return doc
  }

  publish(collection: 'posts' | 'pages', id: number, data: Record<string, unknown> = {}) {
    return this.update(collection, id, { ...data, _status: 'published' })
  }

  /** What the admin's "Unpublish" does: the document becomes a draft again. */
  unpublish(collection: 'posts' | 'pages', id: number) {
    return this.update(collection, id, { _status: 'draft' })
  }

  async remove(collection: Collection, id: number): Promise<void> {
    const response = await this.api.delete(`/api/${collection}/${id}`)
    await json(response, `DELETE /api/${collection}/${id}`)
    this.created = this.created.filter((c) => !(c.collection === collection && c.id === id))
  }

  /** Any author: new articles need one. */
  async anyAuthorId(): Promise<number> {
    const [author] = await this.find('authors', { limit: '1', sort: 'id' })
    if (!author) throw new Error('the seed has no authors')
    return author.id
  }

  /** A new article with the minimum the collection requires. */
  async createPost(opts: { title: string; slug: string; status: Status; excerpt?: string }): Promise<Doc> {
    return this.create(
      'posts',
      {
        title: opts.title,
        slug: opts.slug,
        generateSlug: false,
        excerpt: opts.excerpt ?? `An end-to-end test article: ${opts.title}.`,
        content: lexicalParagraph(`Body of ${opts.title}.`),
        authors: [await this.anyAuthorId()],
      },
      opts.status,
    )
  }

  /** Deletes what this helper created and has not deleted yet (newest first). */
  async cleanup(): Promise<void> {
    for (const { collection, id } of this.created.reverse()) {
      await this.api.delete(`/api/${collection}/${id}`).catch(() => undefined)
    }
    this.created = []
  }
}
