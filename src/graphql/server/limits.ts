/**
 * Every bound the /graphql endpoint enforces, in one place (docs/api.md lists them with their
 * error messages). A request over any of them is answered 400 (413 for sizes) before it runs.
 */
export const LIMITS = {
  /** JSON bodies, and the `operations` + `map` parts of a multipart request together. */
  bodyBytes: 64 * 1024,
  /** A slow-drip client must have sent its whole body by then (408). */
  bodyMs: 10_000,
  batchOperations: 10,
  files: 5,
  fileBytes: 5 * 1024 * 1024,
  /** Lexical tokens of one document: bounds parse time whatever the document. */
  tokens: 2000,
  depth: 10,
  aliases: 15,
  directives: 10,
  /** Estimated cost: every field 1, a list multiplies what is under it by its `limit` (10 unless given). */
  cost: 5000,
  /** Largest `limit` a list accepts; 0 means "everything" to Payload and is refused too. */
  listLimit: 100,
  /** The size a list is assumed to have when it takes no `limit` (also Payload's default page size). */
  defaultListSize: 10,
  /** Websocket messages (one subscribe message holds one operation). */
  wsMessageBytes: 64 * 1024,
  /** Subscriptions open at once on one websocket. */
  subscriptionsPerSocket: 20,
} as const

export type Limits = typeof LIMITS
