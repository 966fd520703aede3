'use client'

import { type ComponentType, useEffect, useState } from 'react'

import type { PopupsProps } from '@/components/popups/types'

const load = () => import('@/components/popups/popup-runner.client').then((module) => module.default)

/**
 * All a page carries for popups and the sign-up modal: once the page is idle it loads the code
 * that decides what shows (paths, schedule, frequency, triggers), so no page's first load pays
 * for it.
 */
export function PopupIsland(props: PopupsProps) {
  const [Runner, setRunner] = useState<ComponentType<PopupsProps> | null>(null)
  const idle = props.popups.length === 0 && !props.modal

  useEffect(() => {
    if (idle) return
    const start = () => void load().then((runner) => setRunner(() => runner))
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(start, 1000)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(start, { timeout: 3000 })
    return () => cancelIdleCallback(handle)
  }, [idle])

  return Runner ? <Runner {...props} /> : null
}
