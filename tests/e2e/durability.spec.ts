/**
 * Nothing acknowledged is lost (docs/architecture.md, CMS forms): form submissions sent
 * through the real server's submitForm mutation, against a server of their own (the production
 * bundle on a copy of the seeded database), while that server is killed (SIGKILL) mid-burst, and
 * while another process keeps taking SQLite's write lock. The database file is then read directly:
 * every submission the server acknowledged is there once, whole, under the id it answered.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { ROOT } from './support/env'
import { contactFormId, sideServer } from './support/server-process'

test.describe.configure({ mode: 'serial' })

const SUBMIT = `mutation Submit($form: ID!, $values: [FormValueInput!]!, $key: String) {
  submitForm(form: $form, values: $values, idempotencyKey: $key) { id }
}`

/** A server of the test's own; one client sends everything, so the per-address limits are lifted. */
const durableServer = () =>
  sideServer('durability', { JOBS_AUTORUN: 'false', RATE_LIMITS: 'form-submit=1000000,graphql=1000000' })

const key = () => randomBytes(16).toString('hex')

const valuesOf = (k: string) => [
  { name: 'name', value: `Durable ${k.slice(0, 6)}` },
  { name: 'email', value: `d-${k}@example.com` },
  { name: 'topic', value: 'hello' },
  { name: 'message', value: `Submission ${k}: it must be kept once acknowledged.` },
]

type Outcome = { key: string; id?: string; status: number | 'dropped' }

async function send(url: string, form: number, k: string): Promise<Outcome> {
  try {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SUBMIT, variables: { form: String(form), values: valuesOf(k), key: k } }),
      signal: AbortSignal.timeout(60_000),
    })
    const body = (await res.json().catch(() => null)) as { data?: { submitForm?: { id: string } } } | null
    const id = body?.data?.submitForm?.id
    return { key: k, id, status: res.status }
  } catch {
    return { key: k, status: 'dropped' } // the connection died with the server: never acknowledged
  }
}

/** `count` submissions through `concurrency` lanes; `onAck` sees each acknowledgement as it comes. */
async function burst(
  url: string,
  form: number,
  keys: string[],
  concurrency: number,
  onAck?: (acked: number) => void,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  let next = 0
  let acked = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < keys.length) {
        const outcome = await send(url, form, keys[next++])
        outcomes.push(outcome)
        if (outcome.id) onAck?.(++acked)
      }
    }),
  )
  return outcomes
}

/** What the database file holds per idempotency key: the row's id and how many answers it kept. */
async function storedByKey(db: string): Promise<Map<string, { id: string; rows: number; count: number }>> {
  const client = createClient({ url: `file:${db}` })
  try {
    const { rows } = await client.execute(
      `SELECT s.idempotency_key AS k, s.id AS id, COUNT(d.id) AS data
         FROM form_submissions s LEFT JOIN form_submissions_submission_data d ON d._parent_id = s.id
        WHERE s.idempotency_key IS NOT NULL GROUP BY s.id`,
    )
    const byKey = new Map<string, { id: string; rows: number; count: number }>()
    for (const row of rows) {
      const k = row.k as string
      const seen = byKey.get(k)
      byKey.set(k, { id: `${row.id as number}`, rows: Number(row.data), count: (seen?.count ?? 0) + 1 })
    }
    return byKey
  } finally {
    client.close()
  }
}

/** Every acknowledged submission is stored once, whole (4 answers), under the id the server gave. */
function expectKept(outcomes: Outcome[], stored: Awaited<ReturnType<typeof storedByKey>>) {
  const acknowledged = outcomes.filter((o) => o.id)
  const missing = acknowledged.filter((o) => !stored.has(o.key))
  expect(missing, 'acknowledged but not in the database').toEqual([])
  for (const o of acknowledged) {
    const row = stored.get(o.key)!
    expect(row, `submission ${o.key}`).toEqual({ id: o.id, rows: 4, count: 1 })
  }
}

test('a server killed (SIGKILL) in the middle of a burst loses no acknowledged submission, and retries store the rest once', async () => {
  test.setTimeout(240_000)
  const side = await durableServer()
  const form = await contactFormId(side.db)
  try {
    let server = await side.start()
    const keys = Array.from({ length: 400 }, key)
    let killedAt = 0
    const outcomes = await burst(side.url, form, keys, 16, (acked) => {
      if (acked === 120 && !killedAt) {
        killedAt = acked
        server.kill('SIGKILL')
      }
    })
    expect(killedAt, 'the server was killed mid-burst').toBe(120)
    const acknowledged = outcomes.filter((o) => o.id)
    const unanswered = outcomes.filter((o) => !o.id)
    expect(acknowledged.length).toBeGreaterThanOrEqual(120)
    expect(unanswered.length, 'the kill left submissions unanswered').toBeGreaterThan(0)
    expectKept(outcomes, await storedByKey(side.db))

    // The visitor's browser sends what got no answer again, with the same keys, to the restarted server.
    server = await side.start()
    try {
      const retried = await burst(
        side.url,
        form,
        unanswered.map((o) => o.key),
        8,
      )
      expect(retried.filter((o) => !o.id)).toEqual([])
      const stored = await storedByKey(side.db)
      expectKept([...acknowledged, ...retried], stored)
      expect(stored.size, 'one row per submission, none doubled').toBe(keys.length)
    } finally {
      server.kill('SIGKILL')
    }
  } finally {
    rmSync(side.dir, { recursive: true, force: true })
  }
})

