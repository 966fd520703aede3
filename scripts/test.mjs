// `npm test`: lint, typecheck, vitest (unit + integration on SQLite and PostgreSQL), then Playwright.
// Counts come from each runner's JSON report, never from console text. The last line printed is
// always "N passed, N failed"; the exit code is non-zero when anything failed.
//
// Usage: node scripts/test.mjs [--only lint|typecheck|unit|int|e2e[,…]]
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const STEPS = ['lint', 'typecheck', 'unit', 'int', 'e2e']
const VITEST_PROJECTS = { unit: ['unit'], int: ['int-sqlite', 'int-postgres', 'api', 'api-postgres'] }
const REPORTS = path.resolve('reports')
const VITEST_REPORT = path.join(REPORTS, 'vitest.json')
const PLAYWRIGHT_REPORT = path.join(REPORTS, 'playwright.json')

function parseOnly(argv) {
  const i = argv.findIndex((a) => a === '--only' || a.startsWith('--only='))
  if (i === -1) return STEPS
  const value = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1]
  const steps = (value ?? '').split(',').filter(Boolean)
  const unknown = steps.filter((s) => !STEPS.includes(s))
  if (steps.length === 0 || unknown.length > 0) {
    console.error(`--only takes ${STEPS.join('|')} (comma-separated); got "${value ?? ''}"`)
    process.exit(2)
  }
  return steps
}

/** Runs a local package's CLI with this Node, output straight to the console. */
function run(label, script, args, env = {}) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(process.execPath, [script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.error) console.error(`${label}: ${result.error.message}`)
  return result.status ?? 1
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const only = parseOnly(process.argv.slice(2))
fs.mkdirSync(REPORTS, { recursive: true })
const rows = []

if (only.includes('lint')) {
  const status = run('lint (eslint)', 'node_modules/eslint/bin/eslint.js', ['.', '--max-warnings', '0'])
  rows.push({ runner: 'lint', passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 })
}

if (only.includes('typecheck')) {
  const status = run('typecheck (tsc --noEmit)', 'node_modules/typescript/bin/tsc', ['--noEmit', '-p', '.'])
  rows.push({ runner: 'typecheck', passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 })
}

const projects = only.flatMap((step) => VITEST_PROJECTS[step] ?? [])
if (projects.length > 0) {
  fs.rmSync(VITEST_REPORT, { force: true })
  const status = run(`vitest (${projects.join(', ')})`, 'node_modules/vitest/vitest.mjs', [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_REPORT}`,
  ])
  const report = readJson(VITEST_REPORT)
  if (!report) {
    rows.push({ runner: 'vitest', passed: 0, failed: 1, note: `no report (exit ${status})` })
  } else {
    let failed = report.numFailedTests
    // A file that fails before or outside its tests (import error, failing beforeAll, unhandled
    // error) may have no failed test to its name: count it once, so it cannot pass unnoticed.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
    ).length
    failed += brokenFiles
    if (failed === 0 && (report.success === false || status !== 0)) failed = 1
    const note = [
      report.numPendingTests + report.numTodoTests > 0 ? `${report.numPendingTests + report.numTodoTests} skipped` : '',
      brokenFiles > 0 ? `${brokenFiles} file(s) failed outside a test` : '',
    ]
      .filter(Boolean)
      .join(', ')
    rows.push({ runner: 'vitest', passed: report.numPassedTests, failed, note })
  }
}

if (only.includes('e2e')) {
  const config = ['playwright.config.ts', 'playwright.config.mjs', 'playwright.config.js'].find((f) => fs.existsSync(f))
  if (!config) {
    console.log('\n▶ playwright: skipped (no playwright.config.ts yet)')
  } else {
    fs.rmSync(PLAYWRIGHT_REPORT, { force: true })
    const status = run('playwright', 'node_modules/@playwright/test/cli.js', ['test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_REPORT,
    })
    const report = readJson(PLAYWRIGHT_REPORT)
    if (!report?.stats) {
      rows.push({ runner: 'playwright', passed: 0, failed: 1, note: `no report (exit ${status})` })
    } else {
      const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats
      // Flaky = failed first, passed on retry: it passed, but say so.
      let failed = unexpected
      const globalErrors = report.errors?.length ?? 0
      if (failed === 0 && (globalErrors > 0 || status !== 0)) failed = 1
      const note = [flaky ? `${flaky} flaky (passed on retry)` : '', skipped ? `${skipped} skipped` : '']
        .filter(Boolean)
        .join(', ')
      rows.push({ runner: 'playwright', passed: expected + flaky, failed, note })
    }
  }
}

const passed = rows.reduce((n, r) => n + r.passed, 0)
const failed = rows.reduce((n, r) => n + r.failed, 0)
console.log('\nResults')
for (const r of rows) {
  console.log(
    `  ${r.runner.padEnd(11)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed${r.note ? `  (${r.note})` : ''}`,
  )
}
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
