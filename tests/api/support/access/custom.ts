/**
 * Our own GraphQL fields (src/graphql/schema, src/graphql/server): the account mutations and
 * queries, uploadCheck, and the subscriptions, tried as each caller. They exist over GraphQL only.
 */
import type { ContentEvent } from '@/server/bus'

import type { Caller } from '../../../access/matrix'
import { bodyOf, graphql, graphqlUpload, refusal, seen, type Observed } from './client'
import type { Doc } from './adapters'
import { wsClientFrom } from './transport'
import { marker, PASSWORD, PNG, type World } from './world'

export type CustomAttempt = { w: World; field: string; operation: string; caller: Caller; doc: () => Promise<Doc> }

const png = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' })

/** The caller's own member document, as stored. */
async function ownMember(a: CustomAttempt) {
  const account = a.w.callers[a.caller].account
  if (account?.collection !== 'members') return undefined
  return a.w.payload.findByID({ collection: 'members', id: account.id, depth: 0 })
}

/** No staff account ever takes a member's write (their ids collide). */
async function staffUntouched(a: CustomAttempt, m: string): Promise<Observed | undefined> {
  const { totalDocs } = await a.w.payload.count({ collection: 'users', where: { name: { equals: m } } })
  return totalDocs > 0 ? seen('error', "a staff account took the member's write") : undefined
}

const CALLS: Record<string, (a: CustomAttempt) => Promise<Observed>> = {
  async submitForm(a) {
    const m = marker()
    const query =
      'mutation ($form: ID!, $values: [FormValueInput!]!) { submitForm(form: $form, values: $values) { id } }'
    const answer = await graphql(a.w, a.caller, query, {
      form: String(a.w.form.id),
      values: [{ name: 'name', value: m }],
    })
    const error = refusal(answer)
    if (error) return error
    const { docs } = await a.w.payload.find({
      collection: 'form-submissions',
      where: { form: { equals: a.w.form.id } },
    })
    const stored = docs.some((d) => d.submissionData?.some((row) => row.value === m))
    return stored ? seen('allow') : seen('error', 'answered, but nothing was stored')
  },
  async signUp(a) {
    const m = marker()
    const query =
      'mutation ($name: String!, $email: String!, $password: String!) { signUp(name: $name, email: $email, password: $password) }'
    const answer = await graphql(a.w, a.caller, query, {
      name: m,
      email: `${m}@members.test`,
      password: 'correct horse battery staple',
    })
    const error = refusal(answer)
    if (error) return error
    const { totalDocs } = await a.w.payload.count({
      collection: 'members',
      where: { email: { equals: `${m}@members.test` } },
    })
    return totalDocs === 1 ? seen('allow') : seen('error', 'signed up, yet no account')
  },

  async toggleSaved(a) {
    const post = await a.doc()
    const answer = await graphql(a.w, a.caller, `mutation { toggleSaved(kind: POST, id: "${post.id}") { saved } }`)
    const error = refusal(answer)
    if (error) return error
    const saved = (await ownMember(a))?.saved ?? []
    const has = saved.some(
      (s) => s.relationTo === 'posts' && (typeof s.value === 'object' ? s.value.id : s.value) === post.id,
    )
    const now = (bodyOf(answer).data?.toggleSaved as { saved: boolean }).saved
    return has === now ? seen('allow') : seen('error', "the caller's own list does not show the change")
  },

  async updateMyProfile(a) {
    const m = marker()
    const answer = await graphql(
      a.w,
      a.caller,
      'mutation ($name: String) { updateMyProfile(name: $name) { id name } }',
      { name: m },
    )
    const error = refusal(answer)
    if (error) return (await staffUntouched(a, m)) ?? error
    if ((await ownMember(a))?.name !== m) return seen('error', "the caller's own account did not change")
    return (await staffUntouched(a, m)) ?? seen('allow')
  },

  async updateMyAvatar(a) {
    const answer = await graphqlUpload(
      a.w,
      a.caller,
      'mutation ($file: Upload!) { updateMyAvatar(file: $file) }',
      png(),
      'me.png',
    )
    const error = refusal(answer)
    if (error) return error
    const me = await ownMember(a)
    const avatarId = typeof me?.avatar === 'object' ? me.avatar?.id : me?.avatar
    if (!avatarId) return seen('error', 'no avatar set')
    const avatar = await a.w.payload.findByID({ collection: 'member-avatars', id: avatarId, depth: 0 })
    const owner = typeof avatar.owner === 'object' ? avatar.owner.id : avatar.owner
    if (owner !== me?.id) return seen('error', `the avatar belongs to ${owner}`)
    // Public data holds no name and no member id.
    if (avatar.alt !== 'Profile picture') return seen('error', `alt text "${avatar.alt}"`)
    if (new RegExp(`avatar-${me.id}\\b`).test(avatar.filename ?? ''))
      return seen('error', `file name ${avatar.filename} tells whose it is`)
    return seen('allow')
  },

  async changeMyPassword(a) {
    // To the same password: the caller's session goes on, and the world's accounts keep working.
    const answer = await graphql(
      a.w,
      a.caller,
      'mutation ($p: String!) { changeMyPassword(currentPassword: $p, newPassword: $p) }',
      { p: PASSWORD },
    )
    return (
      refusal(answer) ?? (bodyOf(answer).data?.changeMyPassword === true ? seen('allow') : seen('error', answer.text))
    )
  },

  async mySaved(a) {
    const answer = await graphql(a.w, a.caller, '{ mySaved { id } }')
    return refusal(answer) ?? (Array.isArray(bodyOf(answer).data?.mySaved) ? seen('allow') : seen('error', answer.text))
  },

  async uploadCheck(a) {
    const answer = await graphqlUpload(
      a.w,
      a.caller,
      'query ($file: Upload!) { uploadCheck(file: $file) { size } }',
      png(),
      'check.png',
    )
    const size = (bodyOf(answer).data?.uploadCheck as { size: number } | undefined)?.size
    return refusal(answer) ?? (size === PNG.length ? seen('allow') : seen('error', answer.text))
  },
}

