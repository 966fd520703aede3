// The load part of `npm run bench` (docs/performance.md, "Budgets"), each figure with its
// reference measured beside it in the same run; servers and nginx on CPU 0, load from CPU 1.
//   throughput  wrk: a cached article from the app alone, and through the shipped nginx cache over
//               TLS, each against nginx serving the same bytes as a static file
//   fixed       per-request work at 20 req/s on one core at 10k and 100k articles (SQLite), against
//               the median of the same request sent one at a time; SQL statements per request
//   soak        a mixed anonymous load through the shipped nginx in front of two instances on
//               PostgreSQL + Redis; errors, latency, each instance's memory over time
//   publish     an editor publishes; time until each instance and the nginx cache show it
// `quick`: 10k articles only, shorter phases. Needs wrk and nginx (Debian: wrk, nginx-light),
// PostgreSQL and Redis (as CI has them: .ci/run). Ports: `port` … `port` + 9.
import os from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'

import { ensureBuild, startServer } from '../lib/server.mjs'
import { postgresWithDemo, sqliteWithArticles } from './databases.mjs'
import { fixedRate } from './fixed-rate.mjs'
import { startShippedNginx } from './nginx.mjs'
import { graphqlData, send } from './open-loop.mjs'
import { pinned } from './pinned.mjs'
import { publishSummary } from './publish.mjs'
import { report } from './report.mjs'
import { soak } from './soak.mjs'
import { throughput } from './throughput.mjs'

export const PARTS = ['throughput', 'fixed', 'soak', 'publish']
const REDIS_URL = 'redis://127.0.0.1:6379/7'
const EDITOR = 'editor@staffroom.local'
/** How long each publish is watched: past the 5 s after which anything still old counts as stale. */
const DEADLINE_MS = 6000
const COUNTER = path.join(import.meta.dirname, 'sql-counter.mjs')

const portsFrom = (base) => ({
  app: base,
  counter: base + 1,
  staticHttp: base + 2,
  staticHttps: base + 3,
  shippedHttp: base + 4,
  shippedHttps: base + 5,
  instanceA: base + 6,
  instanceB: base + 7,
  soakHttp: base + 8,
  soakHttps: base + 9,
})

/**
 * What `run` measured, or { failed } saying why it could not: the other parts still report. The
 * end of what `servers` printed is logged with the failure.
 */
async function measured(what, log, run, servers = []) {
  try {
    return await run()
  } catch (error) {
    log(`${what} failed: ${error instanceof Error ? error.stack : String(error)}`)
    for (const server of servers) log(`${server.url} printed, last:\n${server.output().slice(-3000)}`)
    return { failed: error instanceof Error ? error.message : String(error) }
  }
}

