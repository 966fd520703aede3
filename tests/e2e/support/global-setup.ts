/**
 * Prepares and starts the app the e2e suite runs against:
 *
 * 1. bundles the CLI and server (`node scripts/bundle.mjs`, under a second);
 * 2. when the sources changed since the last e2e build (a hash stamp in .next-e2e): migrates and
 *    seeds a fresh SQLite database, runs `next build` into .next-e2e against it, and keeps a
 *    pristine copy of that database, its media and the build's render cache in .next-e2e/e2e-pristine;
 * 3. every run: copies the pristine database and media into a new temp folder and puts the
 *    build's render cache back (a previous run's publishes must not leak into this one), then
 *    starts a stand-in of the video platform's API (tests/support/video-platform.ts) and
 *    `node .build/server.mjs` pointed at it, and waits for "Staffroom is ready".
 *
 * Before anything builds, a stand-in of the ad network (./ad-network.ts) starts on a port derived
 * from the server's (build and server render ads from its mapping), and ads are configured.
 *
 * The server's address, database file and the demo password reach the workers as E2E_* variables.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { DEMO_PASSWORD, DIST_DIR, PAYLOAD_SECRET, ROOT } from './env'
import { acquireRunLock, releaseRunLock } from './run-lock'
import { startE2eAdNetwork } from './ad-network'
import { startE2eMailbox } from './mailbox'
import { anyFreePort, copyDatabase, startServerProcess } from './server-process'
import { startE2eVideoPlatform } from './video-import'

const PREFERRED_PORT = Number(process.env.E2E_PORT ?? 3100)

/**
 * What the production build depends on. Not tsconfig.json: `next build` itself appends
 * .next-e2e/types to its `include` the first time, which would make every run look changed.
 */
const BUILD_INPUTS = ['src', 'public', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs']

const log = (text: string) => console.log(`[e2e setup] ${text}`)

function hashInputs(extra: string): string {
  const hash = createHash('sha256').update(extra)
  const walk = (rel: string) => {
    const abs = path.join(ROOT, rel)
    if (!existsSync(abs)) return
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs).sort()) walk(path.join(rel, name))
    } else {
      hash.update(rel).update('\0').update(readFileSync(abs)).update('\0')
    }
  }
  BUILD_INPUTS.forEach(walk)
  return hash.digest('hex')
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)))
  })
}

