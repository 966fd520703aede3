// The load generator (run on CPU 1 through pinned.mjs). Open loop: the i-th request is due at
// start + i / rate and is sent then, whatever the earlier ones are doing, and its latency counts
// from that due instant to the answer's last byte — a late send (the generator busy) is counted,
// not hidden. A request: { name, url, method?, headers?, body?, expect: 'page' | 'graphql', weight? }.
import http from 'node:http'
import https from 'node:https'
import { performance } from 'node:perf_hooks'

import { prng } from '../lib/prng.mjs'

const TIMEOUT_MS = 10_000
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: Infinity, scheduling: 'lifo' }),
  // Local nginx with a self-signed certificate.
  'https:': new https.Agent({ keepAlive: true, maxSockets: Infinity, scheduling: 'lifo', rejectUnauthorized: false }),
}

/** Each request from its own visitor address (behind a trusted proxy), as from many visitors. */
const visitor = (i) => `198.18.${(i >> 8) & 255}.${i & 255 || 1}`

/** One request; resolves with { status, headers, text, problem } (never rejects). */
export function send({ url, method = 'GET', headers = {}, body, expect = 'page' }, i = 0) {
  return new Promise((resolve) => {
    const target = new URL(url)
    const done = (status, text, problem, headers = {}) => resolve({ status, headers, text, problem })
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method,
        agent: agents[target.protocol],
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          'x-forwarded-for': visitor(i),
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...headers,
        },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks = []
        response.on('data', (c) => chunks.push(c))
        response.on('error', (error) => done(0, '', String(error)))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          done(response.statusCode, text, problemOf(expect, response, text), response.headers)
        })
      },
    )
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)))
    request.on('error', (error) => done(0, '', String(error)))
    request.end(body)
  })
}

/** The `data` of one GraphQL query POSTed to `origin`; throws with what went wrong otherwise. */
export async function graphqlData(origin, query) {
  const body = JSON.stringify({ query })
  const answer = await send({
    url: `${origin}/graphql`,
    method: 'POST',
    body,
    headers: { 'accept-encoding': 'identity' },
    expect: 'graphql',
  })
  if (answer.problem)
    throw new Error(`${origin}/graphql ${query.slice(0, 60)}…: ${answer.problem} ${answer.text.slice(0, 200)}`)
  return JSON.parse(answer.text).data
}

function problemOf(expect, response, text) {
  if (response.statusCode !== 200) return `HTTP ${response.statusCode}`
  if (expect !== 'graphql') return null
  // GraphQL answers are sent uncompressed by the app unless asked; a compressed one is only checked by status.
  if (response.headers['content-encoding']) return null
  try {
    const json = JSON.parse(text)
    return json.errors?.length
      ? `GraphQL: ${json.errors.map((e) => e.message).join('; ')}`
      : json.data
        ? null
        : 'no data'
  } catch {
    return `not JSON: ${text.slice(0, 100)}`
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
const round = (n) => Number(n.toFixed(1))

export function summarise(ms) {
  if (ms.length === 0) return { count: 0 }
  const sorted = [...ms].sort((a, b) => a - b)
  const at = (p) => round(percentile(sorted, p))
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: round(sorted.at(-1)) }
}

/** A picker over `requests` by their weights (all equal when none is given), from a seeded PRNG. */
export function picker(requests, seed) {
  const random = prng(seed)
  let total = 0
  const cumulative = requests.map((r) => (total += r.weight ?? 1))
  return () => {
    const x = random() * total
    return requests[cumulative.findIndex((c) => c > x)]
  }
}

/**
 * `seconds` × `rate` requests drawn from `requests`; latencies per request name, overall, and per
 * `windowSeconds` window (for a soak: does it drift?).
 */
export async function fixedRate({ requests, rate, seconds, seed = 1, windowSeconds = 30 }) {
  const next = picker(requests, seed)
  const count = Math.round(rate * seconds)
  const samples = []
  const errors = []
  const pending = []
  const start = performance.now() + 50
  let maxLag = 0
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    while (performance.now() < due) {
      // the last fraction of a millisecond: spin
    }
    maxLag = Math.max(maxLag, performance.now() - due)
    const request = next()
    pending.push(
      send(request, i).then(({ problem }) => {
        samples.push({ name: request.name, at: due - start, ms: performance.now() - due })
        if (problem) errors.push({ name: request.name, url: request.url, problem })
      }),
    )
  }
  const sendSeconds = (performance.now() - start) / 1000
  await Promise.all(pending)
  const names = [...new Set(requests.map((r) => r.name))]
  const windows = []
  for (let from = 0; from < seconds * 1000; from += windowSeconds * 1000) {
    const of = samples.filter((s) => s.at >= from && s.at < from + windowSeconds * 1000)
    windows.push({ fromSecond: from / 1000, ...summarise(of.map((s) => s.ms)) })
  }
  return {
    sent: count,
    achievedRate: round(count / (sendSeconds + 1 / rate)),
    maxSendLagMs: round(maxLag),
    overall: summarise(samples.map((s) => s.ms)),
    byName: Object.fromEntries(names.map((n) => [n, summarise(samples.filter((s) => s.name === n).map((s) => s.ms))])),
    windows,
    errors: errors.length,
    /** How many of each kind of failure: "request name: what went wrong" → count. */
    errorCounts: errors.reduce((counts, e) => {
      const key = `${e.name}: ${e.problem}`
      return { ...counts, [key]: (counts[key] ?? 0) + 1 }
    }, {}),
    errorSamples: errors.slice(0, 10),
  }
}

/** `count` requests one after another: what one costs with nothing queued before it. */
export async function serial({ request, count }) {
  const ms = []
  const errors = []
  for (let i = 0; i < count; i += 1) {
    const at = performance.now()
    const { problem } = await send(request, 60_000 + i)
    ms.push(performance.now() - at)
    if (problem) errors.push(problem)
  }
  return { ...summarise(ms), errors: errors.length, errorSamples: errors.slice(0, 5) }
}
