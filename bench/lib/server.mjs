// The production server the benchmarks measure: the site built into .next-bench against a freshly
// seeded SQLite database (demo content, the same on every machine), started pinned to CPU 0 so the
// browser or load generator has CPU 1 to itself. The build is redone only when its inputs change.
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const DIST_DIR = '.next-bench'
const CACHE = path.join(ROOT, 'bench', '.cache')
/** The seeded demo database the build was made from (and its media beside it, in media/). */
export const PRISTINE_DB = path.join(CACHE, 'pristine', 'staffroom.db')
const INPUTS = ['src', 'public', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs']
// Fixed and local: the bench database is demo content, never a real one.
const SECRET = 'staffroom-bench-secret-not-for-production'
const PASSWORD = 'bench-Staffroom-Passw0rd!'

const log = (text) => console.error(`[bench] ${text}`)

function digestOf(extra) {
  const hash = createHash('sha256').update(extra)
  const walk = (rel) => {
    const abs = path.join(ROOT, rel)
    if (!existsSync(abs)) return
    if (statSync(abs).isDirectory()) for (const name of readdirSync(abs).sort()) walk(path.join(rel, name))
    else hash.update(rel).update('\0').update(readFileSync(abs)).update('\0')
  }
  INPUTS.forEach(walk)
  return hash.digest('hex')
}

function run(args, env, what) {
  const started = Date.now()
  execFileSync(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
  log(`${what}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/** `taskset -c <cpu>` when the machine has it and more than one CPU, else nothing. */
export function pinTo(cpu) {
  try {
    execFileSync('taskset', ['-c', String(cpu), 'true'], { stdio: 'ignore' })
    return ['taskset', '-c', String(cpu)]
  } catch {
    return []
  }
}

let bundled = false

/**
 * Bundles the command line and server (once a process) and builds the site when its inputs or
 * `origin` changed; returns the environment every bench process of this build shares.
 */
export function ensureBuild(origin) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: SECRET,
    ADMIN_PASSWORD: PASSWORD,
    SERVER_URL: origin,
    JOBS_AUTORUN: 'false',
  }
  delete env.REDIS_URL
  delete env.ADMIN_EMAIL
  if (!bundled) run(['scripts/bundle.mjs'], env, 'bundle')
  bundled = true

  // Absolute URLs are rendered at build time: the origin is an input of the build.
  const digest = digestOf(origin)
  const stamp = path.join(ROOT, DIST_DIR, 'bench-build.sha256')
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest || !existsSync(PRISTINE_DB)) {
    log('building the site for the benchmark (a few minutes)')
    rmSync(path.join(CACHE, 'pristine'), { recursive: true, force: true })
    rmSync(path.join(ROOT, DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })
    mkdirSync(path.join(CACHE, 'pristine'), { recursive: true })
    const buildEnv = { ...env, DATABASE_URL: `file:${PRISTINE_DB}`, MEDIA_DIR: path.join(CACHE, 'pristine', 'media') }
    run(['.build/cli.mjs', 'migrate'], buildEnv, 'migrate')
    run(['.build/cli.mjs', 'seed'], buildEnv, 'seed')
    run(['node_modules/next/dist/bin/next', 'build'], buildEnv, 'next build')
    writeFileSync(stamp, digest)
  }
  return env
}

/**
 * Builds when needed, starts the server on `port` and resolves once it says it is ready. It serves
 * a fresh copy of the pristine demo database, or `database` ({ url, mediaDir }) as it is; `env`
 * adds to the server's environment. `origin` is the site's address (default: this port's); a
 * second instance on another port gives the first one's, so that both serve the same build.
 */
export async function startServer({ port, origin = `http://localhost:${port}`, database, env: extraEnv = {} }) {
  const env = { ...ensureBuild(origin), PORT: String(port) }

  let served = database
  if (!served) {
    // Each run serves a copy: nothing a run changes (reads counted, caches) carries over.
    const work = path.join(CACHE, 'run')
    rmSync(work, { recursive: true, force: true })
    mkdirSync(work, { recursive: true })
    for (const suffix of ['', '-wal']) {
      if (existsSync(PRISTINE_DB + suffix)) cpSync(PRISTINE_DB + suffix, path.join(work, `staffroom.db${suffix}`))
    }
    const media = path.join(CACHE, 'pristine', 'media')
    if (existsSync(media)) cpSync(media, path.join(work, 'media'), { recursive: true })
    served = { url: `file:${path.join(work, 'staffroom.db')}`, mediaDir: path.join(work, 'media') }
  }

  const pin = pinTo(0)
  const [command, ...args] = [...pin, process.execPath, '.build/server.mjs']
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...env, ...extraEnv, DATABASE_URL: served.url, MEDIA_DIR: served.mediaDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server was not ready within 120 s:\n${output}`)), 120_000)
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (output.includes('Staffroom is ready')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => reject(new Error(`the server exited (code ${code}):\n${output}`)))
  })
  child.removeAllListeners('exit')
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return {
    url: `http://localhost:${port}`,
    pid: child.pid,
    /** Resolves with { code, signal } once the process has exited, however it ended. */
    exited,
    pinned: pin.length > 0,
    /** Everything the server printed so far: what to show when something failed. */
    output: () => output,
    stop: () => {
      child.kill('SIGTERM')
      return exited
    },
  }
}
