/**
 * What every transport failure is called, whatever the browser or Node said ("Failed to
 * fetch", "fetch failed", "terminated"). A file of its own so the REST client can use it without
 * pulling Apollo into pages that never run a query.
 */
export const NETWORK_FAILURE = 'Network request failed'

export const networkFailure = (cause: unknown) => new Error(NETWORK_FAILURE, { cause })
