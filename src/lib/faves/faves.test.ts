import { describe, expect, it } from 'vitest'

import { EMBED_HOST } from '@/components/videos/video-player.client'
import { dayIn, formatDay, isDay, isShown, nextDayStart, selectDay } from '@/lib/faves/day'
import { EMBED_ORIGINS, parsePostUrl, postOf } from '@/lib/faves/post-url'
import { FRAME_SOURCES, SECURITY_HEADERS } from '@/server/security-headers'

describe('post addresses', () => {
  it('accepts an Instagram post or reel and gives its canonical address and embed', () => {
    expect(parsePostUrl('instagram', 'https://www.instagram.com/p/C8xYz12AbCd/')).toEqual({
      network: 'instagram',
      url: 'https://www.instagram.com/p/C8xYz12AbCd/',
      embedUrl: 'https://www.instagram.com/p/C8xYz12AbCd/embed/',
      handle: null,
    })
    // Without www, without the trailing slash, with tracking parameters: the same post.
    expect(parsePostUrl('instagram', ' https://instagram.com/reel/Cx-9_abcDE?igsh=abc ')).toMatchObject({
      url: 'https://www.instagram.com/reel/Cx-9_abcDE/',
      embedUrl: 'https://www.instagram.com/reel/Cx-9_abcDE/embed/',
    })
  })

  it('accepts a TikTok video and reads its creator from the address', () => {
    expect(
      parsePostUrl('tiktok', 'https://www.tiktok.com/@msrivera.teaches/video/7301234567890123456?lang=en'),
    ).toEqual({
      network: 'tiktok',
      url: 'https://www.tiktok.com/@msrivera.teaches/video/7301234567890123456',
      embedUrl: 'https://www.tiktok.com/embed/v2/7301234567890123456',
      handle: '@msrivera.teaches',
    })
  })

  it.each([
    ['instagram', 'https://www.instagram.com/msrivera.teaches/'], // a profile, not a post
    ['instagram', 'https://www.instagram.com/p/'],
    ['instagram', 'http://www.instagram.com/p/C8xYz12AbCd/'], // not https
    ['instagram', 'https://www.instagram.com.evil.example/p/C8xYz12AbCd/'],
    ['instagram', 'https://user:pw@www.instagram.com/p/C8xYz12AbCd/'],
    ['instagram', 'https://www.instagram.com:8443/p/C8xYz12AbCd/'],
    ['instagram', 'https://www.instagram.com/p/C8xYz12AbCd/embed/'],
    ['instagram', 'https://www.tiktok.com/@msrivera.teaches/video/7301234567890123456'], // the other network
    ['instagram', 'javascript:alert(1)//www.instagram.com/p/C8xYz12AbCd/'],
    ['instagram', 'not an address'],
    ['instagram', ''],
    ['tiktok', 'https://www.tiktok.com/@msrivera.teaches'], // a profile
    ['tiktok', 'https://www.tiktok.com/@msrivera.teaches/video/abc'],
    ['tiktok', 'https://vm.tiktok.com/ZMabc123/'], // a short link: the post's own address is wanted
    ['tiktok', 'https://www.tiktok.com/embed/v2/7301234567890123456'],
    ['tiktok', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['tiktok', 'https://www.instagram.com/p/C8xYz12AbCd/'],
  ] as const)('refuses %s %s in words', (network, url) => {
    const answer = parsePostUrl(network, url)
    expect(answer).toEqual({
      error:
        network === 'instagram'
          ? 'Paste the address of one Instagram post, like https://www.instagram.com/p/C8xYz12AbCd/'
          : 'Paste the address of one TikTok post, like https://www.tiktok.com/@msrivera.teaches/video/7301234567890123456',
    })
    expect(postOf(network, url)).toBeNull()
  })

  it('renders nothing for an unknown network', () => {
    expect(postOf('youtube', 'https://www.instagram.com/p/C8xYz12AbCd/')).toBeNull()
    expect(postOf(null, null)).toBeNull()
  })

  it('lets the page frame only the embeds’ hosts', () => {
    const csp = SECURITY_HEADERS.find((h) => h.key === 'Content-Security-Policy')?.value ?? ''
    const frameSrc = /frame-src ([^;]+)/.exec(csp)?.[1].split(' ')
    expect(frameSrc).toEqual(FRAME_SOURCES)
    expect(FRAME_SOURCES).toEqual(["'self'", EMBED_HOST, ...Object.values(EMBED_ORIGINS)])
  })
})

describe('the day shown', () => {
  it('reads real calendar dates only', () => {
    expect(isDay('2026-11-24')).toBe(true)
    expect(isDay('2028-02-29')).toBe(true)
    expect(isDay('2026-02-29')).toBe(false)
    expect(isDay('2026-13-01')).toBe(false)
    expect(isDay('2026-1-01')).toBe(false)
    expect(isDay('2026-11-24T00:00')).toBe(false)
    expect(isDay('soon')).toBe(false)
  })

  it('is today in the site’s time zone', () => {
    const moment = new Date('2026-11-24T03:30:00Z')
    expect(dayIn('UTC', moment)).toBe('2026-11-24')
    expect(dayIn('America/New_York', moment)).toBe('2026-11-23') // 22:30 the day before
    expect(dayIn('Asia/Tokyo', new Date('2026-11-24T15:30:00Z'))).toBe('2026-11-25')
  })

  it('changes at the next midnight there, daylight saving included', () => {
    expect(nextDayStart('UTC', new Date('2026-11-24T03:30:00Z')).toISOString()).toBe('2026-11-25T00:00:00.000Z')
    expect(nextDayStart('America/New_York', new Date('2026-11-24T03:30:00Z')).toISOString()).toBe(
      '2026-11-24T05:00:00.000Z',
    )
    // The night the clocks go back in New York (1 November 2026): midnight after is EST.
    expect(nextDayStart('America/New_York', new Date('2026-11-01T12:00:00Z')).toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    )
    expect(nextDayStart('Asia/Kolkata', new Date('2026-11-24T03:30:00Z')).toISOString()).toBe(
      '2026-11-24T18:30:00.000Z',
    )
  })

  it('is today’s if published, else the latest published before; never a day ahead', () => {
    const published = ['2026-11-20', '2026-11-24', '2026-11-22', '2026-11-25', '2026-12-01']
    expect(selectDay(published, '2026-11-24')).toBe('2026-11-24')
    expect(selectDay(published, '2026-11-23')).toBe('2026-11-22')
    expect(selectDay(published, '2026-11-19')).toBeNull()
    expect(selectDay([], '2026-11-24')).toBeNull()
    expect(isShown('2026-11-25', '2026-11-24')).toBe(false)
    expect(isShown('2026-11-24', '2026-11-24')).toBe(true)
    expect(isShown('2026-02-30', '2026-11-24')).toBe(false)
  })

  it('is written out for people', () => {
    expect(formatDay('2026-11-24')).toBe('Tuesday, November 24, 2026')
  })
})
