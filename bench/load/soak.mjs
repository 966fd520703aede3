// Part 3: a realistic anonymous mix at a fixed rate through the shipped nginx (TLS) in front of
// two app instances, with each instance's memory and CPU sampled from /proc as it runs.
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { graphqlData, send } from './open-loop.mjs'
import { pinned } from './pinned.mjs'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const graphqlFile = (file) => readFileSync(path.join(ROOT, file), 'utf8')
// What the site's browsers send, as persisted GETs (src/graphql/client/links.ts): the memes'
// "Load more" and the header's instant results, read from the files the client is generated from.
const MEMES_PAGE = graphqlFile('src/components/memes/memes-page.graphql')
const INSTANT_SEARCH = graphqlFile('src/components/header/instant-search.graphql')
// A third-party reader of the API: docs/api.md's example, over POST.
const LATEST_POSTS = `query LatestPosts($limit: Int = 20) {
  Posts(limit: $limit, sort: "-publishedAt") {
    totalDocs
    docs { id title slug excerpt publishedAt authors { id name } categories { id title slug } }
  }
}`
const SLUGS = `query BenchSlugs {
  Posts(limit: 30, sort: "-publishedAt") { docs { slug } }
  Memes(limit: 20, sort: "-publishedAt") { docs { slug } }
  Categories(limit: 10) { docs { slug } }
}`
const WORDS = [
  'marking',
  'coffee',
  'detention',
  'field trip',
  'report cards',
  'photocopier',
  'snow day',
  'parents evening',
]
const TYPED = ['mark', 'coff', 'deten', 'field tr', 'photoc', 'staffr', 'lesson pl', 'recess']

const sha256 = (text) => createHash('sha256').update(text).digest('hex')
const encode = (value) => encodeURIComponent(JSON.stringify(value))

/** A persisted GET: hash only, or with the query text (which registers it). */
function persisted(origin, query, operationName, variables, { register = false } = {}) {
  const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(query) } }
  const text = register ? `&query=${encodeURIComponent(query)}` : ''
  return `${origin}/graphql?operationName=${operationName}&variables=${encode(variables)}&extensions=${encode(extensions)}${text}`
}

/** Spreads `weight` over one request per item. */
const spread = (name, weight, items, make) =>
  items.map((item) => ({ name, weight: weight / items.length, ...make(item) }))

/**
 * The mix, by share of requests (weights sum to 100); `origin` is nginx's, `direct` an instance's.
 * A persisted GET carries `registerUrl`: what a client sends when the server does not know the hash.
 */
export async function mixOf(origin, direct) {
  const { Posts, Memes, Categories } = await graphqlData(direct, SLUGS)
  const slugs = (list) => list.docs.map((d) => d.slug)
  const page = (name, weight, p) => ({ name, weight, url: `${origin}${p}` })
  const memesVariables = { page: 2, limit: 12, where: { _status: { equals: 'published' } } }
  return [
    page('home', 10, '/'),
    ...spread('article', 22, slugs(Posts), (s) => ({ url: `${origin}/post/${s}` })),
    page('article list', 4, '/post'),
    page('article list, page 2 and 3', 2, '/post?page=2'),
    page('article list, page 2 and 3', 1, '/post?page=3'),
    page('memes', 5, '/memes'),
    ...spread('meme', 7, slugs(Memes), (s) => ({ url: `${origin}/meme/${s}` })),
    ...spread('category', 4, slugs(Categories), (s) => ({ url: `${origin}/category/${s}` })),
    page('tour', 5, '/comedy-tour'),
    ...spread('other lists', 13, ['/videos', '/podcasts', '/printables', '/faves-of-the-day', '/giveaways'], (p) => ({
      url: `${origin}${p}`,
    })),
    ...spread('search page', 6, WORDS, (q) => ({ url: `${origin}/search?q=${encodeURIComponent(q)}` })),
    ...spread('GraphQL memes page (persisted GET)', 6, [memesVariables], (v) => ({
      url: persisted(origin, MEMES_PAGE, 'MemesPage', v),
      registerUrl: persisted(origin, MEMES_PAGE, 'MemesPage', v, { register: true }),
      expect: 'graphql',
    })),
    ...spread('GraphQL instant search (persisted GET)', 8, TYPED, (query) => ({
      url: persisted(origin, INSTANT_SEARCH, 'InstantSearch', { query }),
      registerUrl: persisted(origin, INSTANT_SEARCH, 'InstantSearch', { query }, { register: true }),
      expect: 'graphql',
    })),
    {
      name: 'GraphQL list of 20 (POST)',
      weight: 7,
      url: `${origin}/graphql`,
      method: 'POST',
      body: JSON.stringify({ query: LATEST_POSTS, operationName: 'LatestPosts', variables: { limit: 20 } }),
      expect: 'graphql',
    },
  ]
}

