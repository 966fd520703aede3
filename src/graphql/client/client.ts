import { ApolloClient } from '@apollo/client'

import { createCache } from '@/graphql/client/cache'
import { clientConfig } from '@/graphql/client/config'
import { createLinks } from '@/graphql/client/links'
import type { LinkOptions, WsClient } from '@/graphql/client/links'
import { readToken, removeToken, writeToken } from '@/graphql/client/token'
import { afterHydrationDelay } from '@/lib/client-fetch-delay'

export { readToken }

/** One client per set of options: its own cache, links and (optional) websocket. For Node and tests. */
export function createClient(options: LinkOptions & { ssrMode?: boolean }): {
  client: ApolloClient
  wsClient: WsClient | null
} {
  const { link, wsClient } = createLinks(options)
  return { client: new ApolloClient({ link, cache: createCache(), ssrMode: options.ssrMode }), wsClient }
}

let browser: ReturnType<typeof createClient> | undefined

/**
 * The browser's one client, made on first use. On the server every call makes a fresh one, so no
 * visitor's data can reach another's render (and it opens no websocket).
 */
export function getClient(): ApolloClient {
  if (typeof window === 'undefined') {
    return createClient({ httpUri: clientConfig.httpUri, getToken: () => null, ssrMode: true }).client
  }
  browser ??= createClient({ ...clientConfig, getToken: readToken, beforeFetch: afterHydrationDelay })
  return browser.client
}

/** Sign in: keep the token (accepted as it is, not checked here), refetch as the member, reconnect. */
export async function signIn(token: string): Promise<void> {
  writeToken(token)
  await restartSession()
}

/** Sign out: forget the token, refetch as a visitor, reconnect. */
export async function signOut(): Promise<void> {
  removeToken()
  await restartSession()
}

async function restartSession() {
  const reset = getClient().resetStore()
  browser?.wsClient?.restart()
  try {
    await reset
  } catch (error) {
    // A failed reset is logged only; the visitor is signed in or out all the same.
    console.error('Could not reset the API cache after signing in or out:', error)
  }
}
