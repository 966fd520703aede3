import { createHash } from 'node:crypto'

import { RequestError } from '@/graphql/server/errors'
import type { ApqStore } from '@/server/apq-store'

/** What Apollo's persisted-query link understands; it answers these with 200 (docs/api.md). */
export const NOT_FOUND = { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }
export const NOT_SUPPORTED = {
  message: 'PersistedQueryNotSupported',
  extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' },
}

export type Resolved =
  | { kind: 'query'; query: string; register?: string }
  | { kind: 'answer'; error: typeof NOT_FOUND | typeof NOT_SUPPORTED }

const HASH = /^[0-9a-f]{64}$/i

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Automatic persisted queries (Apollo protocol): a hash alone runs the stored query; a hash with
 * its query registers it once checked (`register`: store it when it proved valid). Without the
 * extension the query is used as sent.
 */
export async function resolveQuery(
  query: unknown,
  extensions: Record<string, unknown> | undefined,
  store: ApqStore,
): Promise<Resolved> {
  const persisted = extensions?.persistedQuery
  if (persisted === undefined || persisted === null) {
    if (typeof query !== 'string' || query.trim() === '') {
      throw new RequestError(
        400,
        'Missing query: send "query" (or a persisted-query hash in extensions.persistedQuery).',
      )
    }
    return { kind: 'query', query }
  }
  if (typeof persisted !== 'object' || (persisted as { version?: unknown }).version !== 1) {
    return { kind: 'answer', error: NOT_SUPPORTED }
  }
  const hash = (persisted as { sha256Hash?: unknown }).sha256Hash
  if (typeof hash !== 'string' || !HASH.test(hash)) {
    throw new RequestError(
      400,
      'extensions.persistedQuery.sha256Hash must be a SHA-256 hash: 64 hexadecimal characters.',
    )
  }
  const key = hash.toLowerCase()
  if (typeof query === 'string') {
    if (sha256(query) !== key)
      throw new RequestError(400, 'provided sha does not match query', 'PERSISTED_QUERY_HASH_MISMATCH')
    return { kind: 'query', query, register: key }
  }
  const stored = await store.get(key)
  return stored === undefined ? { kind: 'answer', error: NOT_FOUND } : { kind: 'query', query: stored }
}
