/**
 * The access matrix (tests/access/matrix.ts), run row by row over REST and over GraphQL (and
 * websockets for subscriptions) against a running server: Payload's REST handler and our /graphql
 * handler on a real http server, over a fresh database (SQLite, and Postgres in api-postgres).
 * Every caller has a real account and token and connects from its own address; the twin is a
 * member whose id equals the contributor's. A collection, global, operation or custom GraphQL
 * field without rows fails the first test.
 */
import { configToSchema } from '@payloadcms/graphql'
import type { CollectionSlug, Field } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ruleName } from '@/access/rule'
import { graphQLSetup } from '@/graphql/server/schema'

import { CALLERS, MATRIX, type Caller, type Entity, type Operation, type Outcome, type Subject } from '../access/matrix'
import { probeCustom } from './support/access/custom'
import type { Doc } from './support/access/adapters'
import { COLLECTIONS } from './support/access/entities'
import { COLLECTION_PROBES, probeGlobal, type Attempt, type Protocol } from './support/access/probes'
import { graphql, rest, type Observed } from './support/access/client'
import { makeWorld, type World } from './support/access/world'
import { startApiServer, type ApiServer } from './support/server'

let api: ApiServer
let w: World

beforeAll(async () => {
  api = await startApiServer()
  w = await makeWorld(api)
}, 120_000)

afterAll(async () => {
  await api?.close()
})

const shared = new Map<string, Promise<Doc>>()

/** Account subjects are the callers' own accounts; a fresh one only where one is deleted. */
function account(subject: Subject): Doc | undefined {
  const { contributor } = w.users
  const { member, twin } = w.members
  if (subject === 'contributorAccount')
    return { id: contributor.id, marker: contributor.email, email: contributor.email }
  if (subject === 'memberAccount') return { id: member.id, marker: member.email, email: member.email }
  if (subject === 'twinAccount') return { id: twin.id, marker: twin.email, email: twin.email }
}

function subjectOf(slug: string, subject: Subject) {
  return (fresh = false): Promise<Doc> => {
    const own = account(subject)
    if (own && !fresh) return Promise.resolve(own)
    const make = () => COLLECTIONS[slug].make(w, subject)
    if (fresh) return make()
    const key = `${slug}:${subject}`
    if (!shared.has(key)) shared.set(key, make())
    // A member's new profile picture replaces the one that was the subject (onePerMember): make it again.
    if (COLLECTIONS[slug].onePerMember) {
      const made = shared.get(key)!
      shared.set(
        key,
        made.then(async (doc) =>
          (await w.payload.count({ collection: slug as CollectionSlug, where: { id: { equals: doc.id } } })).totalDocs
            ? doc
            : make(),
        ),
      )
    }
    return shared.get(key)!
  }
}

/**
 * Over GraphQL, a field that does not exist refuses as surely as an error does; a write to a
 * document the caller cannot see is refused (403) or not found (404), as Payload's route has it.
 */
const matches = (expected: Outcome, observed: Observed, protocol: Protocol, operation: Operation) =>
  observed.outcome === expected ||
  observed.outcome === 'n/a' ||
  (protocol === 'graphql' && observed.outcome === 'absent' && expected === 'deny') ||
  (expected === 'hidden' && observed.outcome === 'deny' && (operation === 'update' || operation === 'delete'))

type Probe = (caller: Caller, protocol: Protocol, expected: Outcome) => Promise<Observed>

async function runRows(name: string, entity: Entity, probe: (operation: Operation, subject: Subject) => Probe) {
  const failures: string[] = []
  for (const { operation, subject, expect: cells } of entity.rows) {
    const attempt = probe(operation, subject)
    for (const caller of CALLERS) {
      for (const protocol of ['rest', 'graphql'] as const) {
        const expected = cells[caller]
        const observed = await attempt(caller, protocol, expected).catch((error: unknown) => ({
          outcome: 'error' as const,
          detail: `threw: ${(error as Error).stack ?? String(error)}`,
        }))
        if (!matches(expected, observed, protocol, operation)) {
          failures.push(
            `${name} ${operation} (${subject}) as ${caller} over ${protocol}: expected ${expected}, got ${observed.outcome} ${observed.detail}`,
          )
        }
      }
    }
  }
  return failures
}

/** What Payload generates from the config alone, without our queries, mutations and subscriptions. */
function payloadOwnFields() {
  const config = w.payload.config
  const { queries: _q, mutations: _m, ...graphQL } = config.graphQL
  const { schema } = configToSchema({ ...config, graphQL } as typeof config)
  return new Set([
    ...Object.keys(schema.getQueryType()!.getFields()),
    ...Object.keys(schema.getMutationType()!.getFields()),
  ])
}

function requiredOperations(slug: string): Operation[] {
  const { config } = w.payload.collections[slug as keyof typeof w.payload.collections]
  return [
    'read',
    'create',
    'update',
    'delete',
    'readVersions',
    ...(config.versions && typeof config.versions === 'object' && config.versions.drafts ? (['publish'] as const) : []),
    ...(config.auth ? (['unlock', 'me', 'admin'] as const) : []),
    ...(config.upload ? (['file'] as const) : []),
  ]
}

