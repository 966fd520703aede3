import { describe, expect, it } from 'vitest'

import { localPath } from '@/lib/local-path'

describe('localPath', () => {
  it.each([
    ['/post/my-article', '/post/my-article'],
    ['/', '/'],
    ['/category/x?page=2#list', '/category/x?page=2#list'],
    ['/post/a b', '/post/a%20b'],
    ['/post/../about-us', '/about-us'],
  ])('keeps %j on this site as %j', (input, output) => expect(localPath(input)).toBe(output))

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/.//evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%252F/evil.example',
    'https://evil.example',
    'evil.example',
    'javascript:alert(1)',
    '/post\u0000',
    '',
    null,
    undefined,
    42,
  ])('refuses %j', (input) => expect(localPath(input)).toBeNull())
})
