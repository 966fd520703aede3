/**
 * Reads and writes of documents, over REST and over GraphQL, and what is checked besides the
 * answer: a refused write changed nothing, an allowed one did; a refused or hidden read let
 * nothing of the subject through.
 */
import type { CollectionSlug } from 'payload'

import { agree, draftArg, draftQuery, leaks, stored, type Attempt, type Data } from './attempt'
import {
  argType,
  bodyOf,
  collectionNames,
  graphql,
  hasField,
  literal,
  refusal,
  rest,
  restRefusal,
  seen,
  type Observed,
} from './client'
import { COLLECTIONS } from './entities'
import { marker, PNG } from './world'

export async function read(a: Attempt): Promise<Observed> {
  const doc = await a.doc()
  if (a.protocol === 'rest') {
    const one = await rest(a.w, a.caller, 'GET', `/${a.slug}/${doc.restId ?? doc.id}?depth=0${draftQuery(a, '&')}`)
    const many = await rest(a.w, a.caller, 'GET', `/${a.slug}?depth=0&where[id][equals]=${doc.id}${draftQuery(a, '&')}`)
    if (many.status === 404 && one.status === 404) return seen('absent', 'no REST API')
    // 200 without the document: preferences by key answer {"value": null} for a key the caller has not.
    const byId =
      one.status === 200
        ? seen((one.json as Data)?.id === doc.id ? 'allow' : 'hidden')
        : (restRefusal(one) ?? seen('error', `${one.status} ${one.text.slice(0, 200)}`))
    const docs = (many.json as { docs?: Data[] })?.docs
    const list =
      many.status === 200 && docs
        ? seen(docs.some((d) => d.id === doc.id) ? 'allow' : 'hidden', `${docs.length} docs`)
        : (restRefusal(many) ?? seen('error', `${many.status} ${many.text.slice(0, 200)}`))
    return agree(byId, list, [one.text, many.text], doc)
  }
  const { one, many } = collectionNames(a.slug)
  if (!hasField(a.w, 'Query', one)) return seen('absent', `no ${one} query`)
  const single = await graphql(a.w, a.caller, `{ ${one}(id: ${literal(doc.id)}${draftArg(a)}) { id } }`)
  const plural = await graphql(
    a.w,
    a.caller,
    `{ ${many}(where: { id: { equals: ${literal(doc.id)} } }${draftArg(a)}) { docs { id } } }`,
  )
  const found = (bodyOf(single).data?.[one] as Data | null | undefined)?.id
  const byId = refusal(single) ?? seen(found === doc.id ? 'allow' : 'hidden')
  const docs = (bodyOf(plural).data?.[many] as { docs: Data[] } | undefined)?.docs ?? []
  const list = refusal(plural) ?? seen(docs.some((d) => d.id === doc.id) ? 'allow' : 'hidden')
  return agree(byId, list, [single.text, plural.text], doc)
}

/** How many documents of the collection the calling member owns (0 for anyone else). */
async function ownedByCaller(a: Attempt): Promise<number> {
  const member = (a.w.members as Record<string, { id: number } | undefined>)[a.caller]
  if (!member) return 0
  return (await a.w.payload.count({ collection: a.slug as CollectionSlug, where: { owner: { equals: member.id } } }))
    .totalDocs
}

async function count(a: Attempt): Promise<number> {
  const { totalDocs } = await a.w.payload.count({ collection: a.slug as CollectionSlug })
  return totalDocs
}

function uploadForm(
  data: Data,
  file: { data: Uint8Array; type: string; name: string } = { data: PNG, type: 'image/png', name: 'upload.png' },
): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify(data))
  return form
}

export async function create(a: Attempt): Promise<Observed> {
  const adapter = COLLECTIONS[a.slug]
  const m = marker()
  const build = a.protocol === 'graphql' ? (adapter.graphql?.create ?? adapter.create) : adapter.create
  const data: Data = { ...build(a.w, m, a.caller), ...(a.operation === 'publish' ? { _status: 'published' } : {}) }
  const before = await count(a)
  const replaces = adapter.onePerMember ? await ownedByCaller(a) : 0
  let observed: Observed
  if (a.protocol === 'rest') {
    const body = adapter.upload ? { form: uploadForm(data, adapter.file) } : { json: data }
    const answer = await rest(a.w, a.caller, 'POST', `/${a.slug}`, body)
    observed = answer.status === 201 || answer.status === 200 ? seen('allow') : (restRefusal(answer) ?? seen('error'))
  } else {
    const { one } = collectionNames(a.slug)
    const name = `create${one}`
    if (!hasField(a.w, 'Mutation', name)) return seen('absent', `no ${name} mutation`)
    const answer = await graphql(
      a.w,
      a.caller,
      `mutation ($data: ${argType(a.w, 'Mutation', name, 'data')}) { ${name}(data: $data) { id } }`,
      { data },
    )
    const error = bodyOf(answer).errors?.[0]
    // GraphQL carries no files: past the access check, an upload collection asks for one.
    if (adapter.upload && error?.extensions?.name === 'MissingFile')
      observed = seen('allow', 'access passed (no file over GraphQL)')
    else observed = refusal(answer) ?? seen('allow')
  }
  const added = (await count(a)) - before
  const expectedAdded = observed.outcome === 'allow' && !observed.detail.startsWith('access passed') ? 1 - replaces : 0
  if (added !== expectedAdded) return seen('error', `${observed.outcome}, yet ${added} document(s) were added`)
  return observed
}

