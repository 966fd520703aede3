import http from 'node:http'
import https from 'node:https'

import { type AdMapping, mappingSchema } from '@/lib/ads/placements'

/** The most a mapping may weigh: five placements fit in a few hundred bytes. */
export const MAPPING_MAX_BYTES = 64 * 1024

export type MappingResult = { ok: true; mapping: AdMapping } | { ok: false; reason: string }

/**
 * GET the placement mapping at `url` (configured by the operator, never by a visitor), within
 * `timeoutMs` for the whole answer. Node's own http client, not `fetch`: Next patches `fetch` in
 * a render, and an uncached fetch would make every page that shows ads render per request.
 * Redirects are not followed (the configured address is the only one asked); anything but a 200
 * with `{"mappings": [...]}` of valid entries is a failure, in words for the log.
 */
export function fetchMapping(url: string, timeoutMs: number): Promise<MappingResult> {
  return new Promise((resolve) => {
    let settled = false
    const done = (result: MappingResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.destroy()
      resolve(result)
    }
    const client = url.startsWith('https:') ? https : http
    const request = client.get(url, { headers: { accept: 'application/json' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume()
        return done({ ok: false, reason: `answered HTTP ${response.statusCode}` })
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > MAPPING_MAX_BYTES)
          return done({ ok: false, reason: `answer larger than ${MAPPING_MAX_BYTES} bytes` })
        chunks.push(chunk)
      })
      response.on('error', (error) => done({ ok: false, reason: error.message }))
      response.on('end', () => {
        let json: unknown
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        } catch {
          return done({ ok: false, reason: 'answer is not JSON' })
        }
        const parsed = mappingSchema.safeParse(json)
        if (!parsed.success) {
          const issue = parsed.error.issues[0]
          return done({
            ok: false,
            reason: `not a valid mapping: ${issue.path.join('.') || '(root)'}: ${issue.message}`,
          })
        }
        done({ ok: true, mapping: parsed.data })
      })
    })
    request.on('error', (error) => done({ ok: false, reason: error.message }))
    const timer = setTimeout(() => done({ ok: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs)
  })
}

/** A failed mapping is asked for again after a minute at most. */
export const MAPPING_RETRY_MS = 60_000

type Entry = { url: string; until: number; result: Promise<MappingResult> }
let entry: Entry | null = null

/**
 * The mapping, shared by every render of this process: one request at a time, kept for
 * `freshMs` when good and at most MAPPING_RETRY_MS when not. Answers when it expires, so that the
 * pages rendered with it are rendered again then (a failure must not leave a page without ads
 * until its next publish, nor a changed mapping go unseen).
 */
export async function cachedMapping(
  url: string,
  timeoutMs: number,
  freshMs: number,
): Promise<MappingResult & { until: number }> {
  const now = Date.now()
  if (!entry || entry.url !== url || entry.until <= now) {
    const current: Entry = { url, until: now + freshMs, result: fetchMapping(url, timeoutMs) }
    entry = current
    void current.result.then((result) => {
      if (!result.ok) {
        current.until = Date.now() + Math.min(MAPPING_RETRY_MS, freshMs)
        console.warn(`[ads] the placement mapping at ${url} ${result.reason}: ad slots stay collapsed`)
      }
    })
  }
  const current = entry
  const settled = await current.result
  return { ...settled, until: current.until }
}

/** Tests start from nothing. */
export function forgetMapping() {
  entry = null
}
