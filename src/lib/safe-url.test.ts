import { describe, expect, it } from 'vitest'

import { isSafeHref } from '@/lib/safe-url'

describe('isSafeHref', () => {
  it.each([
    'https://example.org/a?b=c#d',
    'http://example.org',
    'mailto:staff@school.org',
    'tel:+441234567890',
    '/post/some-article',
    '#section',
    '?page=2',
    'relative/page',
    '//cdn.example.org/file',
  ])('accepts %s', (url) => expect(isSafeHref(url)).toBe(true))

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.org/uuid',
    'ftp://example.org',
    'http://[bad',
    '',
    null,
    undefined,
  ])('refuses %j', (url) => expect(isSafeHref(url)).toBe(false))
})
