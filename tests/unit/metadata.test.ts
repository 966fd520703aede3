import { describe, expect, it, vi } from 'vitest'

import { env } from '@/env'
import { documentMetadata, pageMetadata, siteMetadata } from '@/lib/seo/metadata'
import { pageSeo } from '@/collections/pages/metadata'
import { postSeo } from '@/collections/posts/metadata'

import { media, post, settings } from './fixtures/seo'

// pageMetadata's only impure part; the real module imports 'server-only' and Payload.
vi.mock('@/lib/queries/globals', () => ({ getSiteSettings: vi.fn(async () => settings) }))

const O = env.SERVER_URL.replace(/\/$/, '')

describe('siteMetadata', () => {
  it('gives the exact site-wide defaults', () => {
    const m = siteMetadata(settings)
    expect(m.metadataBase?.toString()).toBe(`${O}/`)
    expect(m.title).toEqual({ default: 'Staffroom | Celebrating Educators Every Day.', template: '%s | Staffroom' })
    expect(m.description).toBe('Celebrating Educators Every Day.')
    expect(m.openGraph).toMatchObject({
      type: 'website',
      siteName: 'Staffroom',
      images: [{ url: `${O}/api/media/file/logo.png` }],
    })
    expect(m.twitter).toMatchObject({ card: 'summary_large_image' })
    expect(m.icons).toEqual({ icon: '/favicon.ico' })
    expect(m.alternates?.types?.['application/rss+xml']).toEqual([{ url: '/feed.xml', title: 'Staffroom' }])
  })

  it('follows the brand name and survives missing settings', () => {
    expect(siteMetadata({ brandName: 'Lounge' }).title).toEqual({
      default: 'Lounge | Celebrating Educators Every Day.',
      template: '%s | Lounge',
    })
    const bare = siteMetadata(null)
    expect(bare.title).toMatchObject({ default: 'Staffroom | Celebrating Educators Every Day.' })
    expect(bare.openGraph?.images).toBeUndefined()
  })
})

describe('documentMetadata', () => {
  it('builds an article with canonical URL, hero og image and authors', () => {
    const m = documentMetadata({ ...postSeo(post()), settings })
    expect(m.title).toBe('When the bell rings & nobody moves')
    expect(m.description).toBe('A study in <silence>.')
    expect(m.alternates?.canonical).toBe(`${O}/post/when-the-bell-rings`)
    expect(m.openGraph).toMatchObject({
      type: 'article',
      url: `${O}/post/when-the-bell-rings`,
      siteName: 'Staffroom',
      publishedTime: '2030-05-01T08:00:00.000Z',
      modifiedTime: '2030-05-02T09:30:00.000Z',
      authors: [`${O}/author/7`],
      section: 'Classroom Life',
      images: [{ url: `${O}/api/media/file/bell-1200x630.jpg`, width: 1200, height: 630, alt: 'Alt of bell' }],
    })
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', images: [`${O}/api/media/file/bell-1200x630.jpg`] })
    expect(m.authors).toEqual([{ name: 'Ms. Rivera', url: `${O}/author/7` }])
  })

  it('lets the SEO plugin fields win', () => {
    const m = documentMetadata({
      ...postSeo(post({ meta: { title: 'SEO title', description: 'SEO description', image: media(9, 'seo') } })),
      settings,
    })
    expect(m.title).toBe('SEO title')
    expect(m.description).toBe('SEO description')
    expect(m.openGraph?.title).toBe('SEO title')
    expect(m.openGraph?.images).toEqual([
      { url: `${O}/api/media/file/seo-1200x630.jpg`, width: 1200, height: 630, alt: 'Alt of seo' },
    ])
  })

  it('ignores blank SEO fields', () => {
    const m = documentMetadata({ ...postSeo(post({ meta: { title: '  ', description: '' } })), settings })
    expect(m.title).toBe('When the bell rings & nobody moves')
    expect(m.description).toBe('A study in <silence>.')
  })

  it('falls back to the default share image, then the logo', () => {
    const page = { title: 'About us', slug: 'about-us', intro: null, heroImage: null, meta: null }
    const withDefault = documentMetadata({ ...pageSeo(page), settings })
    expect(withDefault.openGraph).toMatchObject({ type: 'website', url: `${O}/about-us` })
    expect(withDefault.openGraph?.images).toMatchObject([{ url: `${O}/api/media/file/share-1200x630.jpg` }])
    expect(withDefault.description).toBe('Celebrating Educators Every Day.')
    const logoOnly = documentMetadata({ ...pageSeo(page), settings: { ...settings, defaultShareImage: null } })
    expect(logoOnly.openGraph?.images).toMatchObject([{ url: `${O}/api/media/file/logo.png` }])
  })

  it('puts non-fixed pages under /page and lists an extra feed', () => {
    const m = documentMetadata({
      ...pageSeo({ title: 'Snow day', slug: 'snow-day', intro: 'Stay home', heroImage: null, meta: null }),
      feed: { title: 'Snow', path: '/feeds/category/snow.xml' },
      settings,
    })
    expect(m.alternates?.canonical).toBe(`${O}/page/snow-day`)
    expect(m.alternates?.types?.['application/rss+xml']).toEqual([
      { url: `${O}/feed.xml`, title: 'Staffroom' },
      { url: `${O}/feeds/category/snow.xml`, title: 'Snow | Staffroom' },
    ])
  })

  it('keeps the default title for the home page and can ask not to be indexed', () => {
    const m = documentMetadata({ path: '/', settings, noindex: true })
    expect(m).not.toHaveProperty('title')
    expect(m.openGraph?.title).toBe('Staffroom | Celebrating Educators Every Day.')
    expect(m.robots).toEqual({ index: false, follow: true })
  })
})

describe('pageMetadata', () => {
  it('reads the site settings itself', async () => {
    const m = await pageMetadata({ title: 'FAQ', path: '/faq' })
    expect(m.title).toBe('FAQ')
    expect(m.openGraph).toMatchObject({ siteName: 'Staffroom', url: `${O}/faq` })
  })
})
