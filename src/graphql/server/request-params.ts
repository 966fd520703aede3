import { RequestError } from '@/graphql/server/errors'

/** One operation of a request, as sent: `{ query, variables, operationName, extensions }`. */
export type RequestParams = {
  query?: string
  variables?: Record<string, unknown>
  operationName?: string
  extensions?: Record<string, unknown>
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Checks the shape of one operation object; null counts as absent, as clients send it. */
export function readParams(value: unknown): RequestParams {
  if (!isObject(value)) {
    throw new RequestError(400, 'Each operation must be a JSON object: {"query": "…", "variables": {…}}.')
  }
  const { query, variables, operationName, extensions } = value
  if (query != null && typeof query !== 'string') throw new RequestError(400, '"query" must be a string.')
  if (variables != null && !isObject(variables)) throw new RequestError(400, '"variables" must be an object.')
  if (operationName != null && typeof operationName !== 'string') {
    throw new RequestError(400, '"operationName" must be a string.')
  }
  if (extensions != null && !isObject(extensions)) throw new RequestError(400, '"extensions" must be an object.')
  return {
    query: query ?? undefined,
    variables: variables ?? undefined,
    operationName: operationName ?? undefined,
    extensions: extensions ?? undefined,
  }
}

function jsonParam(search: URLSearchParams, name: string): unknown {
  const raw = search.get(name)
  if (raw === null || raw === '') return undefined
  try {
    return JSON.parse(raw)
  } catch {
    throw new RequestError(400, `The "${name}" parameter is not valid JSON.`)
  }
}

/** A GET request's parameters: query and operationName as text, variables and extensions as JSON. */
export function paramsFromSearch(search: URLSearchParams): RequestParams {
  return readParams({
    query: search.get('query') ?? undefined,
    operationName: search.get('operationName') ?? undefined,
    variables: jsonParam(search, 'variables'),
    extensions: jsonParam(search, 'extensions'),
  })
}

/** The query string of a request URL; a URL that cannot be parsed is the client's error. */
export function searchOf(url = '/'): URLSearchParams {
  try {
    return new URL(url, 'http://localhost').searchParams
  } catch {
    throw new RequestError(400, 'The request URL is malformed.')
  }
}
