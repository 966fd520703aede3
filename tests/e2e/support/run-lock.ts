/**
 * A lock between e2e runs of this checkout (several sessions may run `npm test` at once): they
 * share the .next-e2e build folder and the preferred port. Taken in the global setup, released in
 * the global teardown; a lock whose owner process is gone is taken over.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ROOT } from './env'

const WAIT_MS = 8 * 60_000
const dir = path.join(os.tmpdir(), `staffroom-e2e-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}.lock`)
const ownerFile = path.join(dir, 'owner')

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export async function acquireRunLock(log: (text: string) => void): Promise<void> {
  const deadline = Date.now() + WAIT_MS
  let told = false
  for (;;) {
    try {
      mkdirSync(dir)
      writeFileSync(ownerFile, String(process.pid))
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let owner = NaN
    try {
      owner = Number(readFileSync(ownerFile, 'utf8'))
    } catch {
      // being created or removed right now
    }
    if (Number.isInteger(owner) && owner > 0 && !alive(owner)) {
      log(`taking over the e2e lock of process ${owner}, which is gone`)
      rmSync(dir, { recursive: true, force: true })
      continue
    }
    if (Date.now() > deadline) throw new Error(`another e2e run (pid ${owner}) still holds ${dir} after ${WAIT_MS / 60_000} minutes`)
    if (!told) {
      log(`waiting for another e2e run of this checkout to finish (pid ${owner})`)
      told = true
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

export function releaseRunLock(): void {
  try {
    if (Number(readFileSync(ownerFile, 'utf8')) !== process.pid) return
  } catch {
    return
  }
  rmSync(dir, { recursive: true, force: true })
}
