import { print } from 'graphql/language/printer'
import { createClient } from 'graphql-ws'

import { clientConfig } from '@/graphql/client/config'
import { TourShowChangedDocument, type TourShowChangedSubscription } from '@/graphql/generated/operations'
import { readToken } from '@/graphql/client/token'

/** Where the websocket is: the configured endpoint, else /graphql on this origin (server.ts serves both). */
function wsUrl(): string {
  if (clientConfig.wsUri) return clientConfig.wsUri
  const { protocol, host } = window.location
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`
}

/**
 * Listens to `tourShowChanged` until the returned function is called. Loaded only after the tour
 * page is idle: graphql-ws alone, not Apollo (the page runs no query to merge into). Reconnects
 * forever with the same back-off (100 ms doubling to 10 s), like the app's own link.
 */
export function listenToTourShows(
  onChange: (event: TourShowChangedSubscription['tourShowChanged']) => void,
  onConnected: () => void,
) {
  const client = createClient({
    url: wsUrl(),
    connectionParams: () => {
      const token = readToken()
      return token ? { Authorization: `Bearer ${token}` } : {}
    },
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** retries, 10_000))),
    on: { connected: onConnected },
  })
  const stop = client.subscribe<TourShowChangedSubscription>(
    { query: print(TourShowChangedDocument) },
    {
      next: ({ data }) => data && onChange(data.tourShowChanged),
      error: () => {},
      complete: () => {},
    },
  )
  return () => {
    stop()
    void client.dispose()
  }
}
