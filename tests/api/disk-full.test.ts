/**
 * A full disk under the SQLite database and the media folder (a small filesystem made for this
 * file: tmpfs, which needs root, as CI has): writes are refused in words — 503 with Retry-After, or
 * 507 for an upload — never a 500; reads go on; nothing half-written is kept and the database stays
 * whole; once space returns, writes succeed again without a restart.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { editorToken, publishedPost } from './support/content'
import { startApiServer, type ApiServer } from './support/server'
import { dialect } from '../int/support/database'
import { richText } from '../int/support/fixtures'
import { png } from '../support/png'

const dir = path.dirname(new URL(process.env.DATABASE_URL!).pathname)
const ballast = path.join(dir, 'ballast')
let api: ApiServer
let editor: string
let form: number

const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
  const response = await fetch(api.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] },
  }
}

const SIGN_UP = 'mutation ($email: String!) { signUp(name: "Dee Disk", email: $email, password: "correct horse battery staple") }'
const members = async (email: string) =>
  (await api.payload.count({ collection: 'members', where: { email: { equals: email } } })).totalDocs

/** Fills the filesystem to the last byte. */
function fill() {
  const chunk = Buffer.alloc(64 * 1024, 1)
  const fd = fs.openSync(ballast, 'a')
  try {
    for (;;) fs.writeSync(fd, chunk)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
  } finally {
    fs.closeSync(fd)
  }
}

async function upload() {
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt: 'A full disk' }))
  form.append('file', new Blob([new Uint8Array(await png(600, 400, '#123456'))], { type: 'image/png' }), 'full.png')
  const response = await fetch(`${api.restUrl}/media`, { method: 'POST', body: form, headers: { authorization: `JWT ${editor}` } })
  return { status: response.status, body: (await response.json()) as { errors?: { message: string }[] } }
}

describe.runIf(dialect === 'sqlite')('a full disk', () => {
  beforeAll(async () => {
    fs.mkdirSync(dir, { recursive: true })
    // The database and media of this file live on a 24 MB filesystem of their own.
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', dir])
    api = await startApiServer()
    await publishedPost(api.payload)
    editor = await editorToken(api.payload)
    form = (
      await api.payload.create({
        collection: 'forms',
        data: {
          title: 'Disk full',
          confirmationType: 'message',
          confirmationMessage: richText('Thanks.'),
          fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
        },
      })
    ).id
    fill()
  }, 120_000)

  afterAll(async () => {
    await api?.close()
    fs.rmSync(ballast, { force: true })
    // Lazily: the file's Payload still holds the database open until the setup's afterAll.
    execFileSync('umount', ['-l', dir])
  })

  it('refuses a sign-up with 503 and Retry-After in words, and keeps nothing of it', async () => {
    const email = `full-${Date.now()}@example.test`
    const answer = await graphql(SIGN_UP, { email })
    expect(answer.status).toBe(503)
    expect(answer.retryAfter).toMatch(/^\d+$/)
    expect(answer.body.errors?.[0]?.message).toMatch(/disk is full/)
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE')
    expect(await members(email)).toBe(0)
  })

  it('refuses a form submission with 503 and Retry-After, and stores nothing', async () => {
    const { totalDocs } = await api.payload.count({ collection: 'form-submissions' })
    const answer = await graphql(
      'mutation ($form: ID!) { submitForm(form: $form, values: [{ name: "email", value: "full@example.test" }]) { id } }',
      { form: String(form) },
    )
    expect(answer.status).toBe(503)
    expect(answer.retryAfter).toMatch(/^\d+$/)
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE')
    expect((await api.payload.count({ collection: 'form-submissions' })).totalDocs).toBe(totalDocs)
  })

  it('refuses an upload with 507 in words, and leaves no file or document behind', async () => {
    const before = fs.existsSync(path.join(dir, 'media')) ? fs.readdirSync(path.join(dir, 'media'), { recursive: true }) : []
    const { totalDocs } = await api.payload.count({ collection: 'media' })
    const answer = await upload()
    expect(answer.status).toBe(507)
    expect(answer.body.errors?.[0]?.message).toMatch(/disk is full/)
    expect((await api.payload.count({ collection: 'media' })).totalDocs).toBe(totalDocs)
    const after = fs.existsSync(path.join(dir, 'media')) ? fs.readdirSync(path.join(dir, 'media'), { recursive: true }) : []
    expect(after).toEqual(before)
  })

  it('still answers reads', async () => {
    const answer = await graphql('{ Posts(limit: 1) { totalDocs } }')
    expect(answer.status).toBe(200)
    expect(answer.body.data?.Posts).toEqual({ totalDocs: 1 })
  })

  it('takes writes again once space returns, without a restart, and the database is whole', async () => {
    fs.rmSync(ballast)
    const email = `back-${Date.now()}@example.test`
    const answer = await graphql(SIGN_UP, { email })
    expect(answer.status).toBe(200)
    expect(answer.body.data?.signUp).toBe(true)
    expect(await members(email)).toBe(1)
    expect((await upload()).status).toBe(201)
    const { client } = api.payload.db as unknown as { client: { execute: (sql: string) => Promise<{ rows: unknown[] }> } }
    const { rows } = await client.execute('PRAGMA integrity_check')
    expect(rows.map((row) => (Object.values(row as object) as unknown[])[0])).toEqual(['ok'])
  })
})
