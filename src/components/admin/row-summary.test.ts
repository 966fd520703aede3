import { describe, expect, it } from 'vitest'

import { rowSummary } from '@/components/admin/row-summary'

describe('what a row of an array or a block says it is', () => {
  it('its first naming field with text, in one line, cut to 60 characters', () => {
    expect(rowSummary({ heading: '  Trending\n now ', text: 'More' })).toBe('Trending now')
    expect(rowSummary({ title: '', heading: 'Classroom' })).toBe('Classroom')
    expect(rowSummary({ question: 'x'.repeat(80) })).toBe(`${'x'.repeat(59)}…`)
  })

  it('a link group’s label when the row has nothing of its own', () => {
    expect(rowSummary({ link: { type: 'custom', url: '', label: 'Contact us' } })).toBe('Contact us')
  })

  it('nothing when nothing names it', () => {
    expect(rowSummary({ count: 3, on: true })).toBe('')
    expect(rowSummary(undefined)).toBe('')
  })
})
