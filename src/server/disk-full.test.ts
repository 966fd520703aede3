import { describe, expect, it } from 'vitest'

import { isDiskFull } from '@/server/disk-full'

describe('isDiskFull', () => {
  it('knows a full disk by SQLite, Node or PostgreSQL, however deep the cause', () => {
    expect(isDiskFull(new Error('database or disk is full'))).toBe(true)
    expect(isDiskFull(Object.assign(new Error('write failed'), { code: 'ENOSPC' }))).toBe(true)
    expect(isDiskFull(Object.assign(new Error('could not extend file'), { code: '53100' }))).toBe(true)
    expect(isDiskFull(new Error('Failed query', { cause: new Error('x', { cause: new Error('SQLITE_FULL') }) }))).toBe(true)
  })

  it('says nothing of other errors', () => {
    expect(isDiskFull(new Error('SQLITE_BUSY: database is locked'))).toBe(false)
    expect(isDiskFull(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(false)
    expect(isDiskFull(null)).toBe(false)
    expect(isDiskFull('ENOSPC')).toBe(false)
  })
})
