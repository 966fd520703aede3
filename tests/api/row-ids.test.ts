/**
 * Array and block rows whose id is already taken (copied from another document, or repeated in
 * one save) are saved with a fresh id, never a 500: over REST and GraphQL, for collections and
 * globals (src/hooks/row-ids.ts). The document the id came from keeps its rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Author } from '@/payload-types'

import { asUser } from '../int/support/payload'
import { buildWorld, type World } from '../int/support/world'
import { bearer } from './support/http'
import { startApiServer, type ApiServer } from './support/server'

const PASSWORD = 'correct horse battery staple'

let api: ApiServer
let editor: Record<string, string>
let source: Author
let world: World

beforeAll(async () => {
  api = await startApiServer()
  world = await buildWorld(api.payload)
  const user = await asUser('editor', { password: PASSWORD })
  const { token } = await api.payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })
  editor = bearer(token!)
  source = await api.payload.create({
    collection: 'authors',
    data: { name: 'Source', socials: [{ network: 'bluesky', url: 'https://bsky.app/profile/source' }] },
  })
}, 120_000)

afterAll(async () => {
  await api?.close()
})

const sourceRowId = () => source.socials![0].id!

async function rest(method: string, path: string, body: unknown) {
  const response = await fetch(`${api.restUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...editor },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, text, json: JSON.parse(text) as { doc?: Author } & Record<string, unknown> }
}

async function graphql(query: string, variables: unknown) {
  const response = await fetch(api.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...editor },
    body: JSON.stringify({ query, variables }),
  })
  const text = await response.text()
  return {
    status: response.status,
    text,
    json: JSON.parse(text) as {
      data?: Record<string, { id: number; socials: { id: string; url: string }[] }>
      errors?: unknown[]
    },
  }
}

/** The source author still has its row, under its id. */
async function sourceIntact() {
  const stored = await api.payload.findByID({ collection: 'authors', id: source.id })
  expect(stored.socials?.map((s) => [s.id, s.url])).toEqual([[sourceRowId(), 'https://bsky.app/profile/source']])
}

