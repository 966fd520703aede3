import type { ServerResponse } from 'node:http'

import { processSingleton } from '@/server/process-singleton'

/**
 * Whether the database is reachable, as the last connection attempt found it: PostgreSQL's pool
 * reports here (src/server/postgres-pool.ts), and GET /api/health asks the database itself. While
 * it is unreachable, answers that failed are sent as 503 with Retry-After (server.ts, GraphQL)
 * instead of 500: the visitor is told to try again shortly, and nginx may serve its copy.
 */
const state = processSingleton('database-state', () => ({ down: false }))

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER = 5

export const DATABASE_DOWN_MESSAGE = `The site's database is unreachable just now; please try again in ${DATABASE_RETRY_AFTER} seconds.`

/** Errors that mean the database itself went away (refused, reset, shutting down, starting up). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
])

export const isConnectionError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (CONNECTION_CODES.has(String((error as { code?: unknown }).code)) ||
    /Connection terminated|connection timeout/i.test(String((error as { message?: unknown }).message)))

export const databaseDown = () => state.down

export function noteDatabase(reachable: boolean) {
  state.down = !reachable
}

/** A 5xx `res` is about to send becomes a 503 with Retry-After while the database is unreachable. */
export function retryLaterWhileDatabaseDown(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status < 500 || !state.down) return writeHead(status, ...rest)
    res.setHeader('retry-after', String(DATABASE_RETRY_AFTER))
    return writeHead(503, ...rest)
  })
}
