import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { isoDuration } from '@/collections/videos/json-ld'
import { ldGraph } from '@/lib/seo/ld-graph'
import { env } from '@/env'
import {
  articleLd,
  breadcrumbLd,
  collectionPageLd,
  documentLd,
  JsonLd,
  organizationLd,
  personLd,
  serializeLd,
  websiteLd,
} from '@/lib/seo/json-ld'
import type { Episode, Meme, Podcast, Printable, Video } from '@/payload-types'

import { author, category, media, post, settings } from './fixtures/seo'

const O = env.SERVER_URL.replace(/\/$/, '')

describe('JsonLd', () => {
  it('renders a data block that editor text cannot close', () => {
    const html = renderToStaticMarkup(
      JsonLd({ data: { '@type': 'Thing', name: '</script><script>alert(1)</script> & <b>' } }),
    )
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true)
    expect(html.match(/<\/script>/g)).toHaveLength(1) // only the element's own end tag
    expect(html).toContain('\\u003c/script\\u003e')
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
    expect((JSON.parse(json) as { name: string }).name).toBe('</script><script>alert(1)</script> & <b>')
  })

  it('serializes arrays of nodes', () => {
    expect(JSON.parse(serializeLd([{ '@type': 'A' }, { '@type': 'B' }]))).toEqual([{ '@type': 'A' }, { '@type': 'B' }])
  })
})

describe('ldGraph', () => {
  it('describes each node with an @id once and refers to it everywhere else', () => {
    const org = { '@context': 'https://schema.org', '@type': 'Organization', '@id': 'o', name: 'Staffroom' } as const
    const dana = { '@type': 'Person', '@id': 'p1', name: 'Dana' }
    const graph = ldGraph([
      { '@context': 'https://schema.org', '@type': 'Event', '@id': 'e1', organizer: org, performer: [dana] },
      { '@type': 'Event', organizer: { '@id': 'o' }, performer: [dana], location: { '@type': 'Place', name: 'Hall' } },
    ])
    expect(graph).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', '@id': 'o', name: 'Staffroom' },
        { '@type': 'Person', '@id': 'p1', name: 'Dana' },
        { '@type': 'Event', '@id': 'e1', organizer: { '@id': 'o' }, performer: [{ '@id': 'p1' }] },
        {
          '@type': 'Event',
          organizer: { '@id': 'o' },
          performer: [{ '@id': 'p1' }],
          location: { '@type': 'Place', name: 'Hall' },
        },
      ],
    })
  })
})

