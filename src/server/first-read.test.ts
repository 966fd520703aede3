import { describe, expect, it } from 'vitest'

import { READERS_PER_ADDRESS, isFirstRead } from '@/server/first-read'

const SECRET = 'a secret of the server'
let post = 1000
const nextPost = () => (post += 1)

describe('a read counted once per reader per article per day', () => {
  it('counts a reader once, whatever they send; another article is another read', async () => {
    const id = nextPost()
    expect(await isFirstRead(SECRET, id, '203.0.113.7', 'Firefox')).toBe(true)
    for (let i = 0; i < 20; i += 1) expect(await isFirstRead(SECRET, id, '203.0.113.7', 'Firefox')).toBe(false)
    expect(await isFirstRead(SECRET, nextPost(), '203.0.113.7', 'Firefox')).toBe(true)
  })

  it(`tells browsers behind one address apart, up to ${READERS_PER_ADDRESS} a day`, async () => {
    const id = nextPost()
    const counted = []
    for (let i = 0; i < 20; i += 1) counted.push(await isFirstRead(SECRET, id, '198.51.100.2', `browser ${i}`))
    expect(counted.filter(Boolean)).toHaveLength(READERS_PER_ADDRESS)
    expect(await isFirstRead(SECRET, id, '198.51.100.3', 'browser 0')).toBe(true) // another address
  })

  it('starts again the next day (UTC), and keys on a hash that changes with the secret', async () => {
    const id = nextPost()
    const today = new Date('2026-03-01T23:59:00Z')
    expect(await isFirstRead(SECRET, id, '192.0.2.1', 'Safari', today)).toBe(true)
    expect(await isFirstRead(SECRET, id, '192.0.2.1', 'Safari', today)).toBe(false)
    expect(await isFirstRead(SECRET, id, '192.0.2.1', 'Safari', new Date('2026-03-02T00:01:00Z'))).toBe(true)
    expect(await isFirstRead('another secret', id, '192.0.2.1', 'Safari', today)).toBe(true)
  })
})