export async function update(a: Attempt): Promise<Observed> {
  const adapter = COLLECTIONS[a.slug]
  const doc = await a.doc()
  const m = marker()
  const before = adapter.get((await stored(a, doc.id)) ?? {})
  let observed: Observed
  if (a.protocol === 'rest') {
    const answer = await rest(a.w, a.caller, 'PATCH', `/${a.slug}/${doc.id}?depth=0${draftQuery(a, '&')}`, {
      json: adapter.set(m),
    })
    observed = answer.status === 200 ? seen('allow') : (restRefusal(answer) ?? seen('error'))
  } else {
    const { one } = collectionNames(a.slug)
    const name = `update${one}`
    if (!hasField(a.w, 'Mutation', name)) return seen('absent', `no ${name} mutation`)
    const query = `mutation ($data: ${argType(a.w, 'Mutation', name, 'data')}) { ${name}(id: ${literal(doc.id)}, data: $data${draftArg(a)}) { id } }`
    const data = (adapter.graphql?.set ?? adapter.set)(m)
    observed = refusal(await graphql(a.w, a.caller, query, { data })) ?? seen('allow')
  }
  const after = adapter.get((await stored(a, doc.id)) ?? {})
  if (observed.outcome === 'allow' && after !== m) return seen('error', `allowed, yet the value is ${String(after)}`)
  if (observed.outcome !== 'allow' && after !== before)
    return seen('error', `${observed.outcome}, yet it changed to ${String(after)}`)
  return observed
}

export async function remove(a: Attempt): Promise<Observed> {
  const doc = await a.doc(a.expected === 'allow')
  let observed: Observed
  if (a.protocol === 'rest') {
    const answer = await rest(a.w, a.caller, 'DELETE', `/${a.slug}/${doc.restId ?? doc.id}`)
    observed = answer.status === 200 ? seen('allow') : (restRefusal(answer) ?? seen('error'))
  } else {
    const { one } = collectionNames(a.slug)
    const name = `delete${one}`
    if (!hasField(a.w, 'Mutation', name)) return seen('absent', `no ${name} mutation`)
    observed =
      refusal(await graphql(a.w, a.caller, `mutation { ${name}(id: ${literal(doc.id)}) { id } }`)) ?? seen('allow')
  }
  const still = Boolean(await stored(a, doc.id))
  if (observed.outcome === 'allow' && still) return seen('error', 'allowed, yet it is still there')
  if (observed.outcome !== 'allow' && !still) return seen('error', `${observed.outcome}, yet it was deleted`)
  return observed
}

export async function readVersions(a: Attempt): Promise<Observed> {
  const doc = await a.doc()
  if (a.protocol === 'rest') {
    const answer = await rest(a.w, a.caller, 'GET', `/${a.slug}/versions?depth=0&where[parent][equals]=${doc.id}`)
    if (answer.status !== 200) return restRefusal(answer) ?? seen('error')
    const docs = (answer.json as { docs: { parent: unknown }[] }).docs
    if (docs.length === 0)
      return leaks(answer.text, doc)
        ? seen('error', 'empty, yet the subject shows')
        : seen('hidden', 'no versions listed')
    return docs.every((d) => d.parent === doc.id) ? seen('allow') : seen('error', 'versions of other documents')
  }
  const { many } = collectionNames(a.slug)
  const name = `versions${many}`
  if (!hasField(a.w, 'Query', name)) return seen('absent', `no ${name} query`)
  const answer = await graphql(
    a.w,
    a.caller,
    `{ ${name}(where: { parent: { equals: ${literal(doc.id)} } }) { docs { id } } }`,
  )
  const docs = (bodyOf(answer).data?.[name] as { docs: unknown[] } | undefined)?.docs
  return refusal(answer) ?? seen(docs && docs.length > 0 ? 'allow' : 'hidden')
}
