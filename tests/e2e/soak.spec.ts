/**
 * The soak of docs/reliability.md in 30 seconds (`npm run bench:reliability` runs it for ten
 * minutes, on PostgreSQL and Redis): two production servers on one database behind the shipped
 * nginx config, under the harness's own open-loop load (bench/reliability/load.mjs: pages, GraphQL
 * POST, persisted GETs and form submissions with idempotency keys) at a fixed rate. No request
 * fails, and every acknowledged submission is in the database once. Memory is reported, not
 * judged: half a minute shows no trend (the harness's ten minutes do).
 */
import { rmSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { startShippedNginx } from '../../bench/load/nginx.mjs'
import { mixOf, prepare, sample } from '../../bench/load/soak.mjs'
import { openLoad } from '../../bench/reliability/load.mjs'
import { ROOT } from './support/env'
import { anyFreePort, contactFormId, sideServer, startServerProcess } from './support/server-process'

const SECONDS = 30
const RATE = 30

test('30 s of mixed traffic through nginx in front of two instances: no failure, every acknowledged submission stored once', async () => {
  test.setTimeout(180_000)
  // Each request from its own visitor (X-Forwarded-For, behind nginx and a CDN): no rate limit meets the load.
  const side = await sideServer('soak', { JOBS_AUTORUN: 'false', TRUST_PROXY: '2', HOST: '127.0.0.1' })
  const b = { ...side.env, PORT: String(await anyFreePort()) }
  const servers = await Promise.all([
    side.start(),
    startServerProcess(b, path.join(ROOT, 'reports', 'e2e-soak-b-server.log')),
  ])
  const nginx = await startShippedNginx([side.url, `http://127.0.0.1:${b.PORT}`], {
    http: await anyFreePort(),
    https: await anyFreePort(),
  })
  const db = createClient({ url: `file:${side.db}` })
  try {
    const mix = await mixOf(nginx.https, side.url)
    await prepare(nginx.https, mix)
    const submit = {
      name: 'form submission',
      kind: 'submit',
      method: 'POST',
      weight: 5,
      url: `${nginx.https}/graphql`,
      form: String(await contactFormId(side.db)),
    }
    const memory = servers.map((s) => [sample(s.pid!)?.rssMb])
    const load = await openLoad({
      requests: [...mix, submit],
      rate: RATE,
      maxSeconds: SECONDS,
      stopFile: path.join(side.dir, 'stop'),
    })
    servers.forEach((s, i) => memory[i].push(sample(s.pid!)?.rssMb))
    test.info().annotations.push({
      type: 'soak',
      description: `${load.outcomes.length} requests in ${SECONDS} s; RSS before → after: ${memory
        .map(([from, to]) => `${Math.round(from ?? 0)} → ${Math.round(to ?? 0)} MB`)
        .join(', ')}`,
    })

    const failures = load.outcomes
      .filter((o) => o[5] !== null)
      .map(([name, method, , , status, problem]) => ({ name, method, status, problem }))
    expect(failures).toEqual([])
    expect(load.outcomes.length).toBeGreaterThanOrEqual(SECONDS * RATE * 0.95)

    const acknowledged = load.submissions.filter((s) => s.id !== null)
    expect(acknowledged.length).toBe(load.submissions.length)
    const { rows } = await db.execute({
      sql: `SELECT idempotency_key AS k, id FROM form_submissions WHERE idempotency_key IN (${acknowledged.map(() => '?').join(',')})`,
      args: acknowledged.map((s) => s.key),
    })
    const stored = rows.map((r) => `${String(r.k)} ${String(r.id)}`).sort()
    expect(stored).toEqual(acknowledged.map((s) => `${s.key} ${s.id}`).sort())
  } finally {
    db.close()
    await nginx.stop()
    await Promise.all(servers.map((s) => new Promise((resolve) => (s.once('exit', resolve), s.kill('SIGTERM')))))
    rmSync(side.dir, { recursive: true, force: true })
  }
})