describe('websiteLd', () => {
  it('declares the site search', () => {
    const ld = websiteLd(settings)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Staffroom',
      url: `${O}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${O}/search?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    })
  })

  it('falls back to the default brand without settings', () => {
    expect(websiteLd(null).name).toBe('Staffroom')
  })
})

describe('organizationLd', () => {
  it('names the brand, its logo and social profiles', () => {
    expect(organizationLd({ ...settings, brandName: 'Teachers Lounge' })).toMatchObject({
      '@type': 'Organization',
      name: 'Teachers Lounge',
      url: `${O}/`,
      logo: `${O}/api/media/file/logo.png`,
      sameAs: ['https://instagram.com/staffroom', 'https://tiktok.com/@staffroom'],
    })
  })

  it('omits what is not set', () => {
    const ld = organizationLd({ brandName: 'Staffroom' })
    expect(ld).not.toHaveProperty('logo')
    expect(ld).not.toHaveProperty('sameAs')
  })
})

describe('personLd', () => {
  it('describes an author with their page and profiles', () => {
    expect(personLd(author)).toMatchObject({
      '@type': 'Person',
      name: 'Ms. Rivera',
      url: `${O}/author/7`,
      jobTitle: '3rd-grade teacher',
      description: 'Grades papers & tells jokes.',
      image: `${O}/api/media/file/rivera.png`,
      sameAs: ['https://x.com/rivera'],
    })
  })
})

describe('articleLd', () => {
  it('describes a post with absolute URLs', () => {
    const ld = articleLd(post(), settings)
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'When the bell rings & nobody moves',
      description: 'A study in <silence>.',
      url: `${O}/post/when-the-bell-rings`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${O}/post/when-the-bell-rings` },
      datePublished: '2030-05-01T08:00:00.000Z',
      dateModified: '2030-05-02T09:30:00.000Z',
      author: [{ '@type': 'Person', name: 'Ms. Rivera', url: `${O}/author/7` }],
      publisher: {
        '@type': 'Organization',
        name: 'Staffroom',
        logo: { '@type': 'ImageObject', url: `${O}/api/media/file/logo.png` },
      },
      articleSection: ['Classroom Life'],
      isPartOf: { '@type': 'CreativeWorkSeries', name: 'Lunch Duty Diaries', url: `${O}/original/lunch-duty-diaries` },
    })
    expect(ld.image).toEqual([`${O}/api/media/file/bell-1200x630.jpg`, `${O}/api/media/file/bell.png`])
  })

  it('prefers the SEO overrides and caps the headline', () => {
    const long = 'x'.repeat(200)
    const ld = articleLd(post({ meta: { title: long, description: 'Custom' } }), settings)
    expect(ld.headline).toHaveLength(110)
    expect(ld.description).toBe('Custom')
  })

  it('copes with unpopulated relations (depth 0)', () => {
    const ld = articleLd(
      post({ authors: [7], categories: [3], original: 4, heroImage: 5, publishedAt: null }),
      settings,
    )
    expect(ld.author).toEqual([])
    expect(ld).not.toHaveProperty('image')
    expect(ld).not.toHaveProperty('isPartOf')
    expect(ld.datePublished).toBe('2030-04-30T00:00:00.000Z')
  })
})

