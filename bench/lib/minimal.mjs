// The floor the site is measured against: the minimal Next.js App Router page of bench/minimal/,
// built with the repository's own `next` into bench/.cache/minimal/<hash>/ (a copy of the fixture,
// so that Next writes its build, next-env.d.ts and tsconfig changes there and nowhere else) and
// served by `next start` pinned to CPU 0 like the site. Rebuilt only when the fixture or the
// versions of Next and React change.
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { pinTo } from './server.mjs'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const FIXTURE = path.join(ROOT, 'bench', 'minimal')
const CACHE = path.join(ROOT, 'bench', '.cache', 'minimal')
const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')
const version = (name) =>
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version

function digest() {
  const hash = createHash('sha256').update(
    `next ${version('next')} react ${version('react')} ${version('react-dom')}\0`,
  )
  const files = readdirSync(FIXTURE, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  for (const rel of files.map((entry) => path.relative(FIXTURE, path.join(entry.parentPath, entry.name))).sort())
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(FIXTURE, rel)))
      .update('\0')
  return hash.digest('hex').slice(0, 16)
}

const env = () => {
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  delete env.NEXT_DIST_DIR // the site's; the fixture builds into its own .next
  return env
}

/** The built app's folder, building it first when its inputs changed. */
export function buildMinimal(log) {
  const dir = path.join(CACHE, digest())
  const stamp = path.join(dir, 'built')
  if (existsSync(stamp)) return dir
  log('building the minimal Next.js page')
  rmSync(CACHE, { recursive: true, force: true }) // older builds included
  cpSync(FIXTURE, dir, { recursive: true })
  const started = Date.now()
  execFileSync(process.execPath, [NEXT, 'build', dir], { cwd: dir, env: env(), stdio: ['ignore', 'ignore', 'inherit'] })
  log(`minimal page next build: ${((Date.now() - started) / 1000).toFixed(0)} s`)
  writeFileSync(stamp, new Date().toISOString())
  return dir
}

/** Builds when needed, starts `next start` on `port` (on CPU 0 when `pin`) and resolves once it says it is ready. */
export async function startMinimal({ port, pin: pinned, log }) {
  const dir = buildMinimal(log)
  const pin = pinned ? pinTo(0) : []
  const [command, ...args] = [...pin, process.execPath, NEXT, 'start', dir, '--port', String(port)]
  const child = spawn(command, args, { cwd: dir, env: env(), stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the minimal page was not ready within 60 s:\n${output}`)), 60_000)
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (output.includes('Ready')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => reject(new Error(`the minimal page's server exited (code ${code}):\n${output}`)))
  })
  child.removeAllListeners('exit')
  return {
    url: `http://localhost:${port}`,
    pinned: pin.length > 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}
