import type { ErrorLike } from '@apollo/client'

export type ApiErrorEvent = { message: string; error: ErrorLike; operationName?: string }
type Listener = (event: ApiErrorEvent) => void

// Kept apart from api-errors.ts (which needs Apollo) so the toast in the site layout costs no Apollo JS.
const listeners = new Set<Listener>()

/** The UI subscribes here to show a toast; returns the unsubscribe function. */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function emitApiError(event: ApiErrorEvent) {
  for (const listener of listeners) {
    try {
      listener(event)
    } catch (failure) {
      console.error('An API error listener failed:', failure)
    }
  }
}
