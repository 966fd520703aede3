import { EventEmitter } from 'node:events'

import { processSingleton } from '@/server/process-singleton'

/**
 * In-process events between the CMS hooks (inside Next's bundle) and server.ts (outside it).
 * Both load their own copy of this module: the emitter is the process's one (processSingleton).
 */
export type BusEvents = {
  /** Cache tags just expired: server.ts drops its redirect table on `redirects`, tests assert. */
  tags: [string[]]
  /** A document became public, changed while public, or stopped being public. */
  content: [ContentEvent]
  /** A comedy-tour show changed (sold out, new date, …): the `tourShowChanged` subscription. */
  tourShow: [ChangeEvent]
  /** A giveaway opened, closed or changed: the `giveawayChanged` subscription. */
  giveaway: [ChangeEvent]
  /** The search index changed (committed): what searches kept of it is dropped (search/memory.ts). */
  searchIndex: [{ at: string }]
}

/** Only ids travel: subscribers re-read what they may see. */
export type ChangeEvent = {
  id: number | string
  change: string
  at: string
}

export type ContentEvent = {
  collection: string
  id: number | string
  slug?: string
  change: 'published' | 'updated' | 'unpublished' | 'deleted'
  at: string
}

export const bus: EventEmitter<BusEvents> = processSingleton('bus', () =>
  new EventEmitter<BusEvents>().setMaxListeners(100),
)
