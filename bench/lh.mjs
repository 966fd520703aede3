// `npm run bench:lh -- / /post/<slug> …`: Lighthouse 12.8 (mobile, its default simulated throttling)
// in Debian's Chromium, several runs per path in one browser, the median run reported (Lighthouse's
// own choice: the run nearest the median FCP and TTI), with the page's first-load JavaScript.
// Prints a table and writes bench/results/<date>-<commit>.json.
//
//   --url <origin>   measure a running server instead of starting one (no CPU pinning then)
//   --runs <n>       runs per path (default 3)
//   --port <n>       port of the server the harness starts (default 3210)
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { chromium } from 'playwright-core'

import { firstLoadJs } from './lib/first-load-js.mjs'
import { commit, machine } from './lib/machine.mjs'
import { pinTo, startServer } from './lib/server.mjs'

const CHROMIUM = '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking']
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

/** The browser on CPU 1 while the server has CPU 0: a wrapper chrome-launcher can start and stop. */
function chromeOnCpu1() {
  const pin = pinTo(1)
  if (pin.length === 0) return CHROMIUM
  const wrapper = path.join(ROOT, 'bench', '.cache', 'chromium-cpu1.sh')
  mkdirSync(path.dirname(wrapper), { recursive: true })
  writeFileSync(wrapper, `#!/bin/sh\nexec ${pin.join(' ')} ${CHROMIUM} "$@"\n`)
  chmodSync(wrapper, 0o755)
  return wrapper
}

const metrics = (lhr) => ({
  score: Math.round((lhr.categories.performance.score ?? 0) * 100),
  lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
  tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
  cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
  benchmarkIndex: lhr.environment.benchmarkIndex,
  // What the largest paint was, and where its time went (time to first byte, load delay, load
  // time, render delay): where to look when LCP is over budget.
  lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null,
  lcpPhases: Object.fromEntries(
    (lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map((row) => [
      row.phase,
      Math.round(row.timing),
    ]),
  ),
})

/**
 * Loads the page once in the measuring browser at Lighthouse's phone size, so that the image
 * optimiser has encoded the sizes the runs will ask for: a cold size is an encode on the server,
 * which Lantern would count as a slow download (a production server has them in its cache).
 */
async function warmPictures(url) {
  const mobile = screenEmulationMetrics.mobile
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    const context = await browser.newContext({
      viewport: { width: mobile.width, height: mobile.height },
      deviceScaleFactor: mobile.deviceScaleFactor,
      isMobile: true,
      userAgent: userAgents.mobile,
    })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await context.close()
  } finally {
    await browser.close() // connected, not launched: this only disconnects
  }
}

const server = options.url ? null : await startServer({ port: Number(options.port) })
const origin = options.url ?? server.url
const chrome = await chromeLauncher.launch({
  chromePath: server ? chromeOnCpu1() : CHROMIUM,
  chromeFlags: CHROME_FLAGS,
})
const results = []
try {
  for (const p of paths) {
    const url = new URL(p, origin).href
    // Warm the server: the first request of an article renders it; later ones are served from cache.
    for (let i = 0; i < 2; i += 1) await fetch(url).then((r) => r.arrayBuffer())
    await warmPictures(url)
    const lhrs = []
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      if (lhr.runtimeError) throw new Error(`${p}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      lhrs.push(lhr)
      console.error(`[bench] ${p} run ${i + 1}/${runs}: ${metrics(lhr).score}`)
    }
    const js = await firstLoadJs(url)
    results.push({ path: p, median: metrics(computeMedianRun(lhrs)), runs: lhrs.map(metrics), firstLoadJs: js })
  }
} finally {
  chrome.kill()
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

// Lighthouse's CPU benchmark of each run: a busy machine shows here first (and inflates TBT, LCP).
const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).sort((a, b) => a - b)
const env = {
  ...machine(CHROMIUM),
  loadAverageAtEnd: os.loadavg().map((n) => Number(n.toFixed(2))),
  lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
  benchmarkIndex: indexes[Math.floor(indexes.length / 2)] ?? null,
  benchmarkIndexRange: [indexes[0] ?? null, indexes.at(-1) ?? null],
  serverPinnedToCpu0: server?.pinned ?? false,
  origin,
}
console.log(
  `\n${env.cpu} × ${env.cpus}, Node ${env.node}, ${env.chromium}, Lighthouse ${env.lighthouse}, ` +
    `benchmarkIndex ${env.benchmarkIndex} (runs ${env.benchmarkIndexRange.join('–')}), load average ${env.loadAverageAtEnd.join(' ')}`,
)
const date = new Date().toISOString().slice(0, 10)
const file = path.join(ROOT, 'bench', 'results', `${date}-${commit()}.json`)
mkdirSync(path.dirname(file), { recursive: true })
writeFileSync(
  file,
  `${JSON.stringify({ kind: 'lighthouse', date: new Date().toISOString(), commit: commit(), runsPerPath: runs, machine: env, results }, null, 2)}\n`,
)
console.log(`written ${path.relative(ROOT, file)}`)
