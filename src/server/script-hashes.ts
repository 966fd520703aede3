import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { gunzipSync, inflateSync } from 'node:zlib'

/**
 * `script-src` for every HTML answer: the page's own files ('self') and, for each inline script it
 * carries, that script's SHA-256 — never 'unsafe-inline', so markup that slipped into a page runs
 * nothing (docs/security.md). A nonce would force every page to render per request; hashes let
 * pre-rendered pages stay pre-rendered, at the price of holding each HTML answer until its last
 * byte, when every inline script is known. Next's cached pages arrive in one piece anyway; a page
 * rendered per request loses its streaming (tens of milliseconds here).
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
/** Types the browser runs; any other (application/ld+json, say) is data, which CSP does not govern. */
const RUNNABLE = new Set(['', 'text/javascript', 'application/javascript', 'module'])

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = TYPE.exec(attributes)
    if (!RUNNABLE.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase())) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The answer's CSP with `script-src` added: 'self', the other sources given, the hashes. */
export function withScriptSrc(policy: string, hashes: string[], sources: string[] = []): string {
  const directive = ['script-src', "'self'", ...sources, ...hashes].join(' ')
  return policy ? `${policy}; ${directive}` : directive
}

function decoded(body: Buffer, encoding: string): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8')
  if (encoding === 'deflate') return inflateSync(body).toString('utf8')
  return body.toString('utf8')
}

type Chunk = string | Buffer | Uint8Array

/**
 * Hashes of the pages Next serves from its cache, by ETag (Next's is a hash of the page itself,
 * compressed or not): the same page is read once, not on every request (1–4 ms each here).
 */
const byEtag = new Map<string, string[]>()
const REMEMBERED = 1000

function hashesOf(body: Buffer, encoding: string, etag: unknown): string[] {
  const known = typeof etag === 'string' ? byEtag.get(etag) : undefined
  if (known) return known
  const hashes = inlineScriptHashes(decoded(body, encoding))
  if (typeof etag === 'string') {
    if (byEtag.size >= REMEMBERED) byEtag.delete(byEtag.keys().next().value!)
    byEtag.set(etag, hashes)
  }
  return hashes
}

/**
 * Holds an HTML answer until it ends, then sends it with the hashes of its inline scripts in its
 * Content-Security-Policy. Other answers pass untouched. Bytes are sent exactly as written (Next
 * may have compressed them; they are only decompressed to be read).
 */
export function hashInlineScripts(res: ServerResponse, sources: string[] = []) {
  const writeHead = res.writeHead.bind(res)
  const flushHeaders = res.flushHeaders.bind(res)
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  /** The status (and message) of a held HTML answer, once Next has given them. */
  let held: [number, string?] | null = null
  const chunks: Buffer[] = []

  const isHtml = () => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
  const callbackOf = (rest: unknown[]) => rest.find((r) => typeof r === 'function') as (() => void) | undefined
  const bytes = (chunk: Chunk, rest: unknown[]) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : 'utf8')
      : Buffer.from(chunk)

  res.writeHead = (status: number, ...rest: unknown[]) => {
    // Headers given to writeHead win over setHeader's: fold them in, so the policy is read whole.
    const headers = rest.find((a) => a && typeof a === 'object' && !Array.isArray(a)) as
      Record<string, string> | undefined
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value)
    const message = typeof rest[0] === 'string' ? rest[0] : undefined
    // A 304 updates the headers of the copy the browser keeps: without a policy of its own it
    // leaves that copy's, whose hashes match the body it holds.
    if (status === 304) res.removeHeader('content-security-policy')
    if (!held && (status === 304 || !isHtml())) return message ? writeHead(status, message) : writeHead(status)
    held = [status, message]
    return res
  }

  // Next flushes the head as soon as a page starts streaming: an HTML head waits for the end.
  res.flushHeaders = () => {
    if (!isHtml()) flushHeaders()
  }

  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    if (!held && !res.headersSent) res.writeHead(res.statusCode)
    if (!held) return write(chunk, ...(rest as [BufferEncoding]))
    chunks.push(bytes(chunk, rest))
    callbackOf(rest)?.()
    return true
  }) as ServerResponse['write']

  res.end = ((chunk?: Chunk | (() => void), ...rest: unknown[]) => {
    if (typeof chunk === 'function') return res.end(undefined, chunk)
    if (!held && !res.headersSent) res.writeHead(res.statusCode)
    if (!held) return end(chunk as Chunk, ...(rest as [BufferEncoding]))
    if (chunk) chunks.push(bytes(chunk, rest))
    const body = Buffer.concat(chunks)
    res.setHeader('content-security-policy', policyFor(body))
    if (!res.headersSent) {
      if (held[1]) writeHead(held[0], held[1])
      else writeHead(held[0])
    }
    return end(body, callbackOf(rest))
  }) as ServerResponse['end']

  function policyFor(body: Buffer): string {
    const policy = String(res.getHeader('content-security-policy') ?? '')
    try {
      const encoding = String(res.getHeader('content-encoding') ?? '').toLowerCase()
      return withScriptSrc(policy, hashesOf(body, encoding, res.getHeader('etag')), sources)
    } catch (error) {
      // Unreadable (a body cut short): its scripts do not run, and the answer still goes out.
      console.error('Could not read an HTML answer to hash its scripts:', error)
      return withScriptSrc(policy, [], sources)
    }
  }
}