type Next = (ms?: number) => Promise<Record<string, unknown> | undefined>

/** A subscription as `caller`; `next` resolves with the next event's data, or undefined after `ms`. */
function open(a: CustomAttempt, query: string) {
  const client = wsClientFrom(a.w.api.wsUrl, a.w.callers[a.caller].from, a.w.callers[a.caller].token)
  const iterator = client.iterate({ query })
  // One read in flight at a time: a read that timed out still takes the next event when it comes.
  let pending: Promise<Record<string, unknown>> | undefined
  const next = (ms = 1500): ReturnType<Next> => {
    pending ??= iterator.next().then((r) => {
      pending = undefined
      if (r.done) throw new Error('the subscription ended')
      if (r.value.errors) throw new Error(r.value.errors.map((e) => e.message).join('; '))
      return r.value.data as Record<string, unknown>
    })
    return Promise.race([
      pending,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref()),
    ])
  }
  const close = async () => {
    await iterator.return?.()
    await client.dispose()
  }
  return { next, close }
}

/** Emits `emit()` every 50 ms until the subscriber receives something (it is listening from then on). */
async function untilListening(next: Next, emit: () => void): Promise<Record<string, unknown> | undefined> {
  const timer = setInterval(emit, 50)
  try {
    return await next(5000)
  } finally {
    clearInterval(timer)
  }
}

const CONTENT = 'subscription { contentPublished(types: ["posts"]) { id change at } }'

/** contentPublished: after a readiness probe, an event about a draft, then one about a published article. */
async function content(
  a: CustomAttempt,
  published: Doc,
  draft: Doc,
): Promise<{ draft: Observed; published: Observed }> {
  const { next, close } = open(a, CONTENT)
  try {
    const probe = (at: string): ContentEvent => ({ collection: 'posts', id: published.id, change: 'updated', at })
    if (!(await untilListening(next, () => a.w.api.bus.emit('content', probe('probe'))))) {
      const failed = seen('error', 'the subscription never started')
      return { draft: failed, published: failed }
    }
    // Drain the probes still in flight.
    while (await next(300)) {
      // discard it
    }
    a.w.api.bus.emit('content', { collection: 'posts', id: draft.id, change: 'updated', at: 'draft' })
    a.w.api.bus.emit('content', { ...probe('published') })
    const first = (await next())?.contentPublished as { at?: string } | undefined
    const second = first?.at === 'draft' ? ((await next())?.contentPublished as { at?: string } | undefined) : first
    return {
      draft: seen(first?.at === 'draft' ? 'allow' : 'hidden', `first event: ${first?.at ?? 'none'}`),
      published: seen(second?.at === 'published' ? 'allow' : 'hidden', `event: ${second?.at ?? 'none'}`),
    }
  } catch (error) {
    const refused = seen('error', (error as Error).message)
    return { draft: refused, published: refused }
  } finally {
    await close()
  }
}

async function passThrough(a: CustomAttempt, event: 'tourShow' | 'giveaway', field: string): Promise<Observed> {
  const { next, close } = open(a, `subscription { ${field} { id change at } }`)
  try {
    const got = await untilListening(next, () =>
      a.w.api.bus.emit(event, { id: 1, change: 'updated', at: new Date().toISOString() }),
    )
    return got?.[field] ? seen('allow') : seen('hidden', 'no event')
  } catch (error) {
    return seen('error', (error as Error).message)
  } finally {
    await close()
  }
}

/** Searches the subject's marker (its title) and says whether the subject is among the hits. */
async function searchFor(a: CustomAttempt, doc: Doc): Promise<Observed> {
  const query = 'query ($q: String!) { search(query: $q, types: [POST]) { hits { id url } } }'
  const answer = await graphql(a.w, a.caller, query, { q: doc.marker })
  const error = refusal(answer)
  if (error) return error
  const hits = (bodyOf(answer).data?.search as { hits?: { id: string }[] } | undefined)?.hits
  if (!Array.isArray(hits)) return seen('error', answer.text)
  return hits.some((h) => h.id === String(doc.id)) ? seen('allow') : seen('hidden', 'not among the hits')
}

export async function probeCustom(
  a: CustomAttempt,
  subjects: { published: () => Promise<Doc>; draft: () => Promise<Doc> },
): Promise<Observed> {
  if (CALLS[a.field]) return CALLS[a.field](a)
  if (a.field === 'contentPublished') {
    const seenBy = await content(a, await subjects.published(), await subjects.draft())
    return a.operation === 'receiveDraft' ? seenBy.draft : seenBy.published
  }
  if (a.field === 'search')
    return searchFor(a, await (a.operation === 'findDraft' ? subjects.draft : subjects.published)())
  if (a.field === 'tourShowChanged') return passThrough(a, 'tourShow', a.field)
  if (a.field === 'giveawayChanged') return passThrough(a, 'giveaway', a.field)
  return seen('error', `no probe for ${a.field}`)
}
