import { describe, expect, it } from 'vitest'

import { parseSearchRequest, searchHref, toggleType } from '@/components/search/search-href'

describe('the search request in the address', () => {
  it('reads the words, every type and the page', () => {
    expect(parseSearchRequest({ q: '  marking   pens ', type: ['posts', 'memes'], page: '2' })).toEqual({
      query: 'marking pens',
      types: ['posts', 'memes'],
      page: 2,
    })
  })

  it('takes the first of repeated words, drops blank and repeated types, and reads a bad page as 1', () => {
    expect(parseSearchRequest({ q: ['one', 'two'], type: ['posts', ' ', 'posts'], page: 'x' })).toEqual({
      query: 'one',
      types: ['posts'],
      page: 1,
    })
    expect(parseSearchRequest({})).toEqual({ query: '', types: [], page: 1 })
    expect(parseSearchRequest({ q: 'a', page: '-3' }).page).toBe(1)
  })
})

describe('the address of a search', () => {
  it('is the bare path with nothing asked, and leaves page 1 out', () => {
    expect(searchHref({})).toBe('/search')
    expect(searchHref({ query: 'bus duty', page: 1 })).toBe('/search?q=bus+duty')
  })

  it('repeats `type` for each filter and encodes the words', () => {
    expect(searchHref({ query: 'tea & biscuits', types: ['posts', 'tour-shows'], page: 3 })).toBe(
      '/search?q=tea+%26+biscuits&type=posts&type=tour-shows&page=3',
    )
  })

  it('reads back what it wrote', () => {
    const request = { query: 'réunion "exact" 100%', types: ['memes', 'pages'], page: 4 }
    const params = new URLSearchParams(searchHref(request).split('?')[1])
    expect(
      parseSearchRequest({ q: params.getAll('q'), type: params.getAll('type'), page: params.get('page')! }),
    ).toEqual(request)
  })
})

describe('toggling a type', () => {
  it('adds a type that is off and removes one that is on, keeping the others in order', () => {
    expect(toggleType([], 'posts')).toEqual(['posts'])
    expect(toggleType(['posts'], 'memes')).toEqual(['posts', 'memes'])
    expect(toggleType(['posts', 'memes', 'pages'], 'memes')).toEqual(['posts', 'pages'])
  })
})
