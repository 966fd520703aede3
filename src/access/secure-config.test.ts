import type { PayloadRequest, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { isEditor } from '@/access/is-editor'
import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'
import { secureConfig } from '@/access/secure-config'

const rules = { read: anyone, create: isEditor, update: isEditor, delete: isEditor }

type Entity = Record<string, unknown>

const collection = (slug: string, access: Entity, extra: Entity = {}): Entity => ({
  slug,
  access,
  endpoints: [],
  versions: false,
  labels: { singular: slug },
  fields: [],
  flattenedFields: [],
  ...extra,
})

const config = (collections: Entity[], jobs: Entity = { run: isAdmin, queue: isEditor, cancel: isEditor }) =>
  ({ collections, globals: [], jobs: { access: jobs } }) as unknown as SanitizedConfig

const request = (user: Entity | null) => ({ user }) as unknown as PayloadRequest

describe('secureConfig', () => {
  it('refuses to start with an access function that is not one of src/access', () => {
    expect(() => secureConfig(config([collection('notes', { ...rules, read: () => true })]))).toThrow(
      'Collection "notes": access.read must be one of the rules in src/access',
    )
    // Payload's default readVersions (any signed-in account) is what a versioned collection gets without one.
    expect(() => secureConfig(config([collection('notes', rules, { versions: { drafts: true } })]))).toThrow(
      'access.readVersions',
    )
    expect(() => secureConfig(config([], { run: () => true, queue: isEditor, cancel: isEditor }))).toThrow(
      'Jobs: access.run',
    )
  })

  it("gives Payload's own collections their rules", () => {
    const inline = { read: () => true, create: () => true, update: () => true, delete: () => true }
    const locks = collection('payload-locked-documents', { ...inline })
    const jobs = collection('payload-jobs', { ...inline })
    const migrations = collection('payload-migrations', { ...inline }, { endpoints: false })
    secureConfig(config([locks, jobs, migrations]))
    expect(locks.access).toMatchObject({ read: isStaff, create: isStaff, update: isStaff, delete: isStaff })
    expect(jobs.access).toMatchObject({ read: nobody, create: nobody, update: nobody, delete: nobody })
    // No REST API: 404, not "501 Not Implemented".
    expect(migrations.endpoints).toEqual([])
  })

  it('answers /versions of what keeps none in words: 403 to outsiders, 404 to the team', async () => {
    const authors = collection('authors', rules, { labels: { singular: 'Author' } })
    secureConfig(config([authors]))
    const endpoint = (
      authors.endpoints as { path: string; method: string; handler: (r: PayloadRequest) => Response }[]
    ).find((e) => e.path === '/versions' && e.method === 'get')!
    const member = endpoint.handler(request({ collection: 'members', id: 1 }))
    expect(member.status).toBe(403)
    expect(await member.json()).toEqual({ errors: [{ message: 'Only the editorial team may read versions.' }] })
    const editor = endpoint.handler(request({ collection: 'users', id: 1, role: 'editor' }))
    expect(editor.status).toBe(404)
    expect(await editor.json()).toEqual({ errors: [{ message: 'Author keeps no versions.' }] })
  })
})
