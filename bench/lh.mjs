// `npm run bench:lh -- / /post/<slug> …`: the Lighthouse part of `npm run bench` (bench/lib/lighthouse.mjs)
// on the paths given, without the minimal page and budgets: several runs per path in one browser,
// interleaved round by round, the median run reported, with the page's first-load JavaScript.
// Prints a table and writes bench/results/<date>-<commit>.json.
//
//   --url <origin>   measure a running server instead of starting one (no CPU pinning then)
//   --runs <n>       runs per path (default 3)
//   --port <n>       port of the server the harness starts (default 3210)
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { firstLoadJs } from './lib/first-load-js.mjs'
import { describeEnvironment, environment, launchChrome, measureInterleaved } from './lib/lighthouse.mjs'
import { commit } from './lib/machine.mjs'
import { startServer } from './lib/server.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3210' },
  },
})
const runs = Number(options.runs)
const paths = positionals.length > 0 ? positionals : ['/']
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number ≥ 1, got ${options.runs}`)
for (const p of paths) if (!p.startsWith('/')) throw new Error(`paths start with "/": ${p}`)

const server = options.url ? null : await startServer({ port: Number(options.port) })
const origin = options.url ?? server.url
let results
try {
  const chrome = await launchChrome({ pinned: Boolean(server?.pinned) })
  try {
    const pages = paths.map((p) => ({ name: p, path: p, url: new URL(p, origin).href }))
    results = await measureInterleaved(pages, { runs, chrome, log: (text) => console.error(`[bench] ${text}`) })
  } finally {
    chrome.kill()
  }
  for (const result of results) result.firstLoadJs = await firstLoadJs(result.url)
} finally {
  await server?.stop()
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const rows = results.map(({ path: p, median: m, firstLoadJs: js }) => [
  p,
  String(m.score),
  `${(m.lcpMs / 1000).toFixed(1)} s`,
  `${m.tbtMs} ms`,
  m.cls.toFixed(3),
  kB(js.total),
])
const header = ['path', 'score', 'LCP', 'TBT', 'CLS', 'first-load JS (gzip)']
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
for (const row of [header, ...rows])
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '))
console.log('')
for (const { path: p, median: m } of results) {
  const phases = Object.entries(m.lcpPhases)
    .map(([phase, ms]) => `${phase} ${ms} ms`)
    .join(', ')
  console.log(`${p}: largest paint ${m.lcpElement ?? '(unknown)'}${phases ? ` — ${phases}` : ''}`)
}

const env = { ...(await environment(results)), serverPinnedToCpu0: server?.pinned ?? false, origin }
console.log(`\n${describeEnvironment(env)}`)
const date = new Date().toISOString().slice(0, 10)
const file = path.join(ROOT, 'bench', 'results', `${date}-${commit()}.json`)
mkdirSync(path.dirname(file), { recursive: true })
const record = {
  kind: 'lighthouse',
  date: new Date().toISOString(),
  commit: commit(),
  runsPerPath: runs,
  machine: env,
  results: results.map(({ path: p, median, runs: all, firstLoadJs: js }) => ({
    path: p,
    median,
    runs: all,
    firstLoadJs: js,
  })),
}
writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`)
console.log(`written ${path.relative(ROOT, file)}`)
