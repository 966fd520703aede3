// The five scenarios of issue 25, each under the same open-loop mixed load through nginx. A
// scenario lets the load run `lead` seconds, does its fault, waits until the site is whole again,
// lets the load run `tail` seconds more and stops it; it returns the load's outcomes, its own
// timeline (epoch ms) and checks, and each instance's memory over time.
import { createHash } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'

import { graphqlData, send } from '../load/open-loop.mjs'
import { pinned } from '../load/pinned.mjs'
import { publishSummary } from '../load/publish.mjs'
import { sample } from '../load/soak.mjs'

const EDITOR = 'editor@staffroom.local'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Seconds of each phase: the real run, and `--quick`. */
export const timing = (quick) => ({ lead: quick ? 5 : 15, tail: quick ? 8 : 20, down: quick ? 5 : 15 })

export const SCENARIOS = [
  {
    name: 'rolling',
    title: 'rolling restart',
    plan: (t) =>
      `deploy/rolling-restart.sh restarts A then B (SIGTERM, wait for the exit, start, wait for GET /api/health) after ${t.lead} s of load; ${t.tail} s more load`,
    run: rolling,
  },
  {
    name: 'crash',
    title: 'kill -9 of an instance',
    plan: (t) =>
      `kill -9 of instance A after ${t.lead} s of load; the harness, as supervisor (systemd's Restart=always, RestartSec=2), starts it again; ${t.tail} s more load once it is ready`,
    run: crash,
  },
  {
    name: 'redis',
    title: 'Redis stopped and started again',
    plan: (t) =>
      `the private Redis stopped after ${t.lead} s of load, started again (empty) ${t.down} s later; ${t.tail} s more load; then: rate limits and persisted queries written to Redis again, a publish on A visible on B`,
    run: redisOutage,
  },
  {
    name: 'postgres',
    title: 'PostgreSQL stopped and started again',
    plan: (t) =>
      `the private PostgreSQL stopped (pg_ctl -m fast) after ${t.lead} s of load, started again ${t.down} s later; time until both instances' GET /api/health answer 200; ${t.tail} s more load`,
    run: postgresOutage,
  },
  {
    name: 'soak',
    title: 'soak',
    plan: (t, { soakSeconds, soakRate }) =>
      `${soakSeconds} s at ${soakRate} req/s, no fault; each instance's memory sampled every 2 s, its slope over the last half`,
    run: soak,
  },
]

/** Each instance's resident memory every `everyMs`, by instance name: [seconds since start, MB]. */
function sampleMemory(instances, everyMs) {
  const started = Date.now()
  const samples = Object.fromEntries(instances.map((i) => [i.name, []]))
  const take = () => {
    for (const i of instances) {
      const now = i.pid && sample(i.pid)
      // A process killed a moment ago has no resident memory to read.
      if (now && Number.isFinite(now.rssMb))
        samples[i.name].push([Math.round((Date.now() - started) / 100) / 10, Math.round(now.rssMb * 10) / 10])
    }
  }
  take()
  const timer = setInterval(take, everyMs)
  return {
    samples,
    stop: () => {
      clearInterval(timer)
      take()
    },
  }
}

/**
 * Runs the load while `fault(marks)` runs, then stops it: `marks` records the fault's timeline.
 * `maxSeconds` bounds the load whatever the fault does.
 */
async function underLoad(cluster, { rate, maxSeconds, memoryEveryMs = 1000, log }, fault) {
  const stopFile = path.join(os.tmpdir(), `staffroom-reliability-stop-${process.pid}-${Date.now()}`)
  const memory = sampleMemory(cluster.instances, memoryEveryMs)
  const marks = { loadStart: Date.now() }
  const loading = pinned('../reliability/load.mjs', 'openLoad', {
    requests: cluster.mix,
    rate,
    maxSeconds,
    stopFile,
  })
  let checks = {}
  let failed = null
  try {
    checks = (await fault(marks)) ?? {}
  } catch (error) {
    failed = error instanceof Error ? error.message : String(error)
    log(`the scenario failed: ${failed}`)
  } finally {
    writeFileSync(stopFile, '')
  }
  const load = await loading.finally(() => rmSync(stopFile, { force: true }))
  memory.stop()
  return { load, marks, checks, failed, memory: memory.samples }
}

