/** The largest id either database holds: PostgreSQL's `serial` ids are 4-byte integers. */
export const MAX_DOCUMENT_ID = 2_147_483_647

/**
 * A document id as it arrives from outside (a path, a query string, a form, a GraphQL ID): a whole
 * number from 1 to MAX_DOCUMENT_ID written plainly ("42", not "042", "4.2e1" or "0x2a"), else
 * null. Anything larger names no document, and PostgreSQL would fail on it rather than find none.
 */
export function documentId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= MAX_DOCUMENT_ID ? id : null
}
