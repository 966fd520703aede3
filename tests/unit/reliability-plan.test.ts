/**
 * `npm run bench:reliability` is not run by CI (it builds, starts two instances, PostgreSQL, Redis
 * and nginx, and takes minutes): this checks that it starts. Its dry run parses its options and
 * plans every scenario of issue 25, starting nothing.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { expect, it } from 'vitest'

const ISSUE_25 = ['rolling', 'crash', 'redis', 'postgres', 'soak']
const PLANNED = /^ {2}([a-z]+): /gm
const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['bench/reliability/cli.mjs', '--dry-run', ...args])

it('plans every scenario of issue 25, and the soak for as long as asked', { timeout: 60_000 }, async () => {
  const { stdout } = await run('--soak-minutes', '10')
  expect([...stdout.matchAll(PLANNED)].map((m) => m[1])).toEqual(ISSUE_25)
  expect(stdout).toMatch(/^ {2}soak: 600 s at 100 req\/s/m)
})

it('plans one scenario with --only, and a 30-second soak with --quick', { timeout: 60_000 }, async () => {
  const { stdout } = await run('--only', 'soak', '--quick')
  expect([...stdout.matchAll(PLANNED)].map((m) => m[1])).toEqual(['soak'])
  expect(stdout).toMatch(/^ {2}soak: 30 s at 100 req\/s/m)
  await expect(run('--only', 'flood')).rejects.toThrow(/--only takes rolling\|crash\|redis\|postgres\|soak/)
})
