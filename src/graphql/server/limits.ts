/**
 * Every bound the /graphql endpoint enforces, in one place (docs/api.md lists them with their
 * error messages). A request over any of them is answered 400 (413 for sizes) before it runs;
 * one that runs too long, 503. The callers' rate limit is LIMITS.graphql in src/server/rate-limit.ts.
 */
export const LIMITS = {
  /** JSON bodies, and the `operations` + `map` parts of a multipart request together. */
  bodyBytes: 64 * 1024,
  /** A slow-drip client must have sent its whole body by then (408). */
  bodyMs: 10_000,
  batchOperations: 10,
  files: 5,
  fileBytes: 5 * 1024 * 1024,
  /**
   * The images of one request together, in pixels (each file also within PIXEL_LIMITS.public):
   * decoding and resizing cost follows the pixels. Two phone photos fit.
   */
  requestPixels: 32_000_000,
  /** Lexical tokens of one document: bounds parse time whatever the document. */
  tokens: 2000,
  depth: 10,
  aliases: 15,
  directives: 10,
  /**
   * Estimated cost of a whole request — one operation, or all of a batch together: a field costs 1
   * (rich text and lookups more, below), a list multiplies what is under it by its `limit` (10
   * unless given).
   */
  cost: 5000,
  /** A rich-text or JSON field: its size is whatever editors made it. */
  richTextCost: 50,
  /** A field that reads other documents: root lists, relationships, uploads, joins. */
  lookupCost: 10,
  /**
   * Each mutation field at the root, whatever it selects: a write (hashing a password, storing a
   * submission, sending an email) costs far more than a read. A request holds at most 4 of them.
   */
  mutationCost: 1000,
  /**
   * Mutation fields that take files (submitForm, updateMyAvatar), in a whole request — one
   * operation or a batch: each stores and re-encodes what it is given.
   */
  uploadMutations: 1,
  /** The answer, serialised: past it the request is refused rather than sent. */
  responseBytes: 2 * 1024 * 1024,
  /** Running the queries of one request; past it the request stops and is answered 503. */
  executionMs: 5000,
  /**
   * Running the mutations of one request: a mutation field that has not started by then never
   * starts (503); one already running finishes, since a write cut short would still have written.
   */
  mutationMs: 2000,
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
