import { describe, expect, it } from 'vitest'

import { pointsOf } from '@/graphql/server/caller-limit'
import { LIMITS } from '@/graphql/server/limits'

describe('pointsOf', () => {
  it('charges a query 1 point and 1 more for every 100 of its cost', () => {
    expect(pointsOf({ cost: 0, mutations: 0 })).toBe(1)
    expect(pointsOf({ cost: 99, mutations: 0 })).toBe(1)
    expect(pointsOf({ cost: 4761, mutations: 0 })).toBe(48)
  })

  it('charges a mutation 1 point more, not its weight in the request budget', () => {
    // signUp selecting a few fields: its cost holds the mutation weight that caps a request at 4.
    expect(pointsOf({ cost: LIMITS.mutationCost + 5, mutations: 1 })).toBe(2)
    expect(pointsOf({ cost: 4 * LIMITS.mutationCost + 250, mutations: 4 })).toBe(7)
  })
})
