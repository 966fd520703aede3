// Part 4 (run on CPU 1 through pinned.mjs): an editor publishes a change to an article through the
// public origin's REST API (signed in as the demo editor), and from the moment the request is sent
// the article's page is polled on each instance directly and through the nginx cache until the new
// text shows. Each publish changes the excerpt (the article's standfirst) to a text never seen before.
import { performance } from 'node:perf_hooks'

import { send } from './open-loop.mjs'

const POLL_MS = 50
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

let visitor = 70_000
/** The page as an anonymous visitor gets it, uncompressed. */
const page = (url) => send({ url, headers: { 'accept-encoding': 'identity' } }, visitor++)

/** Ms from `t0` until `url` shows `marker`, or null when it did not within `deadlineMs`. */
async function watch(url, marker, t0, deadlineMs) {
  while (performance.now() - t0 < deadlineMs) {
    const { text } = await page(url)
    if (text.includes(marker)) return performance.now() - t0
    await sleep(POLL_MS)
  }
  return null
}

async function login(origin, email, password) {
  const { status, text } = await send({
    url: `${origin}/api/users/login`,
    method: 'POST',
    headers: { 'accept-encoding': 'identity' },
    body: JSON.stringify({ email, password }),
  })
  if (status !== 200) throw new Error(`signing in as ${email}: HTTP ${status} ${text.slice(0, 200)}`)
  return JSON.parse(text).token
}

/**
 * `count` publishes of `post` ({ id, slug }), `gapMs` apart; `targets`: { name: origin } polled
 * until `deadlineMs` after each publish; the publish goes through `publishVia` (an origin).
 */
export async function publishVisible({ publishVia, targets, post, email, password, count, deadlineMs, gapMs }) {
  const token = await login(publishVia, email, password)
  const run = Date.now().toString(36)
  const publishes = []
  for (let k = 1; k <= count; k += 1) {
    const marker = `Publish check ${run} number ${k}`
    const t0 = performance.now()
    const publishing = send({
      url: `${publishVia}/api/posts/${post.id}?depth=0`,
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'accept-encoding': 'identity' },
      body: JSON.stringify({ excerpt: `${marker}.`, _status: 'published' }),
    }).then((answer) => ({ ...answer, ms: performance.now() - t0 }))
    const names = Object.keys(targets)
    const seen = await Promise.all(names.map((n) => watch(`${targets[n]}/post/${post.slug}`, marker, t0, deadlineMs)))
    // Once seen, never the old text again.
    const regressed = []
    for (const [i, n] of names.entries()) {
      if (seen[i] !== null && !(await page(`${targets[n]}/post/${post.slug}`)).text.includes(marker)) regressed.push(n)
    }
    const published = await publishing
    if (published.status !== 200)
      throw new Error(`publish ${k}: HTTP ${published.status} ${published.text.slice(0, 200)}`)
    publishes.push({
      publishMs: published.ms,
      seenMs: Object.fromEntries(names.map((n, i) => [n, seen[i]])),
      regressed,
    })
    await sleep(gapMs)
  }
  return publishes
}

const STALE_AFTER_MS = 5000

/** p50, p95 and max of times in ms, where null (not seen by the deadline) counts as longer than any. */
function spread(times) {
  const sorted = times.map((t) => t ?? Infinity).sort((a, b) => a - b)
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]
  const shown = (ms) => (Number.isFinite(ms) ? Math.round(ms) : null)
  return { count: sorted.length, p50: shown(at(0.5)), p95: shown(at(0.95)), max: shown(sorted.at(-1)) }
}

/** What the publishes measured: directly on the instances, and through the nginx cache. */
export function publishSummary(publishes, { path, deadlineMs }) {
  const times = (names) => publishes.flatMap((p) => names.map((n) => p.seenMs[n]))
  const names = Object.keys(publishes[0].seenMs)
  const direct = names.filter((n) => n !== 'nginx cache')
  return {
    path,
    publishes: publishes.length,
    deadlineMs,
    publishRequestMs: spread(publishes.map((p) => p.publishMs)),
    direct: spread(times(direct)),
    nginx: spread(times(['nginx cache'])),
    perTarget: Object.fromEntries(names.map((n) => [n, spread(times([n]))])),
    staleAfter5s: {
      direct: times(direct).filter((t) => t === null || t > STALE_AFTER_MS).length,
      nginx: times(['nginx cache']).filter((t) => t === null || t > STALE_AFTER_MS).length,
    },
    regressed: publishes.reduce((sum, p) => sum + p.regressed.length, 0),
    runs: publishes,
  }
}
