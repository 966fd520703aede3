import { describe, expect, it } from 'vitest'

import { galleryHref, galleryPages } from '@/components/memes/gallery-href'

describe('the gallery address', () => {
  it('keeps the category and the page count, and page 1 is the bare path', () => {
    expect(galleryHref('/memes', 1)).toBe('/memes')
    expect(galleryHref('/memes', 3, 'lesson-hacks')).toBe('/memes?category=lesson-hacks&page=3')
  })

  it('renders pages 1..N, but never more than the window, whatever ?page= says', () => {
    expect(galleryPages(1, 10)).toEqual([1])
    expect(galleryPages(4, 10)).toEqual([1, 2, 3, 4])
    expect(galleryPages(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(galleryPages(12, 10)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(galleryPages(1_000_000, 10)).toHaveLength(10)
  })
})
