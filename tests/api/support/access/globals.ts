import type { GlobalSlug } from 'payload'

import type { Attempt, Data } from './attempt'
import { argType, globalName, graphql, hasField, refusal, rest, restRefusal, seen, type Observed } from './client'
import { GLOBALS } from './entities'
import { marker } from './world'

/** Globals: read, change, versions. */
export async function probeGlobal(a: Attempt): Promise<Observed> {
  const slug = a.slug as GlobalSlug
  const name = globalName(slug)
  const adapter = GLOBALS[slug]
  if (a.operation === 'read' && a.subject === 'unsaved') {
    // Changes saved as a draft over the published page: who reads with `draft` gets the draft.
    await a.w.payload.updateGlobal({ slug, data: adapter.set(marker()), draft: true })
    const answer =
      a.protocol === 'rest'
        ? await rest(a.w, a.caller, 'GET', `/globals/${slug}?draft=true&depth=0`)
        : await graphql(a.w, a.caller, `{ ${name}(draft: true) { _status } }`)
    const refused = a.protocol === 'rest' ? restRefusal(answer) : refusal(answer)
    if (refused) return refused
    const body = answer.json as { _status?: string; data?: Record<string, { _status?: string } | null> }
    const status = a.protocol === 'rest' ? body._status : body.data?.[name]?._status
    if (status === 'draft') return seen('allow')
    return status === 'published' ? seen('hidden') : seen('error', `_status ${String(status)}`)
  }
  if (a.operation === 'read') {
    if (a.protocol === 'rest') {
      const answer = await rest(a.w, a.caller, 'GET', `/globals/${slug}?depth=0`)
      return answer.status === 200 ? seen('allow') : (restRefusal(answer) ?? seen('error'))
    }
    return refusal(await graphql(a.w, a.caller, `{ ${name} { __typename } }`)) ?? seen('allow')
  }
  if (a.operation === 'readVersions') {
    if (a.protocol === 'rest') {
      const answer = await rest(a.w, a.caller, 'GET', `/globals/${slug}/versions`)
      return answer.status === 200 ? seen('allow') : (restRefusal(answer) ?? seen('error'))
    }
    if (!hasField(a.w, 'Query', `versions${name}`)) return seen('absent', `no versions${name} query`)
    return refusal(await graphql(a.w, a.caller, `{ versions${name} { docs { id } } }`)) ?? seen('allow')
  }
  if (a.operation !== 'update') return seen('error', `no probe for ${a.operation} on a global`)
  const value = async () => adapter.get((await a.w.payload.findGlobal({ slug, depth: 0 })) as unknown as Data)
  const before = await value()
  const m = marker()
  let observed: Observed
  if (a.protocol === 'rest') {
    const answer = await rest(a.w, a.caller, 'POST', `/globals/${slug}`, { json: adapter.set(m) })
    observed = answer.status === 200 ? seen('allow') : (restRefusal(answer) ?? seen('error'))
  } else {
    const mutation = `update${name}`
    const query = `mutation ($data: ${argType(a.w, 'Mutation', mutation, 'data')}) { ${mutation}(data: $data) { __typename } }`
    const data = (adapter.graphql?.set ?? adapter.set)(m)
    observed = refusal(await graphql(a.w, a.caller, query, { data })) ?? seen('allow')
  }
  const after = await value()
  if (observed.outcome === 'allow' && after !== m) return seen('error', `allowed, yet the value is ${String(after)}`)
  if (observed.outcome !== 'allow' && after !== before) return seen('error', `${observed.outcome}, yet it changed`)
  return observed
}