describe('breadcrumbLd', () => {
  it('numbers the trail from 1 with absolute items', () => {
    expect(
      breadcrumbLd([
        { name: 'Home', path: '/' },
        { name: 'Classroom Life', path: '/category/classroom-life' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${O}/` },
        { '@type': 'ListItem', position: 2, name: 'Classroom Life', item: `${O}/category/classroom-life` },
      ],
    })
  })
})

describe('meme (ImageObject)', () => {
  const meme: Meme = {
    id: 3,
    title: 'Indoor recess',
    slug: 'indoor-recess',
    image: media(9, 'indoor-recess', false),
    transcript: 'Indoor recess day three\nThe children have formed a government',
    categories: [category],
    tags: ['rain'],
    publishedAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    createdAt: '2026-10-31T08:00:00.000Z',
  }

  it('gives the picture, its words as the caption, the date, and the publisher as author', () => {
    const ld = documentLd('memes', meme, settings)
    expect(ld).toMatchObject({
      '@type': 'ImageObject',
      name: 'Indoor recess',
      url: `${O}/meme/indoor-recess`,
      contentUrl: `${O}/api/media/file/indoor-recess.png`,
      caption: meme.transcript,
      datePublished: '2026-11-01T08:00:00.000Z',
      author: { '@type': 'Organization', name: 'Staffroom' },
      publisher: { '@type': 'Organization', name: 'Staffroom' },
      keywords: `${category.title}, rain`,
    })
  })

  it('always says its rights (Google needs one of them): the site’s by default, the meme’s own where it has them', () => {
    expect(documentLd('memes', meme, settings)).toMatchObject({
      creator: { '@type': 'Organization', name: 'Staffroom' },
      creditText: 'Staffroom',
      copyrightNotice: '© Staffroom',
      license: `${O}/terms`,
    })
    const site = { ...settings, imageRights: { creditText: 'Staffroom / staff drawings', license: '/image-terms' } }
    expect(documentLd('memes', meme, site)).toMatchObject({
      creator: { '@type': 'Organization', name: 'Staffroom' },
      creditText: 'Staffroom / staff drawings',
      license: `${O}/image-terms`,
    })
    const own = { ...meme, imageRights: { creator: 'Ms Rivera', copyrightNotice: '© 2026 Ms Rivera', license: 'https://creativecommons.org/licenses/by/4.0/' } }
    expect(documentLd('memes', own, site)).toMatchObject({
      creator: { '@type': 'Person', name: 'Ms Rivera' },
      creditText: 'Staffroom / staff drawings',
      copyrightNotice: '© 2026 Ms Rivera',
      license: 'https://creativecommons.org/licenses/by/4.0/',
    })
  })
})

describe('printable (DigitalDocument)', () => {
  const printable: Printable = {
    id: 4,
    title: 'Staffroom bingo',
    slug: 'staffroom-bingo',
    description: 'A bingo card for the staffroom.',
    previews: [media(10, 'bingo-1', false)],
    letter: { id: 1, filesize: 45_210, updatedAt: '', createdAt: '' },
    a4: 2,
    pageCount: 2,
    grades: ['grade-3', 'grade-4'],
    subjects: ['math', 'just-for-fun'],
    publishedAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    createdAt: '2026-10-31T08:00:00.000Z',
  }

  it('gives each PDF as an encoding through the download route, its grades and subjects (no numberOfPages: a Book’s)', () => {
    expect(documentLd('printables', printable, settings)).toMatchObject({
      '@type': 'DigitalDocument',
      name: 'Staffroom bingo',
      url: `${O}/printable/staffroom-bingo`,
      image: `${O}/api/media/file/bingo-1.png`,
      encoding: [
        {
          '@type': 'MediaObject',
          contentUrl: `${O}/printable/staffroom-bingo/download/letter`,
          encodingFormat: 'application/pdf',
          contentSize: '45 kB',
        },
        { '@type': 'MediaObject', contentUrl: `${O}/printable/staffroom-bingo/download/a4` },
      ],
      educationalLevel: ['Grade 3', 'Grade 4'],
      about: [
        { '@type': 'Thing', name: 'Math' },
        { '@type': 'Thing', name: 'Just for fun' },
      ],
      publisher: { '@type': 'Organization', name: 'Staffroom' },
    })
  })
})

describe('video (VideoObject)', () => {
  const video: Video = {
    id: 5,
    title: 'The Fire Drill',
    slug: 'the-fire-drill',
    description: 'Everyone lines up on the field, except the register.',
    source: { kind: 'platform', platformId: 'fD1rLl8Zz0Q' },
    poster: media(11, 'fire-drill'),
    duration: 133,
    category: { id: 2, title: 'Classroom sketches', slug: 'classroom-sketches', updatedAt: '', createdAt: '' },
    publishedAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    createdAt: '2026-10-31T08:00:00.000Z',
  }

  it('gives name, description, poster, upload date, ISO 8601 length and the privacy-enhanced embed', () => {
    expect(documentLd('videos', video, settings)).toMatchObject({
      '@type': 'VideoObject',
      name: 'The Fire Drill',
      url: `${O}/video/the-fire-drill`,
      description: video.description,
      thumbnailUrl: `${O}/api/media/file/fire-drill-1200x630.jpg`,
      uploadDate: '2026-11-01T08:00:00.000Z',
      duration: 'PT2M13S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/fD1rLl8Zz0Q',
      genre: 'Classroom sketches',
    })
  })

  it('points at our own file (contentUrl) instead of an embed', () => {
    const own: Video = {
      ...video,
      source: {
        kind: 'file',
        file: { id: 1, title: 'Drill', url: '/api/video-files/file/drill.mp4', updatedAt: '', createdAt: '' },
      },
    }
    const ld = documentLd('videos', own, settings)
    expect(ld).toMatchObject({ contentUrl: `${O}/api/video-files/file/drill.mp4` })
    expect(ld).not.toHaveProperty('embedUrl')
  })

  it('writes lengths as ISO 8601 durations', () => {
    expect([1, 59, 60, 75, 3600, 3661, 7322, 0].map(isoDuration)).toEqual([
      'PT1S',
      'PT59S',
      'PT1M',
      'PT1M15S',
      'PT1H',
      'PT1H1M1S',
      'PT2H2M2S',
      'PT0S',
    ])
  })
})

describe('podcasts (PodcastSeries, PodcastEpisode)', () => {
  const show: Podcast = {
    id: 3,
    title: 'The Staffroom Kettle',
    slug: 'the-staffroom-kettle',
    description: 'Two teachers, one kettle.',
    cover: media(12, 'kettle'),
    hosts: [{ name: 'Priya Shah' }, { name: 'Tom Okafor' }],
    category: 'comedy',
    owner: { name: 'Staffroom', email: 'podcasts@staffroom.test' },
    updatedAt: '2026-11-02T08:00:00.000Z',
    createdAt: '2026-10-31T08:00:00.000Z',
  }
  const episode: Episode = {
    id: 9,
    show,
    title: 'Snow Day Rules',
    slug: 'snow-day-rules',
    description: 'What counts as a snow day.',
    audio: {
      id: 4,
      url: '/api/episode-audio/file/snow.mp3',
      mimeType: 'audio/mpeg',
      updatedAt: '',
      createdAt: '',
    },
    duration: 75,
    season: 1,
    episodeNumber: 10,
    publishedAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    createdAt: '2026-10-31T08:00:00.000Z',
  }

  it('describes a show with its feed, cover and hosts', () => {
    expect(documentLd('podcasts', show, settings)).toMatchObject({
      '@type': 'PodcastSeries',
      name: 'The Staffroom Kettle',
      url: `${O}/podcast/the-staffroom-kettle`,
      webFeed: `${O}/feeds/podcast/the-staffroom-kettle.xml`,
      author: [
        { '@type': 'Person', name: 'Priya Shah' },
        { '@type': 'Person', name: 'Tom Okafor' },
      ],
    })
  })

  it('describes an episode with its number, season, length, audio and show', () => {
    expect(documentLd('episodes', episode, settings)).toMatchObject({
      '@type': 'PodcastEpisode',
      name: 'Snow Day Rules',
      url: `${O}/podcast/the-staffroom-kettle/snow-day-rules`,
      episodeNumber: 10,
      partOfSeason: { '@type': 'PodcastSeason', seasonNumber: 1 },
      datePublished: '2026-11-01T08:00:00.000Z',
      timeRequired: 'PT1M15S',
      partOfSeries: {
        '@type': 'PodcastSeries',
        name: 'The Staffroom Kettle',
        url: `${O}/podcast/the-staffroom-kettle`,
      },
      associatedMedia: {
        '@type': 'MediaObject',
        contentUrl: `${O}/api/episode-audio/file/snow.mp3`,
        encodingFormat: 'audio/mpeg',
      },
    })
  })
})

describe('list pages (CollectionPage, SearchResultsPage)', () => {
  it('name the page and list what it shows, in order, as an ItemList of absolute addresses', () => {
    const ld = collectionPageLd('Classroom Life', 'Stories from the front line.', {
      path: '/category/classroom-life?page=2',
      items: [
        { name: 'Indoor recess', path: '/post/indoor-recess' },
        { name: 'A fave', path: 'https://www.instagram.com/p/abc/' },
      ],
    })
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      '@id': `${O}/category/classroom-life?page=2#page`,
      name: 'Classroom Life',
      url: `${O}/category/classroom-life?page=2`,
      description: 'Stories from the front line.',
      inLanguage: 'en',
      isPartOf: { '@id': `${O}/#website` },
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Indoor recess', url: `${O}/post/indoor-recess` },
          { '@type': 'ListItem', position: 2, name: 'A fave', url: 'https://www.instagram.com/p/abc/' },
        ],
      },
    })
  })

  it('search results are a SearchResultsPage; no description is said as none', () => {
    const ld = collectionPageLd('Search', null, { type: 'SearchResultsPage', path: '/search?q=marking', items: [] })
    expect(ld['@type']).toBe('SearchResultsPage')
    expect(ld).not.toHaveProperty('description')
    expect(ld.mainEntity).toEqual({ '@type': 'ItemList', numberOfItems: 0, itemListElement: [] })
  })
})
