import { beforeAll, describe, expect, it, vi } from 'vitest'

// The first import of Payload (rate-limit.ts's APIError) takes seconds on a busy machine: not any test's time.
beforeAll(() => import('payload'), 60_000)

/** A fresh copy of a module, as Next's bundle and server.ts's each load their own. */
async function freshCopy<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules()
  return load()
}

describe('processSingleton', () => {
  it('gives every copy of a module the value the first copy made', async () => {
    const a = await freshCopy(() => import('@/server/process-singleton'))
    const b = await freshCopy(() => import('@/server/process-singleton'))
    expect(b.processSingleton).not.toBe(a.processSingleton) // two copies indeed
    const create = vi.fn(() => ({ made: Date.now() }))
    const key = `test.${Math.random()}`
    const first = a.processSingleton(key, create)
    expect(b.processSingleton(key, create)).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
    expect(b.processSingleton(`${key}.other`, () => 'other')).toBe('other')
  })

  it('keeps a value that is falsy', async () => {
    const { processSingleton } = await import('@/server/process-singleton')
    const key = `test.${Math.random()}`
    expect(processSingleton(key, () => 0)).toBe(0)
    expect(processSingleton(key, () => 1)).toBe(0)
  })

  it('makes one bus, one rate-limit table and one Upload scalar however often they are loaded', async () => {
    const load = () =>
      Promise.all([import('@/server/bus'), import('@/server/rate-limit'), import('@/graphql/schema/upload-scalar')])
    const [busA, limitsA, uploadA] = await freshCopy(load)
    const [busB, limitsB, uploadB] = await freshCopy(load)
    expect(busB).not.toBe(busA)
    expect(busB.bus).toBe(busA.bus)
    expect(uploadB.GraphQLUpload).toBe(uploadA.GraphQLUpload)
    const limit = { name: `test-${Math.random()}`, limit: 1, windowMs: 60_000 }
    expect((await limitsA.hit(limit, 'ip:1')).ok).toBe(true)
    expect((await limitsB.hit(limit, 'ip:1')).ok).toBe(false) // the other copy counted it
  })
})
