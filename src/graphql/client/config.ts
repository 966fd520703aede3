/**
 * The browser client's settings. Next inlines `process.env.NEXT_PUBLIC_*` into client bundles only
 * where the name is written out in full, and src/env.ts is server-only (it validates secrets with
 * zod), so the few public settings are read here.
 */
export const clientConfig = {
  /** The endpoint comes from configuration; default path /graphql. */
  httpUri: process.env.NEXT_PUBLIC_GRAPHQL_URL || '/graphql',
  /** Optional: without it, live subscriptions are not available. */
  wsUri: process.env.NEXT_PUBLIC_GRAPHQL_WS_URL || undefined,
  /** Websocket timeout in ms (30000 by default, at least 1000); links.ts applies both. */
  wsTimeoutMs: Number(process.env.NEXT_PUBLIC_GRAPHQL_WS_TIMEOUT) || undefined,
}