describe('the access matrix', () => {
  it('has rows for every collection, global, operation and custom GraphQL field of the running config', () => {
    const config = w.payload.config
    expect(Object.keys(MATRIX.collections).sort()).toEqual(config.collections.map((c) => c.slug).sort())
    expect(Object.keys(MATRIX.globals).sort()).toEqual(config.globals.map((g) => g.slug).sort())
    for (const [slug, entity] of Object.entries(MATRIX.collections)) {
      const present = new Set(entity.rows.map((r) => r.operation))
      expect(
        requiredOperations(slug).filter((op) => !present.has(op)),
        `operations without rows in ${slug}`,
      ).toEqual([])
    }
    for (const entity of Object.values(MATRIX.globals)) {
      // Every operation a global has, and no other (the home page reads its draft as a second row).
      expect([...new Set(entity.rows.map((r) => r.operation))].sort()).toEqual(['read', 'readVersions', 'update'])
    }
    // Everything of our own in the schema: queries and mutations Payload would not have made, and every subscription.
    const { schema } = graphQLSetup(config)
    const own = payloadOwnFields()
    const custom = [
      ...Object.keys(schema.getQueryType()!.getFields()),
      ...Object.keys(schema.getMutationType()!.getFields()),
    ].filter((name) => !own.has(name))
    const subscriptions = Object.keys(schema.getSubscriptionType()?.getFields() ?? {})
    expect(Object.keys(MATRIX.graphql).sort()).toEqual([...custom, ...subscriptions].sort())
  })

  it("uses only the rules of src/access, down to the fields (or, for Payload's own fields, rules that refuse everyone)", async () => {
    // Payload's auth fields (hash, salt, reset tokens) carry rules of their own that refuse all writes.
    const people = [undefined, { collection: 'users', id: 1, role: 'admin' }, { collection: 'members', id: 1 }]
    const refusesEveryone = async (fn: (args: never) => unknown) => {
      for (const user of people) {
        const args = { req: { user, payload: w.payload }, doc: { id: 1 }, siblingData: {}, data: {}, id: 1 }
        if ((await fn(args as never)) !== false) return false
      }
      return true
    }
    const offenders: string[] = []
    const walk = async (where: string, fields: Field[]) => {
      for (const field of fields) {
        const name = 'name' in field ? field.name : field.type
        for (const [operation, fn] of Object.entries(('access' in field && field.access) || {})) {
          if (!ruleName(fn) && !(await refusesEveryone(fn))) offenders.push(`${where}.${name} access.${operation}`)
        }
        if ('fields' in field) await walk(`${where}.${name}`, field.fields)
        if (field.type === 'tabs') for (const tab of field.tabs) await walk(`${where}.${name}`, tab.fields)
        if (field.type === 'blocks') {
          for (const block of field.blocks)
            if (typeof block === 'object') await walk(`${where}.${block.slug}`, block.fields)
        }
      }
    }
    for (const c of w.payload.config.collections) await walk(c.slug, c.fields)
    for (const g of w.payload.config.globals) await walk(g.slug, g.fields)
    expect(offenders).toEqual([])
  })

  it('says why in plain words where it refuses, never 500', async () => {
    const member = await rest(w, 'member', 'GET', '/globals/navigation/versions')
    expect([member.status, member.json]).toEqual([
      403,
      { errors: [{ message: 'Only the editorial team may read versions.' }] },
    ])
    const editor = await rest(w, 'editor', 'GET', '/globals/navigation/versions')
    expect([editor.status, editor.json]).toEqual([404, { errors: [{ message: 'Navigation keeps no versions.' }] }])
    const unknownKey = await rest(w, 'contributor', 'DELETE', '/payload-preferences/no-such-key')
    expect([unknownKey.status, unknownKey.json]).toEqual([
      404,
      { errors: [{ message: 'You have no preference with this key.' }] },
    ])
    const twin = await rest(w, 'twin', 'POST', '/payload-preferences/columns', { json: { value: [] } })
    expect([twin.status, twin.json]).toEqual([
      403,
      { errors: [{ message: 'Only the editorial team keeps admin preferences.' }] },
    ])
    const access = await graphql(w, 'member', '{ Access { canAccessAdmin posts { create { permission } } } }')
    expect(access.json).toEqual({
      data: { Access: { canAccessAdmin: false, posts: { create: { permission: false } } } },
    })
  })

  for (const [slug, entity] of Object.entries(MATRIX.collections)) {
    it(`collection ${slug}`, async () => {
      const failures = await runRows(slug, entity, (operation, subject) => {
        const probe = COLLECTION_PROBES[operation]
        return (caller, protocol, expected) => {
          if (!probe) return Promise.resolve({ outcome: 'error', detail: `no probe for ${operation}` })
          const attempt: Attempt = {
            w,
            slug,
            operation,
            subject,
            caller,
            protocol,
            expected,
            doc: subjectOf(slug, subject),
          }
          return probe(attempt)
        }
      })
      expect(failures).toEqual([])
    }, 600_000)
  }

  for (const [slug, entity] of Object.entries(MATRIX.globals)) {
    it(`global ${slug}`, async () => {
      const failures = await runRows(
        slug,
        entity,
        (operation, subject) => (caller, protocol, expected) =>
          probeGlobal({ w, slug, operation, subject, caller, protocol, expected, doc: subjectOf(slug, subject) }),
      )
      expect(failures).toEqual([])
    }, 300_000)
  }

  for (const [field, entity] of Object.entries(MATRIX.graphql)) {
    it(`GraphQL ${field}`, async () => {
      const subjects = { published: subjectOf('posts', 'published'), draft: subjectOf('posts', 'draft') }
      const failures = await runRows(field, entity, (operation, subject) => async (caller, protocol) => {
        if (protocol === 'rest') return { outcome: 'n/a', detail: 'GraphQL only' }
        const doc = subject === 'draft' ? subjects.draft : subjects.published
        return probeCustom({ w, field, operation, caller, doc: () => doc() }, subjects)
      })
      expect(failures).toEqual([])
    }, 300_000)
  }
})
