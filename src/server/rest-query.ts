import type { Refusal } from '@/server/rest-body'

const API = /^\/api(\/|\?|$)/

/** Query parameters Payload's REST handlers read as JSON text when they are not bracketed. */
const JSON_PARAMS = ['where', 'data'] as const

const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/**
 * Whether a REST request's address may be handed to Payload. A NUL in the path is refused; `?where=…` (or `data`) as one value is
 * JSON to Payload, which parses it before any hook of ours runs and answers a 500 for anything
 * else (`?where=%ff`). Each value's conditions are checked later, against the fields' types, by
 * src/hooks/query-input.ts. Undefined: hand it on.
 */
export function refuseRestQuery(url: string): Refusal | undefined {
  const pathname = url.split(/[?#]/, 1)[0] ?? ''
  if (!API.test(pathname)) return undefined
  // No id, slug, key or file name holds a NUL, and Node's file calls and PostgreSQL throw on one.
  if (/%00/.test(pathname)) {
    return { status: 400, message: 'An address cannot contain a NUL character (%00).' }
  }
  const query = new URLSearchParams(url.slice(pathname.length).replace(/^\?/, '').split('#', 1)[0])
  for (const name of JSON_PARAMS) {
    for (const text of query.getAll(name)) {
      if (text && !isJsonObject(text)) {
        return {
          status: 400,
          message: `${name} is either JSON (${name}={"title":{"equals":"…"}}) or bracketed (${name}[title][equals]=…); this is neither.`,
        }
      }
    }
  }
  return undefined
}
