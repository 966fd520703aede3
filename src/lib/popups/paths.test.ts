import { describe, expect, it } from 'vitest'

import { matchesPath, patternsOf, showsOn, validatePatterns } from '@/lib/popups/paths'

describe('matchesPath', () => {
  it('matches an exact path, trailing slash or not', () => {
    expect(matchesPath('/about-us', '/about-us')).toBe(true)
    expect(matchesPath('/about-us', '/about-us/')).toBe(true)
    expect(matchesPath('/about-us/', '/about-us')).toBe(true)
    expect(matchesPath('/about-us', '/about-us/team')).toBe(false)
    expect(matchesPath('/about-us', '/about')).toBe(false)
    expect(matchesPath('/', '/')).toBe(true)
    expect(matchesPath('/', '/memes')).toBe(false)
  })

  it('matches everything under a prefix, not the prefix itself nor a longer name', () => {
    expect(matchesPath('/post/*', '/post/first-day')).toBe(true)
    expect(matchesPath('/post/*', '/post/first-day/')).toBe(true)
    expect(matchesPath('/post/*', '/post/a/b')).toBe(true)
    expect(matchesPath('/post/*', '/post')).toBe(false)
    expect(matchesPath('/post/*', '/posts/x')).toBe(false)
    expect(matchesPath('/*', '/')).toBe(true)
    expect(matchesPath('/*', '/anything/at/all')).toBe(true)
  })
})

describe('showsOn', () => {
  it('shows everywhere without patterns', () => {
    expect(showsOn({}, '/')).toBe(true)
    expect(showsOn({ showOn: '', hideOn: null }, '/memes')).toBe(true)
  })

  it('shows only where a pattern matches', () => {
    const rules = { showOn: '/memes\n/post/*\n' }
    expect(showsOn(rules, '/memes')).toBe(true)
    expect(showsOn(rules, '/post/x')).toBe(true)
    expect(showsOn(rules, '/videos')).toBe(false)
  })

  it('never shows where an exception matches, even when a pattern does', () => {
    expect(showsOn({ hideOn: '/account/*\n/newsletter/*' }, '/account/saved')).toBe(false)
    expect(showsOn({ hideOn: '/account/*' }, '/memes')).toBe(true)
    expect(showsOn({ showOn: '/post/*', hideOn: '/post/secret' }, '/post/secret')).toBe(false)
    expect(showsOn({ showOn: '/post/*', hideOn: '/post/secret' }, '/post/open')).toBe(true)
  })
})

describe('patterns as editors write them', () => {
  it('takes one pattern a line, ignoring blank lines and spaces', () => {
    expect(patternsOf('  /a \n\n /b/*\r\n')).toEqual(['/a', '/b/*'])
    expect(patternsOf(null)).toEqual([])
  })

  it('accepts paths and prefixes, refuses anything else in words', () => {
    expect(validatePatterns('/about-us\n/post/*\n/*\n/')).toBe(true)
    expect(validatePatterns(undefined)).toBe(true)
    expect(validatePatterns('/ok\nabout-us')).toMatch(/"about-us" is not a path/)
    expect(validatePatterns('/post*')).toMatch(/is not a path/)
    expect(validatePatterns('/a/*/b')).toMatch(/is not a path/)
    expect(validatePatterns('https://example.com/x')).toMatch(/is not a path/)
    expect(validatePatterns('/a b')).toMatch(/is not a path/)
  })
})
