import {
  APIError,
  type CollectionBeforeOperationHook,
  type GlobalBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

/** What a visitor's or member's REST read may ask for; staff keep Payload's own bounds. */
export const READ_BOUNDS = { maxLimit: 100, maxDepth: 2 } as const

const READS = new Set(['read', 'findVersions', 'readDistinct'])

// With data: Payload's REST error shape keeps the message only then (a minified build has no class names).
const refuse = (message: string) => new APIError(message, 400, { bounds: READ_BOUNDS }, true)
// As Payload reads them (utilities/parseParams), which may already have turned them into a
// number or a boolean in place: "1e3" is 1000, "false" and false are false.
const numberOf = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' ? Number(value) : undefined
const isFalse = (value: unknown) => value === false || value === 'false'

/**
 * Bounds what a REST read by anyone but staff asks for: a page of at most 100 documents
 * (`limit=0` and `pagination=false` mean "everything" to Payload and are refused), populated at
 * most 2 levels deep. Read from the request's own query (`req.query`), not from the operation's
 * arguments: Payload populates relationships with `pagination: false` on the same request, and
 * those inner reads are its own. A 400 in words, never a silent clamp. Staff are exempt: the admin
 * asks for exactly the documents a field shows, however many. GraphQL has its own rule
 * (src/graphql/server/rules/operation-limits.ts).
 */
export function checkReadBounds(req: PayloadRequest, operation: string) {
  if (req.payloadAPI !== 'REST' || req.user?.collection === 'users' || !READS.has(operation)) return
  const { limit, pagination, depth } = req.query ?? {}
  const { maxLimit, maxDepth } = READ_BOUNDS
  if (isFalse(pagination)) {
    throw refuse(`pagination=false is not allowed: page through with limit (at most ${maxLimit}) and page.`)
  }
  const n = numberOf(limit)
  if (n !== undefined && !Number.isNaN(n) && !(n >= 1 && n <= maxLimit)) {
    throw refuse(`limit must be between 1 and ${maxLimit} (got ${n}).`)
  }
  const d = numberOf(depth)
  if (d !== undefined && !Number.isNaN(d) && !(d >= 0 && d <= maxDepth)) {
    throw refuse(`depth must be between 0 and ${maxDepth} (got ${d}).`)
  }
}

// Not Payload's own lookups, which override access: authenticating a request reads its user
// (before req.user is set) with the same request, and must not be refused for the query's sake.
export const boundedReads: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (!overrideAccess) checkReadBounds(req, operation)
  return args
}

// A global's hook returns nothing: Payload then keeps the arguments it has.
export const boundedGlobalReads: GlobalBeforeOperationHook = ({ operation, overrideAccess, req }) => {
  if (!overrideAccess) checkReadBounds(req, operation)
}
