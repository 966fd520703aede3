// Part 2: per-request work at a fixed rate on one core. For each endpoint, against the app alone
// (CPU 0) from the generator (CPU 1): the SQL statements one request sends (sql-counter.mjs), the
// median of requests sent one at a time (the reference), then `rate` requests a second, open loop,
// for `seconds`. Budget: p99 ≤ 4 × that median.
import { pinned } from './pinned.mjs'
import { send } from './open-loop.mjs'

export const RATE = 20

// docs/api.md's example: a page of articles with their authors and categories.
const LATEST_POSTS = `query LatestPosts($limit: Int = 20, $page: Int = 1) {
  Posts(limit: $limit, page: $page, sort: "-publishedAt") {
    totalDocs
    hasNextPage
    docs { id title slug excerpt publishedAt authors { id name } categories { id title slug } }
  }
}`

const endpoints = (origin) => [
  { name: 'list page 2', url: `${origin}/post?page=2` },
  { name: 'tour', url: `${origin}/comedy-tour` },
  { name: 'search', url: `${origin}/search?q=marking` },
  {
    name: 'GraphQL list of 20',
    url: `${origin}/graphql`,
    method: 'POST',
    body: JSON.stringify({ query: LATEST_POSTS, operationName: 'LatestPosts', variables: { limit: 20 } }),
    expect: 'graphql',
  },
]

const counted = (counter) => fetch(counter).then((r) => r.json())

/** `server`: a started server with the SQL counter on `counter` (its URL). */
export async function fixedRate({ server, counter, seconds, serialCount, log }) {
  const results = {}
  for (const request of endpoints(server.url)) {
    const { name } = request
    for (let i = 0; i < 3; i += 1) {
      const { problem } = await send(request, 50_000 + i)
      if (problem) throw new Error(`${name} (${request.url}): ${problem}`)
    }
    // One request's statements: what the caches leave to do once they are warm.
    const before = await counted(counter)
    await send(request, 50_010)
    const after = await counted(counter)
    const oneRequest = after.statements - before.statements
    log(`per-request work: ${name}, ${serialCount} one at a time, then ${seconds} s at ${RATE}/s`)
    const serial = await pinned('open-loop.mjs', 'serial', { request, count: serialCount })
    const afterSerial = await counted(counter)
    const load = await pinned('open-loop.mjs', 'fixedRate', { requests: [request], rate: RATE, seconds })
    results[name] = {
      path: new URL(request.url).pathname + new URL(request.url).search,
      sqlStatements: {
        oneRequest,
        perRequestOneAtATime: Number(((afterSerial.statements - after.statements) / serialCount).toFixed(2)),
        text: oneRequest <= after.recent.length ? after.recent.slice(after.recent.length - oneRequest) : null,
      },
      serial,
      load,
      p99OverMedian: Number((load.overall.p99 / serial.p50).toFixed(2)),
    }
  }
  return results
}
