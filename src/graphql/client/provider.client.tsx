'use client'

import { ApolloProvider } from '@apollo/client/react'
import type { ReactNode } from 'react'

import { getClient } from '@/graphql/client/client'

/**
 * Gives client components the browser's Apollo client. Its link chain holds every fetch until
 * 100 ms after the page's load event (afterHydrationDelay), so a query a component runs
 * while the server-rendered page hydrates waits without the component doing anything.
 */
export function GraphQLProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={getClient()}>{children}</ApolloProvider>
}
