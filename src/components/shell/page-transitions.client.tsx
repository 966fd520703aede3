'use client'

import { useRef } from 'react'

import { RouteChangeListener } from '@/components/shell/route-change-listener.client'
import { useNavigationWrapper } from '@/components/shell/use-navigation-events.client'
import { navigateWithTransition } from '@/components/shell/view-transition'

/**
 * Runs link navigations inside a view transition (see view-transition.ts). Without the View
 * Transitions API, or with reduced motion, navigations happen as they would without it.
 */
export function PageTransitions() {
  const settle = useRef<(() => void) | null>(null)

  useNavigationWrapper((navigate) =>
    navigateWithTransition(navigate, () => {
      settle.current?.() // an older transition still waiting has been superseded
      return new Promise<void>((resolve) => {
        settle.current = resolve
      })
    }),
  )

  return (
    <RouteChangeListener
      onChange={() => {
        settle.current?.()
        settle.current = null
      }}
    />
  )
}
