import { useEffect, useEffectEvent } from 'react'

import { navigationTarget } from '@/components/shell/navigation-target'
import { markClientNavigation } from '@/lib/client-fetch-delay'

export type NavigationStart = { url: URL; via: 'link' | 'popstate' | 'router' }

/**
 * Takes over a link navigation, e.g. to run it inside a view transition. Returns false to leave
 * the click alone; returning true promises to call `navigate` exactly once, soon.
 */
export type NavigationWrapper = (navigate: () => void, start: NavigationStart) => boolean

/*
 * One click listener and one popstate listener for the whole shell, shared by the loading bar,
 * the page transitions and anyone else, instead of one pair per component.
 */
const listeners = new Set<(start: NavigationStart) => void>()
let wrapper: NavigationWrapper | null = null
let replaying = false

function announce(start: NavigationStart) {
  markClientNavigation()
  for (const listener of listeners) listener(start)
}

function onClick(event: MouseEvent) {
  if (replaying) return // our own replay of a click that was already announced
  const target = navigationTarget(event, new URL(window.location.href))
  if (!target) return
  const start: NavigationStart = { url: target.url, via: 'link' }
  announce(start)
  const replay = () => {
    if (!target.anchor.isConnected) return window.location.assign(target.url)
    replaying = true
    try {
      target.anchor.click() // Next's <Link> handles it as if the visitor had clicked
    } finally {
      replaying = false
    }
  }
  // Capture phase on window: this runs before React's handlers, so holding the click here keeps
  // the old page on screen until the wrapper (the view transition) has captured it.
  if (wrapper?.(replay, start)) {
    event.preventDefault()
    event.stopPropagation()
  }
}

function onPopState() {
  announce({ url: new URL(window.location.href), via: 'popstate' })
}

/**
 * For code that navigates with router.push/replace (a search form, say): clicks and back/forward
 * are seen automatically, programmatic navigations only when announced.
 */
export function announceNavigation(href: string) {
  announce({ url: new URL(href, window.location.href), via: 'router' })
}

function subscribe(listener: (start: NavigationStart) => void) {
  if (listeners.size === 0) {
    window.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    window.removeEventListener('click', onClick, true)
    window.removeEventListener('popstate', onPopState)
  }
}

/** Calls `onStart` when a client-side navigation begins (a link click or back/forward). */
export function useNavigationStart(onStart: (start: NavigationStart) => void) {
  const handle = useEffectEvent(onStart)
  useEffect(() => subscribe((start) => handle(start)), [])
}

/** Installs the one wrapper that may take over link navigations (the last mounted wins). */
export function useNavigationWrapper(wrap: NavigationWrapper) {
  const handle = useEffectEvent(wrap)
  useEffect(() => {
    const mine: NavigationWrapper = (navigate, start) => handle(navigate, start)
    wrapper = mine
    const unsubscribe = subscribe(() => undefined) // the wrapper needs the click listener too
    return () => {
      if (wrapper === mine) wrapper = null
      unsubscribe()
    }
  }, [])
}
