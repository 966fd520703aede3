import { bus } from '@/server/bus'
import { afterCommit } from '@/server/db/after-commit'
import { processSingleton } from '@/server/process-singleton'
import type { Runner, SearchStore } from '@/server/search/store'

/**
 * What searches read of the index beyond a page, kept between them: how many entries match a
 * query, per type (the facets) and up to a bound (the header's count, the typo fallback's word
 * frequencies), and the index's words (known words, completions, typo candidates). Counting every
 * match is the costly part of a search (a phrase on PostgreSQL reads every candidate's vector:
 * 160–280 ms for `supply teacher` over 100k documents, docs/performance.md), and the answer
 * changes only when the index does, or when an entry's day to appear comes.
 *
 * So each answer is kept with the index's generation and, when it depends on the time, the moment
 * the next hidden entry appears (`nextReveal`), and dropped when either passes. The generation
 * moves on with every write to the index in this process (at once, and again once the transaction
 * has committed: what was read in between is of the old rows), and the `searchIndex` event then
 * sent takes it to the other instances (the Redis bridge). A process without the bridge (the CLI's
 * `search:rebuild` beside a running server) tells no one: restart the server after it. Pages, ranks and
 * snippets are never kept: every search reads its page from the index.
 */
type Kept = { generation: number; until: number; value: unknown }

const state = processSingleton('search-memory', () => {
  const memory = {
    generation: 0,
    counts: new Map<string, Kept>(),
    /** The next hidden entry's moment, as read in this generation (it stands until then). */
    reveal: null as { generation: number; at: number } | null,
  }
  bus.on('searchIndex', () => moveOn(memory))
  return memory
})

/** More counts than this, and the oldest go (a long tail of queries asked once). */
const MAX_KEPT = 5000

function moveOn(memory: typeof state) {
  memory.generation += 1
  memory.counts.clear()
  memory.reveal = null
}

/** The index changed (or will once `req`'s transaction commits): kept counts are dropped, now and then. */
export async function indexChanged(req?: Parameters<typeof afterCommit>[0]) {
  moveOn(state)
  await afterCommit(req, () => void bus.emit('searchIndex', { at: new Date().toISOString() }))
}

/** When the next entry not yet public at `now` appears (Infinity: none waits); read once a generation. */
async function nextReveal(store: SearchStore, db: Runner, now: string, at: number) {
  const known = state.reveal
  if (known && known.generation === state.generation && at < known.at) return known.at
  const generation = state.generation
  const reveal = await store.nextReveal(db, now)
  const next = reveal === null ? Infinity : new Date(reveal).getTime()
  if (state.generation === generation) state.reveal = { generation, at: next }
  return next
}

/**
 * `read` kept under `key` while the index stays as it is and, for what depends on the time (`now`:
 * counts of what is public), until the next hidden entry appears.
 */
async function kept<T>(
  store: SearchStore,
  db: Runner,
  key: string,
  now: string | null,
  read: () => Promise<T>,
): Promise<T> {
  const at = now === null ? 0 : Date.parse(now)
  const found = state.counts.get(key)
  if (found && found.generation === state.generation && at < found.until) return found.value as T
  const generation = state.generation
  const value = await read()
  const until = now === null ? Infinity : await nextReveal(store, db, now, at)
  if (state.generation === generation) keep(key, { generation, until, value })
  return value
}

/** Kept last (the newest), the oldest dropped past MAX_KEPT. */
function keep(key: string, value: Kept) {
  state.counts.delete(key)
  state.counts.set(key, value)
  if (state.counts.size > MAX_KEPT) state.counts.delete(state.counts.keys().next().value!)
}

/**
 * The store, with what its reads count kept between searches (searchSite's reads only): matches
 * per type and up to a bound, and what the words of the index are (known words, completions, typo
 * candidates).
 */
export function remembering(store: SearchStore): SearchStore {
  return {
    ...store,
    // A copy of the kept map each time: callers may add to theirs.
    facets: async (db, query, now) =>
      new Map(await kept(store, db, JSON.stringify(['facets', query]), now, () => store.facets(db, query, now))),
    count: (db, query, scope, options) =>
      kept(store, db, JSON.stringify(['count', query, scope.codes, scope.except ?? [], options]), scope.now, () =>
        store.count(db, query, scope, options),
      ),
    knownTerms: async (db, words) => {
      // The words not yet asked about in this generation, in one statement.
      const key = (word: string) => JSON.stringify(['known', word])
      const fresh = (word: string) => state.counts.get(key(word))?.generation !== state.generation
      const unknown = [...new Set(words.filter(fresh))]
      const generation = state.generation
      const found = unknown.length ? await store.knownTerms(db, unknown) : new Set<string>()
      if (state.generation === generation) {
        for (const word of unknown) keep(key(word), { generation, until: Infinity, value: found.has(word) })
      }
      return new Set(words.filter((word) => found.has(word) || state.counts.get(key(word))?.value === true))
    },
    completions: (db, prefix, limit) =>
      kept(store, db, JSON.stringify(['completions', prefix, limit]), null, () => store.completions(db, prefix, limit)),
    similarTerms: (db, word) =>
      kept(store, db, JSON.stringify(['similar', word]), null, () => store.similarTerms(db, word)),
  }
}
