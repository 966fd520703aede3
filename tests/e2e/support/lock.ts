/**
 * A lock shared by the workers of one run (mkdir is atomic). Tests that publish articles hold
 * `article-list` while their article is public; tests that compare two pages of the article list
 * hold it while reading, so a publish in between cannot shift the list under them.
 */
import { mkdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export async function withLock<T>(name: string, run: () => Promise<T>, timeoutMs = 45_000): Promise<T> {
  const root = process.env.E2E_WORK_DIR ?? path.join(os.tmpdir(), 'staffroom-e2e-locks')
  const dir = path.join(root, 'locks', name)
  mkdirSync(path.dirname(dir), { recursive: true })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      mkdirSync(dir)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (Date.now() > deadline) throw new Error(`lock "${name}" still held after ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  try {
    return await run()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
