// `npm run bench`: the harness of docs/performance.md. The Lighthouse part (bench/lighthouse/),
// then the load part (bench/load/, when present), one after the other on the same machine; writes
// bench/results/<date>-<commit>.json (every figure and the machine) and a markdown summary beside
// it, and prints the summary.
//
//   --quick                   a short run (fewer page types and runs): about 2 minutes once built
//   --only lighthouse|load    one part
//   --runs <n>                Lighthouse runs per page (default 5, quick 1)
//   --port <n>                the site's port (default 3210; the minimal page takes the next one)
//   --url <origin>            measure a running site instead of building and starting one
//   --dry-run                 print the plan and exit: builds, starts and measures nothing
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

import { DEFAULT_RUNS, lighthouseBench, MINIMAL } from './lighthouse/index.mjs'
import { pageTypes } from './lighthouse/page-types.mjs'
import { commit, machine } from './lib/machine.mjs'
import { pinTo } from './lib/server.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const LOAD = path.join(ROOT, 'bench', 'load', 'index.mjs')
const PARTS = ['lighthouse', 'load']

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    runs: { type: 'string' },
    port: { type: 'string', default: '3210' },
    url: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
})
const quick = options.quick
const parts = options.only ? [options.only] : PARTS
const runs = Number(options.runs ?? (quick ? DEFAULT_RUNS.quick : DEFAULT_RUNS.full))
const port = Number(options.port)
if (!PARTS.includes(parts[0])) throw new Error(`--only takes ${PARTS.join('|')}, got ${options.only}`)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number ≥ 1, got ${options.runs}`)
if (!Number.isInteger(port) || port < 1) throw new Error(`--port takes a port number, got ${options.port}`)

const log = (text) => console.error(`[bench ${Math.round(process.uptime())} s] ${text}`)
const hasLoad = existsSync(LOAD)

if (options['dry-run']) {
  console.log(await plan())
  process.exit(0)
}

const started = Date.now()
const results = {}
// A part that fails is reported and the others still run: ten minutes of Lighthouse are not lost
// to a load test that could not start.
const failed = {}
async function runPart(part, measure) {
  try {
    results[part] = await measure()
  } catch (error) {
    failed[part] = error instanceof Error ? (error.stack ?? error.message) : String(error)
    log(`${part} failed: ${failed[part]}`)
  }
}
if (parts.includes('lighthouse'))
  await runPart('lighthouse', () => lighthouseBench({ quick, runs, port, origin: options.url, log }))
if (parts.includes('load')) {
  if (hasLoad)
    await runPart('load', async () => {
      const { loadBench } = await import(pathToFileURL(LOAD).href)
      return loadBench({ quick, log, ...(options.url ? { origin: options.url } : {}) })
    })
  else log('load: bench/load/index.mjs does not exist yet, skipped')
}

const date = new Date()
const measured = commit()
const seconds = Math.round((Date.now() - started) / 1000)
const summary = markdown()
const base = path.join(ROOT, 'bench', 'results', `${date.toISOString().slice(0, 10)}-${measured}`)
mkdirSync(path.dirname(base), { recursive: true })
writeFileSync(
  `${base}.json`,
  `${JSON.stringify(
    {
      kind: 'bench',
      date: date.toISOString(),
      commit: measured,
      options: { quick, only: options.only ?? null, runs, url: options.url ?? null },
      seconds,
      machine: machine('/usr/bin/chromium'),
      parts: Object.fromEntries(Object.entries(results).map(([part, r]) => [part, r.figures])),
      failed,
      budgets: Object.entries(results).flatMap(([part, r]) => r.budgets.map((b) => ({ part, ...b }))),
    },
    null,
    2,
  )}\n`,
)
writeFileSync(`${base}.md`, `${summary}\n`)
console.log(`\n${summary}\n`)
console.log(`written ${path.relative(ROOT, base)}.json and .md`)
if (Object.keys(failed).length > 0) process.exitCode = 1

async function plan() {
  const lines = [`npm run bench, dry run (nothing is built, started or measured)${quick ? ', quick' : ''}`]
  if (parts.includes('lighthouse')) {
    const { measured: types, skipped, leftForFull } = await pageTypes({ quick })
    const where = options.url ? `the site at ${options.url}` : `the site built into .next-bench on port ${port}`
    lines.push(
      '',
      `Lighthouse: ${types.length + 1} pages × ${runs} round${runs === 1 ? '' : 's'}, interleaved: each round measures the minimal page, then every page type.`,
      `  ${where}; the minimal page (bench/minimal) built into bench/.cache/minimal and served by next start on port ${port + 1}.`,
      `  servers pinned to CPU 0, Chromium to CPU 1: ${!options.url && pinTo(0).length > 0 ? 'yes' : 'no'}`,
      `  1. ${MINIMAL}`,
      ...types.map((type, i) => `  ${i + 2}. ${type.name}`),
      ...skipped.map((type) => `  not measured: ${type.name} (${type.reason})`),
    )
    if (leftForFull.length > 0) lines.push(`  not in a quick run: ${leftForFull.length} more page types`)
  }
  if (parts.includes('load'))
    lines.push(
      '',
      hasLoad ? 'load: loadBench() of bench/load/index.mjs' : 'load: bench/load/index.mjs does not exist yet: skipped',
    )
  return lines.join('\n')
}

function markdown() {
  const env = machine('/usr/bin/chromium')
  const title = { lighthouse: 'Lighthouse', load: 'Load' }
  const lines = [
    `# Benchmark ${date.toISOString().slice(0, 10)}, ${measured}${quick ? ' (quick)' : ''}`,
    '',
    `${env.cpu} × ${env.cpus}, ${env.memoryGb} GB, ${env.os}, Node ${env.node}, ${env.chromium}; ${seconds} s.`,
  ]
  for (const [part, result] of Object.entries(results)) lines.push('', `## ${title[part]}`, '', result.markdown)
  for (const [part, error] of Object.entries(failed))
    lines.push('', `## ${title[part]}`, '', 'Failed:', '', '```', error, '```')
  lines.push('', '## Budgets', '')
  for (const [part, result] of Object.entries(results)) {
    const met = result.budgets.filter((b) => b.met).length
    lines.push(`- ${title[part]}: ${met} of ${result.budgets.length} met`)
  }
  const notMet = Object.entries(results).flatMap(([part, r]) =>
    r.budgets.filter((b) => !b.met).map((b) => ({ part, ...b })),
  )
  if (notMet.length > 0) {
    lines.push('', '| part | not met | measured | budget |', '| --- | --- | --- | --- |')
    for (const b of notMet) lines.push(`| ${title[b.part]} | ${b.name} | ${b.measured} | ${b.budget} |`)
  }
  return lines.join('\n')
}
