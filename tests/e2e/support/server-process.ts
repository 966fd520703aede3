import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { DIST_DIR, PAYLOAD_SECRET, ROOT } from './env'

const READY_TEXT = 'Staffroom is ready'
const READY_TIMEOUT_MS = 120_000

/** SQLite keeps recent writes in the -wal file: a copy of the database takes both. */
export function copyDatabase(from: string, to: string) {
  for (const suffix of ['', '-wal']) {
    if (existsSync(from + suffix)) cpSync(from + suffix, to + suffix)
  }
}

export function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '0.0.0.0', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Starts `node .build/server.mjs` (the production server: /graphql, REST, Next) with `env`, its
 * output appended to `logFile`, and resolves once it says "Staffroom is ready". The process keeps
 * logging afterwards; stopping it (or killing it) is the caller's.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, logFile: string): Promise<ChildProcess> {
  const out = createWriteStream(logFile, { flags: 'a' })
  const server = spawn(process.execPath, ['.build/server.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  server.stderr.pipe(out)

  await new Promise<void>((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(
      () => fail(new Error(`the server did not say "${READY_TEXT}" within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    )
    function fail(error: Error) {
      clearTimeout(timer)
      server.kill('SIGKILL')
      reject(new Error(`${error.message}\n--- server output (${logFile}) ---\n${seen.slice(-4000)}`))
    }
    server.stdout.on('data', (chunk: Buffer) => {
      out.write(chunk)
      if (seen.length < 100_000) seen += chunk.toString()
      if (seen.includes(READY_TEXT)) {
        clearTimeout(timer)
        resolve()
      }
    })
    server.once('exit', (code, signal) => fail(new Error(`the server exited early (code ${code}, signal ${signal})`)))
  })
  server.removeAllListeners('exit')
  // Keep logging after the handshake.
  server.stdout.removeAllListeners('data')
  server.stdout.pipe(out)
  return server
}

export type SideServer = {
  url: string
  port: number
  db: string
  dir: string
  env: NodeJS.ProcessEnv
  start: () => Promise<ChildProcess>
}

/**
 * A production server of a test's own on a copy of the pristine seeded database, in a temp folder
 * of its own (the suite's server stays untouched); `name` names the folder and the log
 * (reports/e2e-{name}-server.log), `env` adds to or overrides the environment. Removing `dir` is
 * the caller's.
 */
export async function sideServer(name: string, env: Record<string, string> = {}): Promise<SideServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `staffroom-${name}-`))
  const db = path.join(dir, 'staffroom.db')
  copyDatabase(path.join(ROOT, DIST_DIR, 'e2e-pristine', 'staffroom.db'), db)
  mkdirSync(path.join(dir, 'media'))
  const port = await anyFreePort()
  const full: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET,
    SERVER_URL: `http://localhost:${port}`,
    PORT: String(port),
    DATABASE_URL: `file:${db}`,
    MEDIA_DIR: path.join(dir, 'media'),
    SMTP_URL: '',
    ...env,
  }
  const logFile = path.join(ROOT, 'reports', `e2e-${name}-server.log`)
  return { url: `http://127.0.0.1:${port}`, port, db, dir, env: full, start: () => startServerProcess(full, logFile) }
}

/** The seeded contact form's id, read from a database file. */
export async function contactFormId(db: string): Promise<number> {
  const client = createClient({ url: `file:${db}` })
  try {
    const { rows } = await client.execute({ sql: 'SELECT id FROM forms WHERE title = ?', args: ['Contact Staffroom'] })
    return Number(rows[0].id)
  } finally {
    client.close()
  }
}
