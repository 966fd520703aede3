// Part 1: throughput of a cached article against nginx serving the same bytes as a static file,
// with wrk on CPU 1 and everything served from CPU 0, identity encoding on both sides:
// (a) the app alone vs static nginx over plain HTTP; (b) the shipped nginx cache in front of the
// app vs static nginx, both over TLS.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startShippedNginx, startStaticNginx } from './nginx.mjs'
import { graphqlData, send } from './open-loop.mjs'
import { hasWrk, wrk } from './wrk.mjs'

const IDENTITY = { 'accept-encoding': 'identity' }
const CONNECTIONS = 50
const LATEST = 'query BenchLatest { Posts(limit: 1, sort: "-publishedAt") { docs { slug } } }'

async function get(url) {
  const answer = await send({ url, headers: IDENTITY })
  if (answer.status !== 200) throw new Error(`${url}: HTTP ${answer.status} ${answer.problem ?? ''}`)
  return answer
}

/**
 * `app`: a started server (bench/lib/server.mjs); `ports`: { staticHttp, staticHttps, shippedHttp,
 * shippedHttps }; `rounds` of `seconds` per configuration, the median round reported.
 */
export async function throughput({ app, ports, seconds, rounds, log }) {
  if (!hasWrk()) return { skipped: 'wrk is not installed (Debian: apt-get install wrk); the throughput ratios need it' }
  const pagePath = `/post/${(await graphqlData(app.url, LATEST)).Posts.docs[0].slug}`
  // Twice: the first request of a page may render it; the second is what the cache holds.
  await get(`${app.url}${pagePath}`)
  const page = await get(`${app.url}${pagePath}`)
  const root = mkdtempSync(path.join(os.tmpdir(), 'staffroom-bench-static-'))
  writeFileSync(path.join(root, 'article.html'), page.text)

  const nginx = await startStaticNginx(root, { http: ports.staticHttp, https: ports.staticHttps })
  const shipped = await startShippedNginx([app.url], { http: ports.shippedHttp, https: ports.shippedHttps })
  try {
    let cacheStatus = null
    for (let i = 0; i < 5 && cacheStatus !== 'HIT'; i += 1) {
      cacheStatus = (await get(`${shipped.https}${pagePath}`)).headers['x-cache-status'] ?? null
    }
    const throughShipped = await get(`${shipped.https}${pagePath}`)
    // Round by round, each configuration in turn, so that whatever else the machine does falls on all.
    const configurations = {
      app: ['the app alone (HTTP)', `${app.url}${pagePath}`],
      staticHttp: ['nginx, static file (HTTP)', `${nginx.http}/article.html`],
      shipped: ['shipped nginx cache (TLS)', `${shipped.https}${pagePath}`],
      staticHttps: ['nginx, static file (TLS)', `${nginx.https}/article.html`],
    }
    const options = { connections: CONNECTIONS, headers: IDENTITY }
    const all = Object.fromEntries(Object.keys(configurations).map((key) => [key, []]))
    for (const [, url] of Object.values(configurations)) await wrk(url, { ...options, seconds: 1 }) // warm-up
    for (let round = 1; round <= rounds; round += 1) {
      log(`throughput: round ${round} of ${rounds}, ${seconds} s each`)
      for (const [key, [, url]] of Object.entries(configurations))
        all[key].push(await wrk(url, { ...options, seconds }))
    }
    const median = (list) => [...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[(list.length - 1) >> 1]
    const runs = Object.fromEntries(
      Object.entries(configurations).map(([key, [name, url]]) => [
        key,
        { name, url, ...median(all[key]), rounds: all[key].map((r) => Math.round(r.requestsPerSecond)) },
      ]),
    )
    const ratio = (a, b) => Number((a.requestsPerSecond / b.requestsPerSecond).toFixed(3))
    const roundRatios = (a, b) => all[a].map((r, i) => ratio(r, all[b][i]))
    return {
      page: pagePath,
      bytes: Buffer.byteLength(page.text),
      appCacheControl: page.headers['cache-control'] ?? null,
      shippedCacheStatus: cacheStatus,
      sameBytesThroughShipped: throughShipped.text === page.text,
      seconds,
      rounds,
      connections: CONNECTIONS,
      runs,
      appAloneRatio: ratio(runs.app, runs.staticHttp),
      shippedRatio: ratio(runs.shipped, runs.staticHttps),
      roundRatios: { appAlone: roundRatios('app', 'staticHttp'), shipped: roundRatios('shipped', 'staticHttps') },
    }
  } finally {
    await Promise.all([nginx.stop(), shipped.stop()])
    rmSync(root, { recursive: true, force: true })
  }
}
