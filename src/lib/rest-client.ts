import { networkFailure } from '@/graphql/client/network-failure'

/** The REST client's one fixed header. */
export const REST_ACCEPT = 'application/json, text/plain, */*'

/** A REST answer of status 300 or more; `body` is what the server said (JSON or text). */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status code ${status}`)
    this.name = 'RestError'
  }
}

/**
 * Base URL from configuration, else {host}:3000/. In the browser {host}:{port} is the
 * page's own origin — the same as {host}:3000/ under `npm start`, and still right behind a proxy
 * or on a test port, where a hard-coded :3000 would leave the site. On the server: SERVER_URL,
 * read through src/env.ts only there (a dynamic import keeps zod out of the browser's bundle).
 */
export async function restBaseUrl(): Promise<string> {
  const configured = process.env.NEXT_PUBLIC_REST_URL
  if (configured) return configured.endsWith('/') ? configured : `${configured}/`
  if (typeof window !== 'undefined') return `${window.location.origin}/`
  const { env } = await import('@/env')
  return `${env.SERVER_URL.replace(/\/$/, '')}/`
}

const transportFailed = (error: unknown): never => {
  throw networkFailure(error)
}

async function request<T>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const url = new URL(path.replace(/^\//, ''), await restBaseUrl())
  const headers = new Headers(init.headers)
  headers.set('Accept', REST_ACCEPT)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const response = await fetch(url, {
    ...init,
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(transportFailed)
  const text = await response.text().catch(transportFailed)
  const isJson = text !== '' && response.headers.get('content-type')?.includes('json')
  const parsed: unknown = isJson ? JSON.parse(text) : text
  if (response.status >= 300) throw new RestError(response.status, parsed)
  return parsed as T
}

/** Answers parsed JSON, or text when the server sent text (an empty string for 204). */
export const rest = {
  get: <T = unknown>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
  post: <T = unknown>(path: string, body?: unknown, init?: RequestInit) => request<T>('POST', path, body, init),
}
