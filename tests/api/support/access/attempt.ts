/** One try of one row of the matrix, and what the probes share. */
import type { CollectionSlug } from 'payload'

import type { Caller, Operation, Outcome, Subject } from '../../../access/matrix'
import { seen, type Observed } from './client'
import type { Doc } from './adapters'
import type { World } from './world'

export type Protocol = 'rest' | 'graphql'

export type Attempt = {
  w: World
  slug: string
  operation: Operation
  subject: Subject
  caller: Caller
  protocol: Protocol
  expected: Outcome
  /** The shared subject, or a new one of the same kind (for writes expected to succeed). */
  doc: (fresh?: boolean) => Promise<Doc>
}

export type Data = Record<string, unknown>

export const isDraft = (a: Attempt) => a.subject === 'draft'
export const draftQuery = (a: Attempt, sep: '?' | '&') => (isDraft(a) ? `${sep}draft=true` : '')
export const draftArg = (a: Attempt) => (isDraft(a) ? ', draft: true' : '')

/** The subject as stored (access not applied), or undefined when it is gone. */
export async function stored(a: Attempt, id: number | string): Promise<Data | undefined> {
  return (await a.w.payload
    .findByID({ collection: a.slug as CollectionSlug, id, depth: 0, draft: isDraft(a), disableErrors: true })
    .catch(() => null)) as unknown as Data | undefined
}

export const leaks = (text: string, doc: Doc) => text.includes(doc.marker)

/** Both answers of a read must say the same; and what is not allowed must not show the subject. */
export function agree(byId: Observed, list: Observed, texts: string[], doc: Doc): Observed {
  if (byId.outcome !== list.outcome)
    return seen('error', `by id: ${byId.outcome} (${byId.detail}); list: ${list.outcome} (${list.detail})`)
  if (byId.outcome !== 'allow' && texts.some((t) => leaks(t, doc)))
    return seen('error', `refused, yet the answer shows the subject (${doc.marker})`)
  return byId
}
