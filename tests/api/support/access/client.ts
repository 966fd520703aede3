/**
 * Requests as one caller of the matrix (their token, their address), and what an answer means:
 * allow, deny, hidden or absent, or something the matrix has no word for (an error to report).
 */
import { formatNames } from 'payload'
import type { GraphQLSchema } from 'graphql'

import type { Caller, Outcome } from '../../../access/matrix'
import { graphQLSetup } from '@/graphql/server/schema'
import { call, type Answer, type Body } from './transport'
import type { World } from './world'

/** What a probe saw: an outcome of the matrix, 'error' (report it), or 'n/a' (no such thing over this protocol). */
export type Observed = { outcome: Outcome | 'error' | 'n/a'; detail: string }

export const seen = (outcome: Observed['outcome'], detail = ''): Observed => ({ outcome, detail })

const auth = (w: World, caller: Caller): Record<string, string> => {
  const token = w.callers[caller].token
  return token ? { authorization: `Bearer ${token}` } : {}
}

export function rest(w: World, caller: Caller, method: string, path: string, body?: Body): Promise<Answer> {
  return call(`${w.api.restUrl}${path}`, w.callers[caller].from, { method, headers: auth(w, caller), body })
}

export function graphql(w: World, caller: Caller, query: string, variables: Record<string, unknown> = {}) {
  return call(w.api.url, w.callers[caller].from, {
    method: 'POST',
    headers: auth(w, caller),
    body: { json: { query, variables } },
  })
}

/** A GraphQL multipart request: `file` goes where `variables.file` is. */
export function graphqlUpload(w: World, caller: Caller, query: string, file: Blob, name: string) {
  const form = new FormData()
  form.append('operations', JSON.stringify({ query, variables: { file: null } }))
  form.append('map', JSON.stringify({ 0: ['variables.file'] }))
  form.append('0', file, name)
  return call(w.api.url, w.callers[caller].from, {
    method: 'POST',
    headers: { ...auth(w, caller), 'apollo-require-preflight': 'true' },
    body: { form },
  })
}

type GraphQLError = { message: string; extensions?: { statusCode?: number; code?: string; name?: string } }
export type GraphQLBody = { data?: Record<string, unknown> | null; errors?: GraphQLError[] }

export const bodyOf = (answer: Answer) => (answer.json ?? {}) as GraphQLBody

/** The outcome a GraphQL error stands for; undefined when the answer has no error. */
export function refusal(answer: Answer): Observed | undefined {
  const error = bodyOf(answer).errors?.[0]
  if (!error) return undefined
  const { statusCode, code } = error.extensions ?? {}
  const detail = `${answer.status} ${error.message}`
  if (/^Cannot query field/.test(error.message)) return seen('absent', detail)
  if (statusCode === 403 || code === 'FORBIDDEN') return seen('deny', detail)
  if (statusCode === 401 || code === 'UNAUTHENTICATED') return seen('deny', detail)
  if (statusCode === 404) return seen('hidden', detail)
  return seen('error', detail)
}

/** REST statuses: 403 refused; 404 no such route (absent) or no such document for this caller (hidden). */
export function restRefusal(answer: Answer): Observed | undefined {
  const detail = `${answer.status} ${answer.text.slice(0, 120)}`
  if (answer.status === 403) return seen('deny', detail)
  if (answer.status === 404)
    return seen(/Route not found|keeps no versions/.test(answer.text) ? 'absent' : 'hidden', detail)
  if (answer.status >= 300) return seen('error', `${answer.status} ${answer.text.slice(0, 300)}`)
  return undefined
}

/** GraphQL names Payload gives a collection (Media: Media / allMedia) or a global. */
export function collectionNames(slug: string) {
  const { singular, plural } = formatNames(slug)
  return { one: singular, many: singular === plural ? `all${plural}` : plural }
}
/** Payload names a global by its singular (site-settings: SiteSetting). */
export const globalName = (slug: string) => formatNames(slug).singular

export function schemaOf(w: World): GraphQLSchema {
  return graphQLSetup(w.payload.config).schema
}

export function hasField(w: World, type: 'Query' | 'Mutation' | 'Subscription', name: string) {
  const root =
    type === 'Query'
      ? schemaOf(w).getQueryType()
      : type === 'Mutation'
        ? schemaOf(w).getMutationType()
        : schemaOf(w).getSubscriptionType()
  return Boolean(root?.getFields()[name])
}

/** The declared type of an argument (e.g. "mutationPostInput!"), for variables. */
export function argType(w: World, type: 'Query' | 'Mutation', field: string, arg: string): string {
  const root = type === 'Query' ? schemaOf(w).getQueryType() : schemaOf(w).getMutationType()
  const found = root?.getFields()[field]?.args.find((a) => a.name === arg)
  if (!found) throw new Error(`${type}.${field} has no argument ${arg}`)
  return String(found.type)
}

export const literal = (id: number | string) => (typeof id === 'number' ? String(id) : JSON.stringify(id))
