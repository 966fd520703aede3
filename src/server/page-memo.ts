import { randomBytes } from 'node:crypto'
import { request, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'

import { carriesCredentials, inDraftMode, NOT_PAGES } from '@/server/shared-cache'

/**
 * A one-second memory of the pages this process just served, so a page read hundreds of times a
 * second is rendered by Next about once a second: the rest are written from memory, headers and
 * bytes as Next (and server.ts) last wrote them. Next's own cache still decides what a page is;
 * this only saves Next's per-request work for the same answer (routing, reading its cache,
 * compressing, the CSP hashes), the same trade the shipped nginx makes in front of the app.
 *
 * - Only anonymous document reads: GET or HEAD of a page, no credentials, no draft mode, none of
 *   the headers Next varies a page on (its client router's); keyed by address and compression.
 * - Only what a shared cache may keep anyway: a 200 whose Cache-Control is `public` with
 *   `s-maxage` and that sets no cookie.
 * - Forgotten after a second, and all at once when any cache tag expires (an editor's publish, on
 *   every instance through the Redis bridge): a publish shows as soon as Next shows it. An answer
 *   that began before the expiry is not kept.
 * - Renewed in the background (with `refresh`): past its second, a page still asked for is
 *   replayed while one request of the memo's own renders its successor, as the shipped nginx does
 *   (`proxy_cache_background_update`). Without it every visitor arriving during that render
 *   would render too, and under a spike the renders queue on the one CPU (docs/performance.md,
 *   per-request work). Past STALE_MS unasked, an answer is not replayed any more.
 */
export const MEMO_MS = 1000
export const STALE_MS = 10_000
/** The header that marks the memo's own renewal (with a secret of this process: no one else's). */
const RENEWAL = 'x-staffroom-page-renewal'
/** Past this a page is served but not kept; the whole memory is bounded too. */
const LARGEST_BYTES = 2_000_000
const TOTAL_BYTES = 64_000_000

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; until: number; renewing?: boolean }

/** Sends a renewal: the same address again, with these headers, through this server. */
export type Renew = (req: IncomingMessage, headers: Record<string, string>) => Promise<void>

/** Headers of Next's client router (Vary): such requests ask for flight data, not a document. */
const ROUTER = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']
/** Headers that belong to one connection or one moment, never replayed. */
const OWN_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date'])

export type PageMemo = {
  /** Writes the remembered answer and returns true, or returns false (and remembers this one if it may). */
  serve(req: IncomingMessage, res: ServerResponse): boolean
  /** Forgets everything (cache tags expired). */
  clear(): void
  readonly size: number
}

export function createPageMemo({ now = Date.now, renew }: { now?: () => number; renew?: Renew } = {}): PageMemo {
  const entries = new Map<string, Entry>()
  const secret = randomBytes(16).toString('hex')
  let bytes = 0
  /** Bumped by clear(): an answer that began in an earlier generation may hold what expired. */
  let generation = 0

  function forget(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }

  function remember(key: string, entry: Entry) {
    forget(key)
    // Oldest first (insertion order): drop until it fits.
    for (const oldest of entries.keys()) {
      if (bytes + entry.body.length <= TOTAL_BYTES) break
      forget(oldest)
    }
    entries.set(key, entry)
    bytes += entry.body.length
  }

  return {
    get size() {
      return entries.size
    },
    clear() {
      generation += 1
      entries.clear()
      bytes = 0
    },
    serve(req, res) {
      const key = keyOf(req)
      // A cookie set before Next (a stale preview's, dropped) must reach the browser: not from memory.
      if (key === null || res.hasHeader('set-cookie')) return false
      const entry = entries.get(key)
      const renewal = req.headers[RENEWAL] === secret
      if (entry && !renewal && entry.until > now()) {
        replay(req, res, entry)
        return true
      }
      if (entry && !renewal && renew && entry.until + STALE_MS > now()) {
        if (!entry.renewing) {
          entry.renewing = true
          const headers = { [RENEWAL]: secret, 'accept-encoding': key.startsWith('gzip') ? 'gzip' : 'identity' }
          renew(req, headers)
            .catch(() => {})
            .finally(() => {
              entry.renewing = false
            })
        }
        replay(req, res, entry)
        return true
      }
      if (!renewal) forget(key)
      const started = generation
      if (req.method === 'GET')
        record(res, (status, headers, body) => {
          if (generation === started) remember(key, { status, headers, body, until: now() + MEMO_MS })
        })
      return false
    },
  }
}

