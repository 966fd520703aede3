import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Payload } from 'payload'

import { DATABASE_DOWN_MESSAGE, DATABASE_RETRY_AFTER, isConnectionError, noteDatabase } from '@/server/database-state'

const PROBE_TIMEOUT_MS = 2000

type Executes = { execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>; drizzle: unknown }

/** One `select 1` on the database, within 2 s: whether it answered. */
async function databaseAnswers(payload: Payload): Promise<boolean> {
  const db = payload.db as unknown as Executes
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('no answer within 2 s'), { code: 'ETIMEDOUT' })),
      PROBE_TIMEOUT_MS,
    )
  })
  try {
    await Promise.race([db.execute({ drizzle: db.drizzle, raw: 'select 1' }), timeout])
    noteDatabase(true)
    return true
  } catch (error) {
    if (isConnectionError(error)) noteDatabase(false)
    console.warn('Health check: the database did not answer:', error instanceof Error ? error.message : error)
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * GET /api/health (docs/api.md): 200 `{"ok":true}` when this instance takes requests and its
 * database answers; 503 with Retry-After and the reason in words otherwise (the database is
 * unreachable, or the process is shutting down). For load balancers and deploy/rolling-restart.sh.
 */
export async function answerHealth(req: IncomingMessage, res: ServerResponse, payload: Payload, stopping: boolean) {
  const reason = stopping
    ? 'This instance is shutting down; another one takes its requests.'
    : (await databaseAnswers(payload))
      ? null
      : DATABASE_DOWN_MESSAGE
  const body = JSON.stringify(reason ? { ok: false, error: reason } : { ok: true })
  res.writeHead(reason ? 503 : 200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...(reason ? { 'retry-after': String(DATABASE_RETRY_AFTER) } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