/**
 * Another process takes SQLite's write lock (BEGIN IMMEDIATE), keeps it `holdMs`, lets go for a
 * moment and takes it again, until stopped: a backup, a migration or a second writer.
 */
function lockHolder(db: string, holdMs: number, gapMs: number): { locked: Promise<void>; stop: () => Promise<number> } {
  const libsql = createRequire(import.meta.url).resolve('@libsql/client')
  const child = spawn(
    process.execPath,
    [
      '-e',
      `
      const { createClient } = require(${JSON.stringify(libsql)})
      const client = createClient({ url: ${JSON.stringify(`file:${db}`)} })
      let stop = false, holds = 0
      process.on('message', () => { stop = true })
      const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
      ;(async () => {
        await client.execute('PRAGMA busy_timeout = 10000')
        while (!stop) {
          await client.execute('BEGIN IMMEDIATE')
          if (holds++ === 0) process.send({ locked: true })
          await sleep(${holdMs})
          await client.execute('COMMIT')
          await sleep(${gapMs})
        }
        process.send({ holds }, () => process.exit(0))
      })().catch((e) => { console.error(e); process.exit(1) })
      `,
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  return {
    locked: new Promise((resolve) => {
      const first = (m: { locked?: boolean }) => {
        if (!m.locked) return
        child.off('message', first)
        resolve()
      }
      child.on('message', first)
    }),
    stop: () =>
      new Promise((resolve, reject) => {
        child.on('message', (m: { holds?: number }) => (m.holds === undefined ? undefined : resolve(m.holds)))
        child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the lock holder exited ${code}`))))
        child.send('stop')
      }),
  }
}

/** The other process holds the lock 100 ms of every 250: the server's writes wait in SQLite's busy handler. */
const HOLD_MS = 100
const GAP_MS = 150
const BURST = 1000

test('with another process holding the SQLite write lock again and again, at least 99.9% of a burst is accepted and none acknowledged is missing', async () => {
  test.setTimeout(300_000)
  const side = await durableServer()
  const form = await contactFormId(side.db)
  const server = await side.start()
  try {
    const holder = lockHolder(side.db, HOLD_MS, GAP_MS)
    const keys = Array.from({ length: BURST }, key)
    const started = Date.now()
    const outcomes = await burst(side.url, form, keys, 12)
    test.info().annotations.push({ type: 'burst', description: `${BURST} submissions in ${Date.now() - started} ms` })
    const holds = await holder.stop()
    expect(holds, 'the lock was taken again and again during the burst').toBeGreaterThan(3)

    const accepted = outcomes.filter((o) => o.id)
    const refused = outcomes.filter((o) => !o.id)
    // What was not accepted was refused in words (503, retry later), never a dropped connection or a 500.
    for (const o of refused) expect(o.status).toBe(503)
    expect(accepted.length / keys.length).toBeGreaterThanOrEqual(0.999)
    const stored = await storedByKey(side.db)
    expectKept(outcomes, stored)
  } finally {
    server.kill('SIGKILL')
    rmSync(side.dir, { recursive: true, force: true })
  }
})

test('a submission the database cannot take in time is answered 503 with Retry-After, in words; sent again it is stored once', async () => {
  test.setTimeout(120_000)
  const side = await durableServer()
  const form = await contactFormId(side.db)
  const server = await side.start()
  try {
    // Longer than the server's 5 s busy timeout: its write gives up.
    const holder = lockHolder(side.db, 7000, 0)
    await holder.locked
    const k = key()
    const res = await fetch(`${side.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SUBMIT, variables: { form: String(form), values: valuesOf(k), key: k } }),
    })
    await holder.stop()
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await res.json()) as { data: unknown; errors: { message: string; extensions: { code: string } }[] }
    expect(body.errors[0]).toMatchObject({
      message:
        'We could not save your answers just now. Nothing was lost on your side: please send them again in a minute.',
      extensions: { code: 'UNAVAILABLE' },
    })

    const again = await send(side.url, form, k)
    expect(again.id).toBeTruthy()
    expectKept([again], await storedByKey(side.db))
  } finally {
    server.kill('SIGKILL')
    rmSync(side.dir, { recursive: true, force: true })
  }
})

test('a second server on a port already in use says so and exits 1 (a supervisor sees a failed start)', async () => {
  const side = await durableServer()
  const first = await side.start()
  try {
    const port = new URL(side.url).port
    const second = spawn(process.execPath, ['.build/server.mjs'], {
      cwd: ROOT,
      env: { ...side.env, PORT: port },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    second.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    second.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => second.once('exit', (c) => resolve(c)))
    expect(code, output.slice(-2000)).toBe(1)
    expect(output).toContain(`Port ${port} is already in use`)
    expect(output).not.toContain('Staffroom is ready')
  } finally {
    first.kill('SIGTERM')
    await new Promise((resolve) => first.once('exit', resolve))
    rmSync(side.dir, { recursive: true, force: true })
  }
})
