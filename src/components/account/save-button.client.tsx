'use client'

import { useEffect, useRef, useState } from 'react'

import { SignInDialog, loadSignInDialog } from '@/components/account/lazy.client'
import { useHasToken } from '@/components/account/session'
import type { SavedKind } from '@/graphql/generated/operations'

// Apollo comes with this module: fetched only for signed-in visitors or on the first click.
const loadApi = () => import('@/components/account/saved-api')

type Props = {
  kind: SavedKind
  id: number
  /** What it is, in the visitor's words: "article", "meme". */
  noun: string
}

/** "Save" / "Saved" for an item: optimistic, rolled back with a message when the server says no. */
export function SaveButton({ kind, id: itemId, noun }: Props) {
  const hasToken = useHasToken()
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [asking, setAsking] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // Bumped by each toggle: a status read that started before it must not overwrite its result.
  const version = useRef(0)
  const id = String(itemId)

  // Signed out (or not known yet): nothing is saved. Reset as the render sees it, not in an effect.
  const [savedFor, setSavedFor] = useState(hasToken)
  if (savedFor !== hasToken) {
    setSavedFor(hasToken)
    if (!hasToken) setSaved(false)
  }

  useEffect(() => {
    if (!hasToken) return
    const started = version.current
    loadApi()
      .then((api) => api.isSaved(kind, id))
      .then((value) => version.current === started && setSaved(value))
      .catch(() => undefined) // the button still works; it just starts as "Save"
  }, [hasToken, kind, id])

  async function toggle(before: boolean) {
    version.current += 1
    setBusy(true)
    setError('')
    setSaved(!before)
    const api = await loadApi()
    try {
      setSaved(await api.toggleSaved(kind, id))
    } catch (failure) {
      setSaved(before)
      setError(api.failureMessage(failure) || `We could not update your saved ${noun}s. Please try again.`)
    } finally {
      setBusy(false)
    }
  }

  function onClick() {
    if (!hasToken) return setAsking(true)
    if (!busy) void toggle(saved)
  }

  /** Asked to sign in by this button: what they wanted was to save it (not to unsave a saved one). */
  async function saveAfterSignIn() {
    const api = await loadApi()
    if (await api.isSaved(kind, id).catch(() => false)) setSaved(true)
    else await toggle(false)
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        ref={button}
        type="button"
        aria-pressed={saved}
        aria-busy={busy}
        onClick={onClick}
        onPointerEnter={() => void (hasToken ? loadApi() : loadSignInDialog())}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-ink/15 px-4 text-sm font-semibold hover:bg-sun-soft aria-pressed:border-chalk aria-pressed:bg-chalk aria-pressed:text-paper"
      >
        <svg aria-hidden="true" width="14" height="16" viewBox="0 0 14 16" fill={saved ? 'currentColor' : 'none'}>
          <path d="M1 1h12v14l-6-4-6 4z" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
        {saved ? 'Saved' : 'Save'}
        <span className="sr-only"> this {noun} for later</span>
      </button>
      <p role="status" className="text-sm font-semibold text-apple empty:hidden">
        {error}
      </p>
      {asking && (
        <SignInDialog
          intro={`Sign in to save ${noun}s for later.`}
          onSignedIn={() => void saveAfterSignIn()}
          onClose={() => setAsking(false)}
          returnFocus={() => button.current}
        />
      )}
    </div>
  )
}
