/**
 * The HTML the server sends for every page type (support/page-types.ts) is valid: the Nu HTML
 * checker (vnu-jar, run with the machine's Java) finds 0 errors. Warnings are not errors. One run
 * of the checker over all pages: its JVM takes seconds to start.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from './support/fixtures'
import { PAGE_TYPES } from './support/page-types'
import { checkHtml } from './support/vnu'

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
