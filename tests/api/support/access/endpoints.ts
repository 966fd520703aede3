/** Account operations, and the REST endpoints beside the documents (files, views, preferences, jobs). */
import type { CollectionSlug } from 'payload'

import { leaks, type Attempt, type Data } from './attempt'
import { bodyOf, collectionNames, graphql, hasField, refusal, rest, restRefusal, seen, type Observed } from './client'
import { marker } from './world'

export async function unlock(a: Attempt): Promise<Observed> {
  const doc = await a.doc()
  if (a.protocol === 'rest') {
    const answer = await rest(a.w, a.caller, 'POST', `/${a.slug}/unlock`, { json: { email: doc.email } })
    return answer.status === 200 ? seen('allow') : (restRefusal(answer) ?? seen('error'))
  }
  const name = `unlock${collectionNames(a.slug).one}`
  if (!hasField(a.w, 'Mutation', name)) {
    // Payload offers no unlock mutation when it keeps no login attempts (the lock is elsewhere).
    const attempts = a.w.payload.collections[a.slug as CollectionSlug].config.auth.maxLoginAttempts
    return attempts ? seen('error', `no ${name} mutation`) : seen('n/a', 'no login attempts kept: no unlock mutation')
  }
  return (
    refusal(await graphql(a.w, a.caller, `mutation { ${name}(email: ${JSON.stringify(doc.email)}) }`)) ?? seen('allow')
  )
}

export async function me(a: Attempt): Promise<Observed> {
  const own = a.w.callers[a.caller].account
  const mine = own?.collection === a.slug ? own.id : undefined
  let user: Data | null | undefined
  if (a.protocol === 'rest') {
    const answer = await rest(a.w, a.caller, 'GET', `/${a.slug}/me`)
    if (answer.status !== 200) return restRefusal(answer) ?? seen('error')
    user = (answer.json as { user?: Data | null }).user
  } else {
    const name = `me${collectionNames(a.slug).one}`
    const answer = await graphql(a.w, a.caller, `{ ${name} { user { id } } }`)
    const error = refusal(answer)
    if (error) return error
    user = (bodyOf(answer).data?.[name] as { user?: Data | null } | null)?.user
  }
  if (!user) return seen('deny', 'user: null')
  return user.id === mine ? seen('allow') : seen('error', `"me" is ${String(user.id)}, not the caller's own account`)
}

export async function admin(a: Attempt): Promise<Observed> {
  if (a.protocol === 'rest') {
    const answer = await rest(a.w, a.caller, 'GET', '/access')
    if (answer.status !== 200) return seen('error', `${answer.status} ${answer.text.slice(0, 200)}`)
    return seen((answer.json as { canAccessAdmin?: boolean }).canAccessAdmin === true ? 'allow' : 'deny')
  }
  const answer = await graphql(a.w, a.caller, '{ Access { canAccessAdmin } }')
  const error = bodyOf(answer).errors?.[0]
  if (error) return seen('error', error.message)
  const can = (bodyOf(answer).data?.Access as { canAccessAdmin: boolean }).canAccessAdmin
  return seen(can ? 'allow' : 'deny')
}

const restOnly = (a: Attempt) => seen('n/a', `${a.operation} is a REST endpoint`)

export async function file(a: Attempt): Promise<Observed> {
  if (a.protocol === 'graphql') return restOnly(a)
  const doc = await a.doc()
  if (!doc.url) return seen('error', 'the subject has no URL')
  const answer = await rest(a.w, a.caller, 'GET', doc.url.replace(/^.*?\/api/, ''))
  if (answer.status === 200)
    return /^(image\/|video\/|audio\/|application\/pdf)/.test(answer.headers['content-type'] ?? '')
      ? seen('allow')
      : seen('error', 'not an image, a video, audio or a PDF')
  return restRefusal(answer) ?? seen('error')
}

/** What each counted collection counts: a read of an article, a play of an episode. */
const COUNTED: Record<string, string> = { posts: 'view', episodes: 'play' }

