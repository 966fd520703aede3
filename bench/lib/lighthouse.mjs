// Lighthouse 12.8 (mobile, its default simulated throttling) in Debian's Chromium, one browser for
// every run. Pages are measured interleaved, round by round, so that a machine growing busier or
// quieter during the run weighs on every page alike; each page's median run is Lighthouse's own
// choice (computeMedianRun: the run nearest the median FCP and TTI).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { chromium } from 'playwright-core'

import { machine } from './machine.mjs'
import { pinTo } from './server.mjs'

const CHROMIUM = '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking']
const CACHE = path.resolve(import.meta.dirname, '..', '.cache')
// What metrics() and computeMedianRun read: a run keeps only these (a whole report is ~1 MB).
const AUDITS = [
  'first-contentful-paint',
  'interactive',
  'largest-contentful-paint',
  'largest-contentful-paint-element',
  'total-blocking-time',
  'cumulative-layout-shift',
  'total-byte-weight',
]

/** The browser, on CPU 1 when `pinned` (the servers have CPU 0): through a wrapper chrome-launcher can start and stop. */
export async function launchChrome({ pinned }) {
  const pin = pinned ? pinTo(1) : []
  let chromePath = CHROMIUM
  if (pin.length > 0) {
    chromePath = path.join(CACHE, 'chromium-cpu1.sh')
    mkdirSync(CACHE, { recursive: true })
    writeFileSync(chromePath, `#!/bin/sh\nexec ${pin.join(' ')} ${CHROMIUM} "$@"\n`)
    chmodSync(chromePath, 0o755)
  }
  return chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
}

export const metrics = (lhr) => ({
  score: Math.round((lhr.categories.performance.score ?? 0) * 100),
  lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
  tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
  cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
  transferredBytes: Math.round(lhr.audits['total-byte-weight'].numericValue),
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
 * Requests the page twice (the first request of an article renders it; later ones are served from
 * the cache), then loads it once in the measuring browser at Lighthouse's phone size, so that the
 * image optimiser has encoded the sizes the runs will ask for: a cold size is an encode on the
 * server, which Lantern would count as a slow download (a production server has them cached).
 */
async function warm(url, chrome) {
  for (let i = 0; i < 2; i += 1) await fetch(url).then((r) => r.arrayBuffer())
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

async function run(url, chrome) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The full-page picture weighs on no metric and costs about a second of a run.
    disableFullPageScreenshot: true,
  })
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return {
    categories: { performance: { score: lhr.categories.performance.score } },
    audits: Object.fromEntries(AUDITS.map((id) => [id, lhr.audits[id]])),
    environment: lhr.environment,
  }
}

/**
 * Measures `pages` ([{ name, url }]) in `runs` rounds, each round every page once in order.
 * Resolves to the pages with their median run's metrics and every run's.
 */
export async function measureInterleaved(pages, { runs, chrome, log }) {
  for (const page of pages) await warm(page.url, chrome)
  const lhrs = pages.map(() => [])
  for (let round = 1; round <= runs; round += 1) {
    for (const [i, page] of pages.entries()) {
      const lhr = await run(page.url, chrome)
      lhrs[i].push(lhr)
      log(`round ${round}/${runs} ${page.name}: ${metrics(lhr).score}`)
    }
  }
  return pages.map((page, i) => ({ ...page, median: metrics(computeMedianRun(lhrs[i])), runs: lhrs[i].map(metrics) }))
}

/** The machine, and Lighthouse's CPU benchmark over the runs: a busy machine shows there first (and inflates TBT, LCP). */
export async function environment(measured) {
  const indexes = measured.flatMap((page) => page.runs.map((r) => r.benchmarkIndex)).sort((a, b) => a - b)
  return {
    ...machine(CHROMIUM),
    loadAverageAtEnd: os.loadavg().map((n) => Number(n.toFixed(2))),
    lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
    benchmarkIndex: indexes[Math.floor(indexes.length / 2)] ?? null,
    benchmarkIndexRange: [indexes[0] ?? null, indexes.at(-1) ?? null],
  }
}

export const describeEnvironment = (env) =>
  `${env.cpu} × ${env.cpus}, Node ${env.node}, ${env.chromium}, Lighthouse ${env.lighthouse}, ` +
  `benchmarkIndex ${env.benchmarkIndex} (runs ${env.benchmarkIndexRange.join('–')}), load average ${env.loadAverageAtEnd.join(' ')}`
