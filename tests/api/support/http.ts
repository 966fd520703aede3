/** Raw HTTP helpers for protocol tests: what a client sends, byte for byte, and what comes back. */
import type { GraphQLFormattedError } from 'graphql'

export type GraphQLAnswer = {
  status: number
  headers: Headers
  body: {
    data?: Record<string, unknown> | null
    errors?: (GraphQLFormattedError & { extensions?: Record<string, unknown> })[]
  } & Record<string, unknown>
  text: string
}

async function read(response: Response): Promise<GraphQLAnswer> {
  const text = await response.text()
  let body: GraphQLAnswer['body'] = {}
  try {
    body = text ? (JSON.parse(text) as GraphQLAnswer['body']) : {}
  } catch {
    // Not JSON: the test looks at `text`.
  }
  return { status: response.status, headers: response.headers, body, text }
}

/** POST `body` (an object is sent as JSON; a string as is) with `headers`. */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<GraphQLAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return read(response)
}

/** GET with query parameters; objects (variables, extensions) are sent as JSON text. */
export async function get(
  url: string,
  params: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer> {
  const target = new URL(url)
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) target.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value))
  }
  return read(await fetch(target, { headers }))
}

export async function send(url: string, init: RequestInit): Promise<GraphQLAnswer> {
  return read(await fetch(url, init))
}

/** The first error message of an answer (for readable assertions). */
export const firstError = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.message

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