/**
 * Renewal through this server's own port: the page's address with the host it was asked at, as an
 * anonymous GET whose answer is read and dropped (the memo keeps it as it passes).
 */
export function renewThrough(port: number): Renew {
  return (req, headers) =>
    new Promise<void>((resolve, reject) => {
      const forwarded = ['host', 'x-forwarded-host', 'x-forwarded-proto']
        .map((name) => [name, req.headers[name]] as const)
        .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string')
      const sent = request(
        {
          host: '127.0.0.1',
          port,
          path: req.url,
          method: 'GET',
          headers: { ...Object.fromEntries(forwarded), ...headers },
        },
        (answer) => {
          answer.resume()
          answer.on('end', resolve).on('error', reject)
        },
      )
      sent.setTimeout(30_000, () => sent.destroy(new Error('page renewal timed out')))
      sent.on('error', reject).end()
    })
}

/** The memory's key for a request it may answer, or null. */
function keyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (NOT_PAGES.test(url)) return null
  const { headers } = req
  if (carriesCredentials(req) || inDraftMode(req) || ROUTER.some((name) => headers[name] !== undefined)) return null
  // Next compresses with gzip for clients that take it, and sends identity to the rest.
  const gzip = /\bgzip\b/i.test(String(headers['accept-encoding'] ?? ''))
  return `${gzip ? 'gzip' : 'identity'} ${url}`
}

function replay(req: IncomingMessage, res: ServerResponse, { status, headers, body }: Entry) {
  const etag = headers.etag
  const match = req.headers['if-none-match']
  if (typeof etag === 'string' && match !== undefined && match.split(/\s*,\s*/).includes(etag)) {
    // As hashInlineScripts does for a 304: the copy the browser holds keeps its own policy.
    const {
      'content-security-policy': _policy,
      'content-length': _length,
      'content-encoding': _encoding,
      ...rest
    } = headers
    res.writeHead(304, rest).end()
    return
  }
  res.writeHead(status, { ...headers, 'content-length': body.length })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * Watches what is written to `res` (the last layer before the socket: installed before the other
 * wrappers, it sees their final headers and bytes) and hands a whole shareable 200 to `keep`.
 */
function record(res: ServerResponse, keep: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  const chunks: Buffer[] = []
  let size = 0
  let keeping = true

  const take = (chunk: unknown, encoding: unknown) => {
    if (!keeping || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)
    size += buffer.length
    if (size > LARGEST_BYTES) {
      keeping = false
      chunks.length = 0
    } else chunks.push(buffer)
  }

  res.writeHead = (...args: unknown[]) => {
    const headers = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null)
    // Headers given to writeHead itself (an object, or a raw list) are not seen by getHeaders: not kept.
    if (headers) keeping = false
    return writeHead(...args)
  }
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0])
    return write(chunk, ...rest)
  }) as ServerResponse['write']
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0])
    const result = end(chunk, ...rest)
    if (keeping && shareable(res)) {
      const headers = Object.fromEntries(
        Object.entries(res.getHeaders()).filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())),
      )
      keep(res.statusCode, headers, Buffer.concat(chunks))
    }
    return result
  }) as ServerResponse['end']
}

function shareable(res: ServerResponse): boolean {
  const cacheControl = String(res.getHeader('cache-control') ?? '')
  return (
    res.statusCode === 200 &&
    /\bpublic\b/.test(cacheControl) &&
    /\bs-maxage=\d+/.test(cacheControl) &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    !res.hasHeader('set-cookie')
  )
}
