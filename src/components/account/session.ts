import { useSyncExternalStore } from 'react'

import { readToken } from '@/graphql/client/token'

/**
 * Whether the browser holds a member's token, without loading Apollo (token.ts only reads the
 * cookie). Pages are rendered statically for everyone, so the answer exists only after mount:
 * `null` during the server render and hydration.
 */
const EVENT = 'staffroom:session'

/** Tells every mounted account control that the visitor signed in or out (in this tab). */
export function announceSessionChange() {
  window.dispatchEvent(new Event(EVENT))
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange)
  // Another tab may have signed in or out meanwhile: look again when this one comes back.
  window.addEventListener('focus', onChange)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('focus', onChange)
  }
}

export function useHasToken(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => readToken() !== null,
    () => null,
  )
}