export async function count(a: Attempt): Promise<Observed> {
  if (a.protocol === 'graphql') return restOnly(a)
  const doc = await a.doc()
  const what = COUNTED[a.slug]
  if (!what) return seen('error', `${a.slug} counts nothing`)
  const answer = await rest(a.w, a.caller, 'POST', `/${a.slug}/${doc.id}/${what}`)
  if (answer.status === 204 || answer.status === 200) return seen('allow')
  return answer.status === 404 ? seen('hidden', '404') : (restRefusal(answer) ?? seen('error'))
}

export async function byKey(a: Attempt): Promise<Observed> {
  if (a.protocol === 'graphql') return restOnly(a)
  const doc = await a.doc()
  const got = await rest(a.w, a.caller, 'GET', `/${a.slug}/${doc.restId}`)
  const put = await rest(a.w, a.caller, 'POST', `/${a.slug}/${marker()}`, { json: { value: { seen: true } } })
  if (got.status !== put.status) return seen('error', `GET ${got.status}, POST ${put.status}`)
  if (got.status !== 200) return restRefusal(got) ?? seen('error')
  // Each account reads its own preferences under a key, never another's with the same key.
  const own = a.caller === 'contributor'
  if (leaks(got.text, doc) !== own)
    return seen('error', own ? 'its own preference is missing' : "another account's preference shows")
  return seen('allow')
}

export async function run(a: Attempt): Promise<Observed> {
  if (a.protocol === 'graphql') return restOnly(a)
  const answer = await rest(a.w, a.caller, 'GET', `/${a.slug}/run`)
  if (answer.status === 200) return seen('allow')
  return answer.status === 401 ? seen('deny', '401') : (restRefusal(answer) ?? seen('error'))
}

/** Sent without a body: a caller let in is told what is missing (400), anyone else is refused (401/403). */
export async function importVideos(a: Attempt): Promise<Observed> {
  if (a.protocol === 'graphql') return restOnly(a)
  const answer = await rest(a.w, a.caller, 'POST', `/${a.slug}/import`, { json: {} })
  if (answer.status === 400) return seen('allow', '400: the input is checked')
  return answer.status === 401 ? seen('deny', '401') : (restRefusal(answer) ?? seen('error'))
}

/** On an open giveaway: a caller let in is told the draw waits for the end (409), anyone else is refused (401/403). */
export async function drawWinner(a: Attempt): Promise<Observed> {
  if (a.protocol === 'graphql') return restOnly(a)
  const doc = await a.doc()
  const answer = await rest(a.w, a.caller, 'POST', `/${a.slug}/${doc.id}/draw`, { json: {} })
  if (answer.status === 409) return seen('allow', '409: the giveaway is still open')
  return answer.status === 401 ? seen('deny', '401') : (restRefusal(answer) ?? seen('error'))
}

/**
 * On a draft its contributor wrote in: a caller let in is told it was kept (409: only a blank one
 * goes), anyone else is refused (401/403, or 404 where the draft is hidden from them).
 */
export async function discardBlank(a: Attempt): Promise<Observed> {
  if (a.protocol === 'graphql') return restOnly(a)
  const doc = await a.doc()
  const answer = await rest(a.w, a.caller, 'POST', `/${a.slug}/${doc.id}/discard-blank`)
  if (answer.status === 409) return seen('allow', '409: written in, so kept')
  return answer.status === 401 ? seen('deny', '401') : (restRefusal(answer) ?? seen('error'))
}

/** The CSV export: the whole list as a file for the team, a refusal in words for anyone else. */
export async function exportList(a: Attempt): Promise<Observed> {
  if (a.protocol === 'graphql') return restOnly(a)
  const answer = await rest(a.w, a.caller, 'GET', `/${a.slug}/export`)
  if (answer.status === 200 && answer.headers['content-type']?.startsWith('text/csv')) return seen('allow')
  // An export that needs to be told what (which form's submissions): past the access check.
  if (answer.status === 400) return seen('allow', '400: the input is checked')
  return answer.status === 401 ? seen('deny', '401') : (restRefusal(answer) ?? seen('error'))
}
