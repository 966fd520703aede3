import { useRouter } from 'next/navigation'
import { useMemo } from 'react'

import { announceNavigation } from '@/components/shell/use-navigation-events.client'

type NextRouter = ReturnType<typeof useRouter>

export type AppRouter = Pick<NextRouter, 'back' | 'forward' | 'prefetch' | 'refresh' | 'push' | 'replace'> & {
  /** Rewrites the address in place (a token read off the query): no loading bar, no scroll. */
  rewrite: (href: string) => void
}

/**
 * The App Router for code that navigates: push and replace announce the navigation first, so that
 * it gets what a link click gets (the loading bar, the scroll to the top, focus on the new page).
 */
export function useAppRouter(): AppRouter {
  const router = useRouter()
  return useMemo(
    () => ({
      back: () => router.back(),
      forward: () => router.forward(),
      prefetch: (href, options) => router.prefetch(href, options),
      refresh: () => router.refresh(),
      push: (href, options) => {
        announceNavigation(href)
        router.push(href, options)
      },
      replace: (href, options) => {
        announceNavigation(href)
        router.replace(href, options)
      },
      rewrite: (href) => router.replace(href, { scroll: false }),
    }),
    [router],
  )
}
