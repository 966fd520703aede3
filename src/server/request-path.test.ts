import { describe, expect, it } from 'vitest'

import { normalizePath } from '@/server/redirect-table'
import { decodedPath } from '@/server/request-path'

describe('decodedPath', () => {
  it('decodes the path and leaves the query out', () => {
    expect(decodedPath('/post/caf%C3%A9?q=%ff')).toBe('/post/café')
    expect(decodedPath('/a%2Fb#x')).toBe('/a/b')
  })

  it.each(['/%ff', '/%E0%A4%A', '/post/%ff', '/api/media/file/%ff.png', '/100%', '/%', '/%zz', '/%C0%AF'])(
    'is null for the broken escape in %s',
    (url) => expect(decodedPath(url)).toBeNull(),
  )
})

describe('normalizePath', () => {
  it.each(['/%ff', '/%E0%A4%A', '/Post/%FF/', '/100%'])('never throws: %s is matched as typed', (input) => {
    expect(normalizePath(input)).toBe(input.replace(/\/$/, '').toLowerCase())
  })
})