describe('a row whose id another document holds', () => {
  it('is saved under a fresh id when created over REST', async () => {
    const copied = { id: sourceRowId(), network: 'bluesky', url: 'https://bsky.app/profile/copy' }
    const { status, text, json } = await rest('POST', '/authors', { name: 'Copy', socials: [copied] })
    expect(status, text).toBe(201)
    const row = json.doc!.socials![0]
    expect(row.url).toBe(copied.url)
    expect(row.id).not.toBe(sourceRowId())
    await sourceIntact()
  })

  it('is saved under a fresh id when updated over REST, and a row of its own keeps its id', async () => {
    const own = await api.payload.create({
      collection: 'authors',
      data: { name: 'Own', socials: [{ network: 'x', url: 'https://x.com/own' }] },
    })
    const ownId = own.socials![0].id!
    const { status, text, json } = await rest('PATCH', `/authors/${own.id}`, {
      socials: [
        { id: ownId, network: 'x', url: 'https://x.com/own' },
        { id: sourceRowId(), network: 'bluesky', url: 'https://bsky.app/profile/pasted' },
        { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', network: 'x', url: 'https://x.com/new' },
      ],
    })
    expect(status, text).toBe(200)
    const ids = json.doc!.socials!.map((s) => s.id)
    expect(ids[0]).toBe(ownId)
    expect(ids[1]).not.toBe(sourceRowId())
    expect(ids[2]).toBe('aaaaaaaaaaaaaaaaaaaaaaaa')
    await sourceIntact()
  })

  it('is saved under a fresh id over GraphQL, created or updated', async () => {
    const created = await graphql(
      'mutation ($data: mutationAuthorInput!) { createAuthor(data: $data) { id socials { id url } } }',
      { data: { name: 'GraphQL copy', socials: [{ id: sourceRowId(), network: 'x', url: 'https://x.com/gql' }] } },
    )
    expect(created.json.errors, created.text).toBeUndefined()
    const author = created.json.data!.createAuthor
    expect(author.socials[0].id).not.toBe(sourceRowId())
    const updated = await graphql(
      'mutation ($id: Int!, $data: mutationAuthorUpdateInput!) { updateAuthor(id: $id, data: $data) { id socials { id url } } }',
      { id: author.id, data: { socials: [{ id: sourceRowId(), network: 'x', url: 'https://x.com/gql2' }] } },
    )
    expect(updated.json.errors, updated.text).toBeUndefined()
    expect(updated.json.data!.updateAuthor.socials.map((s) => s.url)).toEqual(['https://x.com/gql2'])
    expect(updated.json.data!.updateAuthor.socials[0].id).not.toBe(sourceRowId())
    await sourceIntact()
  })
})

describe('rows repeating an id within one save', () => {
  it('are all saved, each under its own id (collection, REST)', async () => {
    const id = 'bbbbbbbbbbbbbbbbbbbbbbbb'
    const { status, text, json } = await rest('POST', '/authors', {
      name: 'Twice',
      socials: [
        { id, network: 'x', url: 'https://x.com/one' },
        { id, network: 'x', url: 'https://x.com/two' },
      ],
    })
    expect(status, text).toBe(201)
    const rows = json.doc!.socials!
    expect(rows.map((s) => s.url)).toEqual(['https://x.com/one', 'https://x.com/two'])
    expect(rows[0].id).toBe(id)
    expect(rows[1].id).not.toBe(id)
  })

  it('are all saved, each under its own id (global, REST and GraphQL)', async () => {
    const id = 'cccccccccccccccccccccccc'
    const groups = [
      { id, title: 'One', links: [] },
      { id, title: 'Two', links: [] },
    ]
    const { status, text } = await rest('POST', '/globals/footer', { groups })
    expect(status, text).toBe(200)
    const footer = await api.payload.findGlobal({ slug: 'footer' })
    expect(footer.groups?.map((g) => g.title)).toEqual(['One', 'Two'])
    expect(new Set(footer.groups?.map((g) => g.id)).size).toBe(2)
    const viaGraphQL = await graphql(
      'mutation ($data: mutationFooterInput!) { updateFooter(data: $data) { groups { id title } } }',
      {
        data: {
          groups: groups.map((g) => ({ ...g, title: `${g.title}!` })),
          newsletter: { heading: 'Subscribe', buttonLabel: 'Join', consentText: 'We send one email a week.' },
        },
      },
    )
    expect(viaGraphQL.json.errors, viaGraphQL.text).toBeUndefined()
    const saved = (viaGraphQL.json.data!.updateFooter as unknown as { groups: { id: string; title: string }[] }).groups
    expect(saved.map((g) => g.title)).toEqual(['One!', 'Two!'])
    expect(new Set(saved.map((g) => g.id)).size).toBe(2)
  })
})

describe('blocks copied from another page', () => {
  it('are saved under fresh ids, their nested rows too, and the page they came from keeps its own', async () => {
    const from = await api.payload.findByID({ collection: 'pages', id: world.page.id, depth: 0 })
    const blocks = from.blocks ?? []
    const ids = (rows: typeof blocks) =>
      rows.flatMap((block) => [block.id, ...('items' in block ? (block.items ?? []).map((item) => item.id) : [])])
    const { status, text, json } = await rest('POST', '/pages', {
      title: 'Copied page',
      slug: `copied-${Date.now()}`,
      layout: 'page',
      heroImage: from.heroImage,
      blocks,
    })
    expect(status, text).toBe(201)
    const copied = (json.doc as unknown as typeof from).blocks ?? []
    expect(copied.map((b) => b.blockType)).toEqual(blocks.map((b) => b.blockType))
    const fresh = ids(copied)
    expect(fresh).toHaveLength(ids(blocks).length)
    for (const id of fresh) expect(ids(blocks)).not.toContain(id)
    const after = await api.payload.findByID({ collection: 'pages', id: world.page.id, depth: 0 })
    expect(ids(after.blocks ?? [])).toEqual(ids(blocks))
  })
})
