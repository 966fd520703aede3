// The site the reliability harness runs: a private PostgreSQL (bench/lib/private-postgres.mjs, the
// demo content restored from a dump cached in bench/.cache/reliability) and a private Redis, two
// production instances of the bench build (bench/lib/server.mjs) behind the shipped nginx config
// (bench/load/nginx.mjs). The harness is their supervisor, as deploy/systemd/staffroom@.service's
// Restart=always (RestartSec=2) is in production, and answers deploy/rolling-restart.sh's RESTART
// command on a control port, as `systemctl restart staffroom@<port>` would.
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'

import { pgClient, startPrivatePostgres } from '../lib/private-postgres.mjs'
import { startPrivateRedis } from '../lib/private-redis.mjs'
import { ensureBuild, startServer } from '../lib/server.mjs'
import { cli, keyOf } from '../load/databases.mjs'
import { startShippedNginx } from '../load/nginx.mjs'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const CACHE = path.join(ROOT, 'bench', '.cache', 'reliability')
const RESTART_SECONDS = 2 // deploy/systemd/staffroom@.service: RestartSec=2
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export const portsFrom = (base) => ({
  instanceA: base,
  instanceB: base + 1,
  nginxHttp: base + 2,
  nginxHttps: base + 3,
  postgres: base + 4,
  redis: base + 5,
  control: base + 6,
})

async function assertFree(ports) {
  for (const port of ports) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (!free) throw new Error(`port ${port} is taken: choose other ports with --port`)
  }
}

/** The demo content in the private cluster's database `staffroom`: restored from the cached dump, or made and dumped. */
async function demoDatabase(postgres, { env, log }) {
  const key = keyOf('postgres', 'reliability').slice(0, 16)
  const dump = path.join(CACHE, `demo-${key}.dump`)
  const media = path.join(CACHE, `media-${key}`)
  const admin = new pg.Client({ connectionString: `${postgres.url}/postgres` })
  await admin.connect()
  await admin.query('CREATE DATABASE staffroom')
  await admin.end()
  const url = `${postgres.url}/staffroom`
  if (existsSync(dump) && existsSync(media)) {
    pgClient('pg_restore', ['--no-owner', '-d', url, dump])
  } else {
    log('making the demo database (once: cached in bench/.cache/reliability)')
    rmSync(media, { recursive: true, force: true })
    mkdirSync(CACHE, { recursive: true })
    const seedEnv = { ...env, DATABASE_URL: url, MEDIA_DIR: media }
    cli(['migrate'], seedEnv, log, 'PostgreSQL: migrate')
    cli(['seed'], seedEnv, log, 'PostgreSQL: demo content')
    pgClient('pg_dump', ['-Fc', '-f', `${dump}.tmp`, url])
    renameSync(`${dump}.tmp`, dump)
  }
  const mediaDir = path.join(postgres.dir, 'media')
  cpSync(media, mediaDir, { recursive: true })
  return { url, mediaDir }
}

/**
 * An instance on `port` under the harness's supervision: `kill()` (SIGKILL) is followed, once
 * `supervise(true)`, by a start RESTART_SECONDS later; `stop()` (SIGTERM) is not. `events` lists
 * when it was ready and when it exited.
 */
function supervised(name, port, launch, log) {
  let server = null
  let supervising = false
  const events = []
  const instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    events,
    get pid() {
      return server?.pid ?? null
    },
    output: () => server?.output() ?? '',
    async start() {
      const started = Date.now()
      const mine = await launch(port)
      server = mine
      events.push({ at: Date.now(), what: 'ready', startSeconds: (Date.now() - started) / 1000 })
      void mine.exited.then(async ({ code, signal }) => {
        events.push({ at: Date.now(), what: `exited (${signal ?? `code ${code}`})` })
        if (server !== mine || !supervising) return
        server = null
        log(`supervisor: instance ${name} exited (${signal ?? `code ${code}`}); starting it in ${RESTART_SECONDS} s`)
        await sleep(RESTART_SECONDS * 1000)
        await instance.start().catch((error) => log(`supervisor: instance ${name} did not start: ${error.message}`))
      })
    },
    async stop() {
      const mine = server
      server = null
      await mine?.stop()
    },
    kill: () => process.kill(server.pid, 'SIGKILL'),
    supervise: (on) => (supervising = on),
  }
  return instance
}

/** POST /restart/<port>: SIGTERM, wait for the exit, start again (what deploy/rolling-restart.sh asks for). */
function controlServer(port, instances) {
  const server = createServer((req, res) => {
    const instance = instances.find((i) => req.url === `/restart/${i.port}`)
    if (req.method !== 'POST' || !instance) return res.writeHead(404).end('no such instance\n')
    instance
      .stop()
      .then(() => instance.start())
      .then(
        () => res.writeHead(200).end('restarted\n'),
        (error) => res.writeHead(500).end(`${error.message}\n`),
      )
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

/** Runs deploy/rolling-restart.sh over both instances; resolves with its exit code and output. */
function rollingRestart(ports) {
  const env = {
    ...process.env,
    RESTART: `curl -fsS -X POST --max-time 300 http://127.0.0.1:${ports.control}/restart/$1`,
    HEALTH_WAIT: '180',
  }
  const script = path.join(ROOT, 'deploy', 'rolling-restart.sh')
  return new Promise((resolve) =>
    execFile('sh', [script, String(ports.instanceA), String(ports.instanceB)], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? (error.code ?? 1) : 0, output: `${stdout}${stderr}`.trim() }),
    ),
  )
}

/**
 * Starts everything on `port` … `port` + 6 (A, B, nginx http and https, PostgreSQL, Redis, the
 * control port); `stop()` ends and removes all of it.
 */
export async function startCluster({ port, buildOrigin, log }) {
  const ports = portsFrom(port)
  await assertFree(Object.values(ports))
  const env = ensureBuild(buildOrigin)
  const undo = []
  const stop = async () => {
    for (const step of undo.reverse()) await step().catch((error) => log(`cleaning up: ${error.message}`))
  }
  try {
    const postgres = startPrivatePostgres({ port: ports.postgres })
    undo.push(async () => postgres.remove())
    const database = await demoDatabase(postgres, { env, log })
    const redis = await startPrivateRedis({ port: ports.redis })
    undo.push(() => redis.remove())
    // Behind nginx and, as in production, a CDN: the visitor's address is the next-to-last hop.
    const serverEnv = { REDIS_URL: redis.url, TRUST_PROXY: '2', HOST: '127.0.0.1' }
    const launch = (p) => startServer({ port: p, origin: buildOrigin, database, env: serverEnv })
    const instances = [supervised('A', ports.instanceA, launch, log), supervised('B', ports.instanceB, launch, log)]
    undo.push(() => Promise.all(instances.map((i) => (i.supervise(false), i.stop()))))
    await Promise.all(instances.map((i) => i.start()))
    const nginx = await startShippedNginx(
      instances.map((i) => i.url),
      { http: ports.nginxHttp, https: ports.nginxHttps },
    )
    undo.push(() => nginx.stop())
    const control = await controlServer(ports.control, instances)
    undo.push(() => new Promise((resolve) => control.close(resolve)))
    return {
      ports,
      env,
      postgres,
      redis,
      database,
      instances,
      nginx,
      rollingRestart: () => rollingRestart(ports),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