/** Registers the persisted queries and checks every request of the mix answers (warming the caches). */
export async function prepare(origin, mix) {
  for (const { query, name, variables } of [
    { query: MEMES_PAGE, name: 'MemesPage', variables: { page: 1, limit: 12 } },
    { query: INSTANT_SEARCH, name: 'InstantSearch', variables: { query: 'teacher' } },
  ]) {
    const url = persisted(origin, query, name, variables, { register: true })
    const { problem } = await send({ url, expect: 'graphql' })
    if (problem) throw new Error(`registering the persisted query ${name}: ${problem}`)
  }
  for (const request of mix) {
    const { problem } = await send(request)
    if (problem) throw new Error(`the mix's ${request.name} (${request.url}): ${problem}`)
  }
}

const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** The process's resident memory and CPU time so far; null once it is gone (the soak's errors say so). */
export function sample(pid) {
  try {
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return { rssMb: rssKb / 1024, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS }
  } catch {
    return null
  }
}

const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length
const round = (n) => Number(n.toFixed(1))

/** Memory over the run: the second quarter's mean against the last quarter's (flat: within 10 %). */
function memory(samples, seconds) {
  const within = (from, to) => samples.filter((s) => s.t >= from * seconds && s.t <= to * seconds).map((s) => s.rssMb)
  const [q2, q4] = [mean(within(0.25, 0.5)), mean(within(0.75, 1))]
  return {
    startMb: round(samples[0].rssMb),
    secondQuarterMb: round(q2),
    lastQuarterMb: round(q4),
    growth: Number((q4 / q2 - 1).toFixed(3)),
    maxMb: round(Math.max(...samples.map((s) => s.rssMb))),
    samples: samples.map((s) => [round(s.t), round(s.rssMb)]),
  }
}

/** `nginx`: the shipped nginx's https origin; `instances`: started servers ({ url, pid }). */
export async function soak({ nginx, instances, rate, seconds, warmupSeconds, log }) {
  const mix = await mixOf(nginx, instances[0].url)
  await prepare(nginx, mix)
  log(`soak: warm-up, ${warmupSeconds} s at ${rate}/s`)
  await pinned('open-loop.mjs', 'fixedRate', { requests: mix, rate, seconds: warmupSeconds, seed: 2 })

  log(`soak: ${seconds} s at ${rate}/s through nginx in front of ${instances.length} instances`)
  const started = Date.now()
  const cpuBefore = instances.map((i) => sample(i.pid)?.cpuSeconds ?? 0)
  const samples = instances.map(() => [])
  const take = () =>
    instances.forEach((i, n) => {
      const now = sample(i.pid)
      if (now) samples[n].push({ t: (Date.now() - started) / 1000, ...now })
    })
  take()
  const timer = setInterval(take, seconds > 60 ? 2000 : 1000)
  let load
  try {
    load = await pinned('open-loop.mjs', 'fixedRate', {
      requests: mix,
      rate,
      seconds,
      seed: 1,
      windowSeconds: seconds > 60 ? 30 : 10,
    })
  } finally {
    clearInterval(timer)
  }
  take()
  return {
    rate,
    seconds,
    warmupSeconds,
    mix: [...new Set(mix.map((r) => r.name))].map((name) => {
      const of = mix.filter((r) => r.name === name)
      return { name, share: round(of.reduce((a, r) => a + r.weight, 0)), urls: of.length }
    }),
    load,
    instances: instances.map((instance, n) => ({
      url: instance.url,
      cpuSeconds: round((sample(instance.pid)?.cpuSeconds ?? NaN) - cpuBefore[n]),
      memory: memory(samples[n], seconds),
    })),
  }
}
