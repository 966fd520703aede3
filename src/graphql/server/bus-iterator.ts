import type { EventEmitter } from 'node:events'

import type { BusEvents } from '@/server/bus'

/** Events kept for a subscriber that reads slower than they come; older ones are dropped. */
const MAX_QUEUED = 500

type Listener = (...args: unknown[]) => void
const hubs = new WeakMap<EventEmitter, Map<string, Set<Listener>>>()

/**
 * One bus listener per channel, fanned out here: thousands of subscribers must not each add a
 * listener to the bus (EventEmitter warns past its limit, and emit would copy the whole list).
 */
function listen(bus: EventEmitter, event: string, listener: Listener): () => void {
  let channels = hubs.get(bus)
  if (!channels) hubs.set(bus, (channels = new Map<string, Set<Listener>>()))
  let set = channels.get(event)
  if (!set) {
    const listeners = (set = new Set())
    channels.set(event, listeners)
    bus.on(event, (...args: unknown[]) => {
      for (const fn of listeners) fn(...args)
    })
  }
  set.add(listener)
  return () => set.delete(listener)
}

/**
 * The events of one bus channel as an async iterator for a GraphQL subscription, each passed
 * through `map` (which may check access: undefined drops the event) in arrival order.
 * Unlike events.on(), return() ends at once even while no event is coming, so a subscriber
 * that leaves never keeps a listener waiting for the next publish.
 */
export function busIterator<K extends keyof BusEvents, T>(
  bus: EventEmitter<BusEvents>,
  event: K,
  map: (...args: BusEvents[K]) => Promise<T | undefined>,
  onError: (error: unknown) => void,
): AsyncIterableIterator<T> {
  const queue: T[] = []
  const waiting: ((result: IteratorResult<T>) => void)[] = []
  let chain = Promise.resolve()
  let done = false

  const push = (value: T) => {
    const next = waiting.shift()
    if (next) next({ value, done: false })
    else if (queue.push(value) > MAX_QUEUED) queue.shift()
  }
  const listener = (...args: BusEvents[K]) => {
    chain = chain
      .then(() => (done ? undefined : map(...args)))
      .then((value) => {
        if (value !== undefined && !done) push(value)
      })
      .catch(onError)
  }
  const finish = async (): Promise<IteratorResult<T>> => {
    if (!done) {
      done = true
      unlisten()
      queue.length = 0
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true })
    }
    return { value: undefined, done: true }
  }
  const unlisten = listen(bus, event, listener as Listener)

  return {
    next: () => {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift() as T, done: false })
      if (done) return Promise.resolve({ value: undefined, done: true })
      return new Promise((resolve) => waiting.push(resolve))
    },
    return: finish,
    throw: async (error: unknown) => {
      await finish()
      throw error
    },
    [Symbol.asyncIterator]() {
      return this
    },
  }
}
