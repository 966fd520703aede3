import { describe, expect, it } from 'vitest'

import { documentId, MAX_DOCUMENT_ID } from '@/lib/document-id'

describe('documentId', () => {
  it('reads a plain whole number up to the largest id PostgreSQL holds', () => {
    expect(documentId('1')).toBe(1)
    expect(documentId(42)).toBe(42)
    expect(documentId(String(MAX_DOCUMENT_ID))).toBe(MAX_DOCUMENT_ID)
  })

  it('names no document for anything else', () => {
    for (const value of ['', '0', '-1', '042', '1.5', '1e3', '1e309', '0x10', ' 1', '1 ', 'null', String(MAX_DOCUMENT_ID + 1), '9007199254740993', '99999999999', null, undefined, 1.5, -1, Infinity, NaN, {}, []]) {
      expect(documentId(value), JSON.stringify(value) ?? typeof value).toBeNull()
    }
  })
})