function run(args: string[], env: NodeJS.ProcessEnv, what: string) {
  const started = Date.now()
  try {
    execFileSync(process.execPath, args, {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    const e = error as { stdout?: Buffer; stderr?: Buffer; message: string }
    throw new Error(
      `${what} failed: ${e.message}\n${String(e.stdout ?? '').slice(-4000)}\n${String(e.stderr ?? '').slice(-4000)}`,
    )
  }
  log(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

export default async function globalSetup() {
  const started = Date.now()
  // One e2e run at a time per checkout: they share .next-e2e (a rebuild under a serving run breaks it).
  await acquireRunLock(log)
  try {
    await prepareAndServe(started)
  } catch (error) {
    releaseRunLock()
    throw error
  }
}

async function prepareAndServe(started: number) {
  const port = (await portIsFree(PREFERRED_PORT)) ? PREFERRED_PORT : await anyFreePort()
  const serverUrl = `http://localhost:${port}`

  const dist = path.join(ROOT, DIST_DIR)
  const pristine = path.join(dist, 'e2e-pristine')
  const stampFile = path.join(dist, 'e2e-build.sha256')

  // The ad network's stand-in: configured for the build and the server alike (its port is part of
  // the rendered pages, so it follows the server's port, which is in the build's digest).
  const adNetwork = await startE2eAdNetwork(port + 20_000)

  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET,
    ADMIN_PASSWORD: DEMO_PASSWORD,
    SERVER_URL: serverUrl,
    PORT: String(port),
    E2E_FAULTS: '1',
    ADS_SCRIPT_URL: adNetwork.scriptUrl,
    ADS_MAPPING_URL: adNetwork.mappingUrl,
    ADS_PUBLISHER_ID: 'e2e-publisher',
    // The bad-mapping test waits this long for a new answer to be seen.
    ADS_MAPPING_REFRESH_SECONDS: '2',
  }
  delete baseEnv.ADMIN_EMAIL // the accounts must be the known demo ones

  run(['scripts/bundle.mjs'], baseEnv, 'bundle')

  // Absolute URLs (canonical, og:image, sitemaps) are rendered at build time: the origin is an input.
  const digest = hashInputs(`${serverUrl}\n${PAYLOAD_SECRET}`)
  const upToDate =
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === digest &&
    existsSync(path.join(pristine, 'staffroom.db'))

  if (!upToDate) {
    log(existsSync(stampFile) ? 'sources changed: rebuilding' : 'no e2e build yet: building')
    // A clean slate, except the compiler's own cache (it makes rebuilds faster): Next would
    // otherwise reuse the data cache of earlier runs while prerendering.
    if (existsSync(dist)) {
      for (const name of readdirSync(dist))
        if (name !== 'cache') rmSync(path.join(dist, name), { recursive: true, force: true })
      for (const name of ['fetch-cache', 'images'])
        rmSync(path.join(dist, 'cache', name), { recursive: true, force: true })
    }
    const work = mkdtempSync(path.join(os.tmpdir(), 'staffroom-e2e-build-'))
    const db = path.join(work, 'staffroom.db')
    const media = path.join(work, 'media')
    const env = { ...baseEnv, DATABASE_URL: `file:${db}`, MEDIA_DIR: media }
    run(['.build/cli.mjs', 'migrate'], env, 'migrate')
    run(['.build/cli.mjs', 'seed'], env, 'seed')
    run(['node_modules/next/dist/bin/next', 'build'], env, 'next build')
    mkdirSync(pristine, { recursive: true })
    copyDatabase(db, path.join(pristine, 'staffroom.db'))
    if (existsSync(media)) cpSync(media, path.join(pristine, 'media'), { recursive: true })
    cpSync(path.join(dist, 'server', 'app'), path.join(pristine, 'server-app'), { recursive: true })
    const fetchCache = path.join(dist, 'cache', 'fetch-cache')
    if (existsSync(fetchCache)) cpSync(fetchCache, path.join(pristine, 'fetch-cache'), { recursive: true })
    writeFileSync(stampFile, digest)
    rmSync(work, { recursive: true, force: true })
  } else {
    log('sources unchanged since the last e2e build: reusing .next-e2e')
    // Put back what the previous run's server rendered into the cache since the build.
    rmSync(path.join(dist, 'server', 'app'), { recursive: true, force: true })
    cpSync(path.join(pristine, 'server-app'), path.join(dist, 'server', 'app'), { recursive: true })
    rmSync(path.join(dist, 'cache', 'fetch-cache'), { recursive: true, force: true })
    if (existsSync(path.join(pristine, 'fetch-cache'))) {
      cpSync(path.join(pristine, 'fetch-cache'), path.join(dist, 'cache', 'fetch-cache'), { recursive: true })
    }
  }

  // This run's own database and media, copied from the ones the build rendered.
  const work = mkdtempSync(path.join(os.tmpdir(), 'staffroom-e2e-run-'))
  const db = path.join(work, 'staffroom.db')
  const media = path.join(work, 'media')
  copyDatabase(path.join(pristine, 'staffroom.db'), db)
  if (existsSync(path.join(pristine, 'media'))) cpSync(path.join(pristine, 'media'), media, { recursive: true })
  else mkdirSync(media)

  mkdirSync(path.join(ROOT, 'reports'), { recursive: true })
  const logFile = path.join(ROOT, 'reports', 'e2e-server.log')
  // The video import asks a stand-in of the video platform in this process, never the real one.
  const platform = await startE2eVideoPlatform()
  // Its mail goes to an SMTP server in this process, filed where the tests read it.
  const mailDir = path.join(work, 'mail')
  const mailbox = await startE2eMailbox(mailDir)
  rmSync(logFile, { force: true })
  const server = await startServerProcess(
    {
      ...baseEnv,
      DATABASE_URL: `file:${db}`,
      MEDIA_DIR: media,
      VIDEO_API_URL: platform.url,
      VIDEO_API_KEY: platform.key,
      SMTP_URL: mailbox.url,
    },
    logFile,
  )
  server.unref()

  process.env.E2E_BASE_URL = serverUrl
  process.env.E2E_DB_FILE = db
  process.env.E2E_PASSWORD = DEMO_PASSWORD
  process.env.E2E_SERVER_PID = String(server.pid)
  process.env.E2E_WORK_DIR = work
  process.env.E2E_MAIL_DIR = mailDir
  process.env.E2E_ADS_URL = adNetwork.url
  log(
    `server ${serverUrl} (pid ${server.pid}) ready after ${((Date.now() - started) / 1000).toFixed(1)} s; log: ${logFile}`,
  )
}