/** Part 1 and 2: one server per database size, pinned to CPU 0, with the SQL counter loaded. */
async function sqliteParts({ parts, quick, ports, origin, env, log, figures }) {
  const sizes = parts.includes('fixed') && !quick ? [10_000, 100_000] : [10_000]
  for (const posts of sizes) {
    const database = await sqliteWithArticles(posts, { env, log })
    const server = await startServer({
      port: ports.app,
      origin,
      database,
      env: {
        TRUST_PROXY: 'true', // each request from its own visitor address: no rate limit meets the load
        BENCH_SQL_COUNTER_PORT: String(ports.counter),
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${COUNTER}`.trim(),
      },
    })
    try {
      if (parts.includes('throughput') && !figures.throughput) {
        log('throughput: wrk against the app, the shipped nginx cache and static nginx')
        const run = () => throughput({ app: server, ports, seconds: quick ? 2 : 3, rounds: quick ? 1 : 3, log })
        figures.throughput = await measured('throughput', log, run, [server])
      }
      if (parts.includes('fixed')) {
        const counter = `http://127.0.0.1:${ports.counter}/`
        const run = () => fixedRate({ server, counter, seconds: quick ? 4 : 8, serialCount: quick ? 10 : 15, log })
        figures.fixedRate[posts] = await measured(`per-request work at ${posts} articles`, log, run, [server])
      }
    } finally {
      await server.stop()
    }
  }
}

/** Part 3 and 4: two instances on PostgreSQL + Redis behind the shipped nginx. */
async function clusterParts({ parts, quick, ports, origin, env, log, figures }) {
  const database = await postgresWithDemo({ env, log })
  const redis = new Redis(REDIS_URL, { lazyConnect: true })
  await redis.connect()
  await redis.flushdb() // db 7 is the bench's: rate-limit counts and persisted queries of earlier runs go
  redis.disconnect()
  const instances = []
  let nginx = null
  try {
    for (const port of [ports.instanceA, ports.instanceB]) {
      // Behind nginx and, as in production, a CDN: the visitor's address is the next-to-last hop.
      const serverEnv = { REDIS_URL, TRUST_PROXY: '2' }
      instances.push(await startServer({ port, origin, database, env: serverEnv }))
    }
    nginx = await startShippedNginx(
      instances.map((i) => i.url),
      { http: ports.soakHttp, https: ports.soakHttps },
    )
    if (parts.includes('soak')) {
      figures.soak = await measured(
        'soak',
        log,
        () =>
          soak({
            nginx: nginx.https,
            instances,
            rate: 100,
            seconds: quick ? 30 : 300,
            warmupSeconds: quick ? 3 : 5,
            log,
          }),
        instances,
      )
    }
    if (parts.includes('publish')) {
      figures.publish = await measured('publish', log, () => publish({ instances, nginx, quick, env, log }), instances)
    }
  } finally {
    await nginx?.stop()
    for (const instance of instances) await instance.stop()
    await database.drop()
  }
}

/**
 * Resolves once every instance answers a light request within 500 ms — a soak past what the
 * instances can serve leaves a backlog behind it — with how many seconds that took.
 */
async function settle(instances) {
  const started = Date.now()
  const light = { method: 'POST', body: JSON.stringify({ query: '{ __typename }' }), expect: 'graphql' }
  for (const instance of instances) {
    for (;;) {
      const at = Date.now()
      const { problem } = await send({ url: `${instance.url}/graphql`, ...light })
      if (!problem && Date.now() - at < 500) break
      if (Date.now() - started > 120_000) throw new Error(`${instance.url} was still busy 2 minutes after the soak`)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  return Math.round((Date.now() - started) / 1000)
}

/** Part 4: `count` publishes of the newest article, watched on each instance and through nginx. */
async function publish({ instances, nginx, quick, env, log }) {
  const settledSeconds = await settle(instances)
  if (settledSeconds > 0) log(`publish → visible: the instances were idle again ${settledSeconds} s after the soak`)
  const latest = '{ Posts(limit: 1, sort: "-publishedAt") { docs { id slug } } }'
  const [post] = (await graphqlData(instances[0].url, latest)).Posts.docs
  const count = quick ? 3 : 12
  log(`publish → visible: ${count} publishes of /post/${post.slug}`)
  const publishes = await pinned('publish.mjs', 'publishVisible', {
    publishVia: nginx.https,
    targets: { 'instance A': instances[0].url, 'instance B': instances[1].url, 'nginx cache': nginx.https },
    post,
    email: EDITOR,
    password: env.ADMIN_PASSWORD,
    count,
    deadlineMs: DEADLINE_MS,
    gapMs: 500,
  })
  return { ...publishSummary(publishes, { path: `/post/${post.slug}`, deadlineMs: DEADLINE_MS }), settledSeconds }
}

/**
 * Runs the parts (`only`: one of PARTS) and resolves to { figures, budgets, markdown }. `port`: the
 * first of ten ports used. `buildOrigin`: the site's address the build is made for (an input of the
 * build); the default is the one `npm run bench`'s Lighthouse part builds for (its default port),
 * so that both parts serve one build. The servers are always this part's own: it needs two
 * instances on PostgreSQL and databases of 10k and 100k articles, so `origin` (a running site,
 * `npm run bench -- --url`) is refused.
 */
export async function loadBench({
  quick = false,
  log = (t) => console.error(`[load] ${t}`),
  only,
  port = 3450,
  buildOrigin = 'http://localhost:3210',
  origin,
} = {}) {
  if (origin) throw new Error(`the load part starts its own servers and cannot measure a running site (${origin})`)
  if (only && !PARTS.includes(only)) throw new Error(`only: one of ${PARTS.join(', ')}, got ${only}`)
  const parts = only ? [only] : PARTS
  const ports = portsFrom(port)
  const env = ensureBuild(buildOrigin)
  const started = Date.now()
  const figures = {
    quick,
    parts,
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
    fixedRate: {},
  }
  const context = { parts, quick, ports, origin: buildOrigin, env, log, figures }
  if (parts.includes('throughput') || parts.includes('fixed')) await sqliteParts(context)
  if (parts.includes('soak') || parts.includes('publish')) await clusterParts(context)
  figures.seconds = Math.round((Date.now() - started) / 1000)
  return report(figures)
}
