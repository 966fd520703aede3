/**
 * `npm run bench` is not run by CI (it takes minutes and wants an idle machine): this checks that it
 * starts. Its dry run parses its options, reads the e2e page-type registry and plans the minimal
 * page and every page type, building, starting and measuring nothing.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { expect, it } from 'vitest'

import { PAGE_TYPES } from '../e2e/support/page-types'

const MEASURED = /^ {2}\d+\. (.+)$/gm
const NOT_MEASURED = /^ {2}not measured: (.+) \(.+\)$/gm

it('plans the minimal page, then every page type of the registry', { timeout: 60_000 }, async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['bench/run.mjs', '--dry-run'])

  const measured = [...stdout.matchAll(MEASURED)].map((m) => m[1])
  const notMeasured = [...stdout.matchAll(NOT_MEASURED)].map((m) => m[1])
  expect(measured[0]).toBe('minimal Next.js page')
  expect(measured.slice(1)).toEqual(PAGE_TYPES.filter((p) => p.status === 200).map((p) => p.name))
  expect(notMeasured).toEqual(PAGE_TYPES.filter((p) => p.status !== 200).map((p) => p.name))
})
