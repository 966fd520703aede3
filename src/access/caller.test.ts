import { describe, expect, it } from 'vitest'

import { callerOf, roleOf } from '@/access/caller'

describe('callerOf', () => {
  it('knows staff and members by their collection, never by id alone', () => {
    expect(callerOf({ collection: 'users', id: 3, role: 'contributor' })).toEqual({
      kind: 'staff',
      id: 3,
      role: 'contributor',
    })
    expect(callerOf({ collection: 'members', id: 3 })).toEqual({ kind: 'member', id: 3 })
    // A member never has a role, whatever their document says.
    expect(callerOf({ collection: 'members', id: 3, role: 'admin' })).toEqual({ kind: 'member', id: 3 })
  })

  it('fails closed: no collection, an unknown collection, no role or no id is nobody in particular', () => {
    for (const user of [
      null,
      undefined,
      { id: 1, role: 'admin' },
      { collection: 'subscribers', id: 1, role: 'admin' },
      { collection: 'users', id: 1 },
      { collection: 'users', id: 1, role: 'owner' },
      { collection: 'users', role: 'admin' },
    ]) {
      expect(callerOf(user)).toEqual({ kind: 'anonymous' })
    }
    expect(roleOf({ collection: 'members', id: 1, role: 'admin' })).toBeNull()
  })
})
