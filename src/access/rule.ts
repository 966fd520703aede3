import type { PayloadRequest } from 'payload'

/**
 * A yes/no rule on who is asking: usable as a collection or global rule (Access) and as a
 * field rule (FieldAccess) alike.
 */
export type Rule = (args: { req: PayloadRequest }) => boolean

// A registered symbol: a rule marked by one copy of this module is recognised by every other.
// eslint-disable-next-line no-restricted-syntax -- a marker, not state
const MARK = Symbol.for('staffroom.access-rule')

/**
 * Marks a function as one of src/access's rules. The config refuses to start with any other
 * access function (src/access/secure-config.ts): no inline `() => true`, no Payload default that
 * lets "any signed-in account" in (members are signed-in accounts too).
 */
export function defineRule<T extends (...args: never[]) => unknown>(name: string, fn: T): T {
  Object.defineProperty(fn, MARK, { value: name })
  return fn
}

export const ruleName = (fn: unknown): string | undefined =>
  typeof fn === 'function' ? (fn as unknown as Record<symbol, string | undefined>)[MARK] : undefined