/** Resolves once `ok()` is true (polled every 100 ms), with the ms that took; throws after `limitMs`. */
async function until(what, ok, limitMs) {
  const started = Date.now()
  while (!(await ok())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs / 1000} s`)
    await sleep(100)
  }
  return Date.now() - started
}

const healthy = async (instance) => (await send({ url: `${instance.url}/api/health` })).status === 200

async function rolling(cluster, options) {
  const t = timing(options.quick)
  return underLoad(cluster, { ...options, maxSeconds: 600 }, async (marks) => {
    await sleep(t.lead * 1000)
    marks.faultStart = Date.now()
    const script = await cluster.rollingRestart()
    marks.faultEnd = Date.now()
    options.log(`rolling restart: deploy/rolling-restart.sh exited ${script.code}`)
    await sleep(t.tail * 1000)
    return { script }
  })
}

async function crash(cluster, options) {
  const t = timing(options.quick)
  const [a] = cluster.instances
  a.supervise(true)
  try {
    return await underLoad(cluster, { ...options, maxSeconds: 600 }, async (marks) => {
      await sleep(t.lead * 1000)
      marks.faultStart = Date.now()
      a.kill()
      options.log('crash: instance A killed (SIGKILL)')
      const readyAgain = () => a.events.some((e) => e.what === 'ready' && e.at > marks.faultStart)
      await until('instance A started again by the supervisor', readyAgain, 180_000)
      marks.faultEnd = Date.now()
      const back = a.events.find((e) => e.what === 'ready' && e.at > marks.faultStart)
      options.log(`crash: instance A ready again after ${((back.at - marks.faultStart) / 1000).toFixed(1)} s`)
      await sleep(t.tail * 1000)
      return { readyAgainMs: back.at - marks.faultStart, bootSeconds: back.startSeconds }
    })
  } finally {
    a.supervise(false)
  }
}

/** A query no instance has seen: registered on A, asked for by its hash alone on B. */
async function persistedQueryShared([a, b]) {
  const query = `query ReliabilityProbe${Date.now()} { Posts(limit: 1) { docs { id } } }`
  const hash = createHash('sha256').update(query).digest('hex')
  const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }))
  const headers = { 'accept-encoding': 'identity' }
  const registered = await send({
    url: `${a.url}/graphql?query=${encodeURIComponent(query)}&extensions=${extensions}`,
    headers,
    expect: 'graphql',
  })
  const asked = await send({ url: `${b.url}/graphql?extensions=${extensions}`, headers, expect: 'graphql' })
  return { registeredOnA: registered.problem ?? 'ok', answeredByHashOnB: asked.problem ?? 'ok' }
}

async function redisOutage(cluster, options) {
  const t = timing(options.quick)
  const client = new Redis(cluster.redis.url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false })
  return underLoad(cluster, { ...options, maxSeconds: 600 }, async (marks) => {
    await sleep(t.lead * 1000)
    marks.faultStart = Date.now()
    await cluster.redis.stop()
    options.log('redis: stopped')
    await sleep(t.down * 1000)
    await cluster.redis.start()
    marks.faultEnd = Date.now()
    options.log('redis: started again (empty)')
    await client.connect()
    try {
      const keys = async (pattern) => (await client.keys(pattern)).length
      const rateLimitsBackMs = await until(
        'rate-limit counts in Redis again',
        async () => (await keys('rl:*')) > 0,
        30_000,
      )
      await sleep(t.tail * 1000)
      const persisted = await persistedQueryShared(cluster.instances)
      const publish = await publishOnA(cluster)
      return { rateLimitsBackMs, rateLimitKeys: await keys('rl:*'), persisted, publish }
    } finally {
      client.disconnect()
    }
  })
}

/** An editor publishes through instance A; the article's page is watched on A and B directly. */
async function publishOnA({ instances: [a, b], env }) {
  const latest = '{ Posts(limit: 1, sort: "-publishedAt") { docs { id slug } } }'
  const [post] = (await graphqlData(a.url, latest)).Posts.docs
  const deadlineMs = 6000
  const publishes = await pinned('publish.mjs', 'publishVisible', {
    publishVia: a.url,
    targets: { 'instance A': a.url, 'instance B': b.url },
    post,
    email: EDITOR,
    password: env.ADMIN_PASSWORD,
    count: 3,
    deadlineMs,
    gapMs: 500,
  })
  const { perTarget, staleAfter5s } = publishSummary(publishes, { path: `/post/${post.slug}`, deadlineMs })
  return { perTarget, staleAfter5s: staleAfter5s.direct }
}

async function postgresOutage(cluster, options) {
  const t = timing(options.quick)
  return underLoad(cluster, { ...options, maxSeconds: 600 }, async (marks) => {
    await sleep(t.lead * 1000)
    marks.faultStart = Date.now()
    cluster.postgres.stop('fast')
    options.log('postgres: stopped')
    await sleep(t.down * 1000)
    cluster.postgres.start()
    marks.faultEnd = Date.now()
    options.log('postgres: started again')
    const healthyMs = await until(
      'both instances healthy',
      async () => (await Promise.all(cluster.instances.map(healthy))).every(Boolean),
      60_000,
    )
    options.log(`postgres: both instances healthy ${(healthyMs / 1000).toFixed(1)} s after the start`)
    await sleep(t.tail * 1000)
    return { healthyMs }
  })
}

async function soak(cluster, options) {
  const seconds = options.soakSeconds
  return underLoad(
    cluster,
    { ...options, rate: options.soakRate, maxSeconds: seconds, memoryEveryMs: 2000 },
    async (marks) => {
      await sleep(seconds * 1000 + 500)
      marks.end = Date.now()
    },
  )
}
