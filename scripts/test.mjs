// `npm test`: generated files up to date, lint, typecheck, vitest (unit + integration on SQLite
// and PostgreSQL), then Playwright.
// Counts come from each runner's JSON report, never from console text. The last line printed is
// always "N passed, N failed"; the exit code is non-zero when anything failed.
//
// Usage: node scripts/test.mjs [--only generated|lint|typecheck|unit|int|e2e[,…]]
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { GENERATED_PATHS } from './generated-paths.mjs'

// `generated` first: it rewrites files that lint, the typecheck and the tests then read.
const STEPS = ['generated', 'lint', 'typecheck', 'unit', 'int', 'e2e']
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

const DIFF_LINES = 400

/**
 * CI: the committed generated files must be what the generator makes from the committed sources
 * (a schema change without `npm run generate` fails here, not in a browser). Runs the generator,
 * then fails if `git status` shows any generated file changed or new, and prints the diff.
 */
function checkGenerated() {
  const row = (note) => ({ runner: 'generated', passed: note ? 0 : 1, failed: note ? 1 : 0, note })
  const status = run('generated files (npm run generate, then git status)', 'scripts/generate.mjs', [])
  if (status !== 0) return row(`npm run generate failed (exit ${status})`)
  const git = spawnSync('git', ['status', '--porcelain', '--', ...GENERATED_PATHS], { encoding: 'utf8' })
  if (git.status !== 0) return row(`git status failed: ${git.error?.message ?? git.stderr.trim()}`)
  const changes = git.stdout.split('\n').filter(Boolean)
  if (changes.length === 0) return row('')

  console.log('\nGenerated files differ from the commit (run `npm run generate` and commit the result):')
  for (const line of changes) console.log(`  ${line}`)
  const diff = spawnSync('git', ['--no-pager', 'diff', '--', ...GENERATED_PATHS], { encoding: 'utf8' }).stdout ?? ''
  const lines = diff.split('\n')
  console.log(lines.slice(0, DIFF_LINES).join('\n'))
  if (lines.length > DIFF_LINES) console.log(`… ${lines.length - DIFF_LINES} more lines (git diff shows them all)`)
  return row(`${changes.length} generated file(s) differ from the commit`)
}

const only = parseOnly(process.argv.slice(2))
fs.mkdirSync(REPORTS, { recursive: true })
const rows = []

if (only.includes('generated')) rows.push(checkGenerated())

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
    const failures = (report.testResults ?? []).flatMap((file) => {
      const name = path.relative(process.cwd(), file.name)
      const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
      if (tests.length > 0) return tests.map((t) => `${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
      return file.status === 'failed' ? [`${name}: ${firstLine(file.message)}`] : []
    })
    rows.push({ runner: 'vitest', passed: report.numPassedTests, failed, note, failures })
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
      const failures = [
        ...playwrightTests(report.suites ?? [])
          .filter(({ test }) => test.status === 'unexpected')
          .map(({ file, title, test }) => {
            const error = test.results?.at(-1)?.error?.message
            return `${file} › ${title}: ${firstLine(error)}`
          }),
        ...(report.errors ?? []).map((e) => `(outside a test): ${firstLine(e.message)}`),
      ]
      rows.push({ runner: 'playwright', passed: expected + flaky, failed, note, failures })
    }
  }
}

/** The first line of a runner's failure message, without colour codes, for the summary. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const text = String(message ?? 'no message').replace(/\u001b\[[0-9;]*m/g, '')
  return text.split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? 'no message'
}

/** Every test in a Playwright JSON report, with its file and its titles joined. */
function playwrightTests(suites, titles = []) {
  return suites.flatMap((suite) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        (spec.tests ?? []).map((test) => ({ file: spec.file, title: [...path, spec.title].join(' › '), test })),
      ),
      ...playwrightTests(suite.suites ?? [], path),
    ]
  })
}

const passed = rows.reduce((n, r) => n + r.passed, 0)
const failed = rows.reduce((n, r) => n + r.failed, 0)
console.log('\nResults')
for (const r of rows) {
  console.log(
    `  ${r.runner.padEnd(11)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed${r.note ? `  (${r.note})` : ''}`,
  )
  // Named here, next to the counts, so that the tail of a long CI log says what failed.
  for (const failure of r.failures ?? []) console.log(`    ✗ ${failure}`)
}
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
