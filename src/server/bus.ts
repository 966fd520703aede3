import { EventEmitter } from 'node:events'

/**
 * In-process events between the CMS hooks (inside Next's bundle) and server.ts (outside it).
 * Both load their own copy of this module, so the emitter lives on globalThis.
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

const key = Symbol.for('staffroom.bus')
const holder = globalThis as unknown as Record<symbol, EventEmitter<BusEvents> | undefined>

export const bus: EventEmitter<BusEvents> = (holder[key] ??= new EventEmitter<BusEvents>().setMaxListeners(100))
