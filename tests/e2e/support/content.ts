/**
 * Reads of the seeded content through the public REST API (anonymous: only what visitors may see),
 * so that specs compare pages with what the CMS holds instead of hard-coding texts.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export type PublicDoc = { id: number; slug?: string; title?: string; name?: string; [key: string]: unknown }

export const FIXED_PAGES = [
  'about-us',
  'accessibility-statement',
  'advertise',
  'back-to-school',
  'become-a-creator',
  'careers',
  'ccpa',
  'contact',
  'dmca',
  'faq',
  'giveaway-rules',
  'privacy',
  'submission',
  'terms',
] as const

export async function apiDocs(request: APIRequestContext, collection: string, query: Record<string, string> = {}): Promise<PublicDoc[]> {
  const params = new URLSearchParams({ depth: '0', limit: '100', ...query })
  const response = await request.get(`/api/${collection}?${params}`)
  expect(response.status(), `GET /api/${collection}?${params}`).toBe(200)
  return ((await response.json()) as { docs: PublicDoc[] }).docs
}

export async function apiDoc(request: APIRequestContext, collection: string, slug: string): Promise<PublicDoc> {
  const [doc] = await apiDocs(request, collection, { 'where[slug][equals]': slug })
  expect(doc, `${collection} "${slug}" through the REST API`).toBeTruthy()
  return doc
}

export async function apiGlobal<T = Record<string, unknown>>(request: APIRequestContext, slug: string): Promise<T> {
  const response = await request.get(`/api/globals/${slug}?depth=0`)
  expect(response.status(), `GET /api/globals/${slug}`).toBe(200)
  return (await response.json()) as T
}

/** The oldest published article: a stable choice while other tests publish new ones. */
export async function someArticle(request: APIRequestContext): Promise<PublicDoc> {
  const [post] = await apiDocs(request, 'posts', { sort: 'publishedAt', limit: '1', depth: '1' })
  expect(post, 'a published article').toBeTruthy()
  return post
}

/** Every JSON-LD node of the page, arrays and @graph flattened. */
export async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const nodes: Record<string, unknown>[] = []
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add)
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>
      if (Array.isArray(node['@graph'])) add(node['@graph'])
      if (node['@type']) nodes.push(node)
    }
  }
  for (const text of blocks) add(JSON.parse(text))
  return nodes
}

export const ofType = (nodes: Record<string, unknown>[], type: string) =>
  nodes.filter((n) => n['@type'] === type || (Array.isArray(n['@type']) && n['@type'].includes(type)))

/** Prefix of every slug the tests create (see cms.ts): other tests leave such documents alone. */
export const TEST_PREFIX = 'e2e-'

/** Documents of the seed only, never those another test is creating and deleting right now. */
export const seeded = <T extends { slug?: unknown }>(docs: T[]) =>
  docs.filter((d) => !(typeof d.slug === 'string' && d.slug.startsWith(TEST_PREFIX)))
