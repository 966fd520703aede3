/**
 * Where automatic persisted queries live: sha256 hex of the query text → the query text.
 * Implementations never throw; a store that cannot answer says "not found" (the client then
 * sends the full query again).
 */
export type ApqStore = {
  get(hash: string): Promise<string | undefined>
  set(hash: string, query: string): Promise<void>
  close?(): Promise<void>
}

export type MemoryApqStoreOptions = { maxEntries?: number; maxBytes?: number }

/**
 * In-process LRU bounded by count and by bytes, so that clients registering endless distinct
 * queries cannot grow the process: the least recently used ones go first.
 */
export function createMemoryApqStore({ maxEntries = 2000, maxBytes = 8 * 1024 * 1024 }: MemoryApqStoreOptions = {}) {
  const entries = new Map<string, string>()
  let bytes = 0
  const sizeOf = (hash: string, query: string) => hash.length + Buffer.byteLength(query)

  const store = {
    get: async (hash: string) => {
      const query = entries.get(hash)
      if (query === undefined) return undefined
      entries.delete(hash) // re-insert: a Map iterates oldest first, so this marks it recent
      entries.set(hash, query)
      return query
    },
    set: async (hash: string, query: string) => {
      const size = sizeOf(hash, query)
      if (size > maxBytes) return
      const old = entries.get(hash)
      if (old !== undefined) {
        entries.delete(hash)
        bytes -= sizeOf(hash, old)
      }
      entries.set(hash, query)
      bytes += size
      for (const [oldest, q] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        entries.delete(oldest)
        bytes -= sizeOf(oldest, q)
      }
    },
    /** For tests and metrics. */
    stats: () => ({ entries: entries.size, bytes }),
  }
  return store satisfies ApqStore
}
