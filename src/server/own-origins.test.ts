import { describe, expect, it } from 'vitest'

import { ownOrigins } from './own-origins'

describe('ownOrigins', () => {
  it('adds the other loopback names, same scheme and port, to a local SERVER_URL', () => {
    expect(ownOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
    expect(ownOrigins('http://127.0.0.1:3311/')).toEqual([
      'http://127.0.0.1:3311',
      'http://localhost:3311',
      'http://[::1]:3311',
    ])
    expect(ownOrigins('https://localhost')).toEqual(['https://localhost', 'https://127.0.0.1', 'https://[::1]'])
  })

  it('adds nothing to a public address', () => {
    expect(ownOrigins('https://staffroom.example')).toEqual(['https://staffroom.example'])
    expect(ownOrigins('https://localhost.staffroom.example:8443')).toEqual(['https://localhost.staffroom.example:8443'])
  })
})
