import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { boundedReads, checkReadBounds } from '@/hooks/bounded-reads'

const rest = (query: Record<string, string>, user?: { collection: string }) =>
  ({ payloadAPI: 'REST', query, user }) as unknown as PayloadRequest

const refusal = (req: PayloadRequest, operation = 'read') => {
  try {
    checkReadBounds(req, operation)
    return undefined
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message }
  }
}

describe('bounded REST reads', () => {
  it('refuses everything-at-once and deep population to visitors and members, in words', () => {
    expect(refusal(rest({ pagination: 'false' }))).toEqual({
      status: 400,
      message: 'pagination=false is not allowed: page through with limit (at most 100) and page.',
    })
    expect(refusal(rest({ limit: '0' }))?.message).toBe('limit must be between 1 and 100 (got 0).')
    expect(refusal(rest({ limit: '-5' }))?.message).toBe('limit must be between 1 and 100 (got -5).')
    expect(refusal(rest({ limit: '101' }, { collection: 'members' }))?.message).toBe(
      'limit must be between 1 and 100 (got 101).',
    )
    expect(refusal(rest({ depth: '3' }), 'findVersions')?.message).toBe('depth must be between 0 and 2 (got 3).')
    // However Payload reads them: exponents, and values it has already parsed in place.
    expect(refusal(rest({ limit: '1e3' }))?.message).toBe('limit must be between 1 and 100 (got 1000).')
    const parsed = { payloadAPI: 'REST', query: { limit: 0, pagination: false } } as unknown as PayloadRequest
    expect(refusal(parsed)?.message).toMatch(/^pagination=false is not allowed/)
    const zero = { payloadAPI: 'REST', query: { limit: 0 } } as unknown as PayloadRequest
    expect(refusal(zero)?.message).toBe('limit must be between 1 and 100 (got 0).')
  })

  it('lets bounded reads, staff, the Local API, GraphQL and other operations through', () => {
    expect(refusal(rest({ limit: '100', depth: '2', page: '9' }))).toBeUndefined()
    expect(refusal(rest({ limit: 'ten' }))).toBeUndefined() // Payload ignores it (its default page)
    expect(refusal(rest({ limit: '0', pagination: 'false' }, { collection: 'users' }))).toBeUndefined()
    expect(refusal({ payloadAPI: 'local', query: { limit: '0' } } as unknown as PayloadRequest)).toBeUndefined()
    expect(refusal({ payloadAPI: 'GraphQL', query: {} } as unknown as PayloadRequest)).toBeUndefined()
    expect(refusal(rest({ limit: '0' }), 'delete')).toBeUndefined()
  })
  it("leaves Payload's own lookups alone: authenticating a request reads its user with that request", () => {
    const req = rest({ limit: '0', pagination: 'false' })
    const hook = (overrideAccess: boolean) => () =>
      boundedReads({ args: {}, operation: 'read', overrideAccess, req } as unknown as Parameters<
        typeof boundedReads
      >[0])
    expect(hook(true)).not.toThrow()
    expect(hook(false)).toThrow(/^pagination=false is not allowed/)
  })
})
