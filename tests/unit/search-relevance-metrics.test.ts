/** The relevance figures the judged-set test reports (tests/int/search-relevance/metrics.ts). */
import { describe, expect, it } from 'vitest'

import { figuresOf, gradesOf, idealGrades, keyOf } from '../int/search-relevance/metrics'

const post = (slug: string) => ({ type: 'posts', title: slug, url: `/post/${slug}` })
const date = (city: string) => ({
  type: 'tour-shows',
  title: `Teachers Do Stand-Up: ${city}`,
  url: '/comedy-tour#show-1',
})

describe('relevance figures', () => {
  it('keys hits by type and slug, faves by title and tour dates by city', () => {
    expect(keyOf(post('a'))).toBe('post:a')
    expect(keyOf({ type: 'performers', title: 'D', url: '/comedy-tour#performer-dana' })).toBe('performer:dana')
    expect(keyOf({ type: 'pages', title: 'FAQ', url: '/faq' })).toBe('page:/faq')
    expect(keyOf(date('New York'))).toBe('tour:New York')
  })

  it('scores a perfect answer 1 and a miss 0', () => {
    const grades = { 'post:a': 3, 'post:b': 2 }
    expect(figuresOf([post('a'), post('b')], grades)).toEqual({ ndcg10: 1, rr: 1, p5: 0.4 })
    expect(figuresOf([post('x')], grades)).toEqual({ ndcg10: 0, rr: 0, p5: 0 })
    expect(figuresOf([post('x'), post('b')], grades).rr).toBe(0.5)
  })

  it('credits the tour once, by its first date or the lead of its group', () => {
    const grades = { tour: 3, 'tour:Columbus': 0 }
    expect(gradesOf([date('Austin'), date('Dallas')], grades)).toEqual([3, 0])
    expect(gradesOf([date('Columbus'), date('Austin')], grades)).toEqual([0, 0])
    expect(gradesOf([{ ...date('Austin'), members: [date('Austin'), date('Dallas')] }], grades)).toEqual([3])
    expect(idealGrades({ tour: 1, 'tour:Chicago': 3, 'post:a': 2 })).toEqual([3, 2])
  })
})
