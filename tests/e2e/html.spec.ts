/**
 * The HTML the server sends for every page type (support/page-types.ts) is valid: the Nu HTML
 * checker (vnu-jar, run with the machine's Java) finds 0 errors. Warnings are not errors. One run
 * of the checker over all pages: its JVM takes seconds to start.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from './support/fixtures'
import { PAGE_TYPES } from './support/page-types'
import { ROOT } from './support/env'

const VNU_JAR = path.join(ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string }

async function checkHtml(files: string[]): Promise<VnuMessage[]> {
  // vnu exits non-zero when it finds errors; its report is on stdout either way.
  const { stdout } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; message: string; code?: string }) => {
    if (error.code === 'ENOENT') throw new Error('java was not found: the Nu HTML checker needs a Java 11+ runtime on PATH')
    if (!error.stdout) throw error
    return { stdout: error.stdout }
  })
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages
}

test('every page type is valid HTML (Nu HTML checker: 0 errors)', async ({ request }) => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'staffroom-vnu-'))
  try {
    const files = new Map<string, string>()
    for (const [i, type] of PAGE_TYPES.entries()) {
      const address = await type.path(request)
      const response = await request.get(address)
      expect(response.status(), `status of ${address}`).toBe(type.status)
      const file = path.join(dir, `${String(i).padStart(2, '0')}.html`)
      writeFileSync(file, await response.body())
      files.set(`file:${file}`, `${type.name} (${address})`)
    }
    // A page with a known error: proof that the checker ran and reports what it finds.
    const canary = path.join(dir, 'canary.html')
    writeFileSync(canary, '<!DOCTYPE html><html lang="en"><title>x</title><form action=""></form></html>')
    const messages = await checkHtml([...files.keys()].map((url) => url.slice('file:'.length)).concat(canary))
    const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error')
    expect(errors.filter((m) => m.url === `file:${canary}`).map((m) => m.message)).toEqual([
      expect.stringMatching(/Bad value .* for attribute .action. on element .form.: Must be non-empty/),
    ])
    const found = errors.filter((m) => m.url !== `file:${canary}`)
    const report = found
      .map((m) => `• ${files.get(m.url) ?? m.url}, line ${m.lastLine}: ${m.message}\n    ${(m.extract ?? '').trim()}`)
      .join('\n')
    expect(found.length, `the Nu HTML checker found ${found.length} error(s):\n${report}\n`).toBe(0)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
