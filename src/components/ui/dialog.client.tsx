'use client'

import { type KeyboardEvent, type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]'

/**
 * Tab from the last control goes to the first and Shift+Tab the other way round: a modal dialog
 * alone lets focus leave for the browser's own toolbar, and a keyboard user gets lost there.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent)
  const [first, last] = [controls[0], controls.at(-1)]
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault()
    last?.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first?.focus()
  }
}

type Props = {
  title: ReactNode
  /** Escape, the Close button, or the parent deciding it is done: the parent then unmounts the dialog. */
  onClose: () => void
  /** Where focus goes back to; by default the element that had it when the dialog opened. */
  returnFocus?: () => HTMLElement | null | undefined
  children: ReactNode
  /**
   * For a dialog nobody asked for (a popup): checked as it is about to open; when it says so the
   * dialog stays shut and `onStepBack` tells the parent, which unmounts it and tries later.
   */
  stepBackIf?: () => boolean
  onStepBack?: () => void
}

/**
 * A modal dialog, open while mounted. A modal <dialog> makes the page behind it inert, closes on
 * Escape, and this one keeps Tab inside and gives focus back when it goes away.
 */
export function Dialog({ title, onClose, returnFocus, children, stepBackIf, onStepBack }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const target = useEffectEvent(() => returnFocus?.())
  const opener = useRef<HTMLElement | null>(null)
  const shouldStepBack = useEffectEvent(() => stepBackIf?.() ?? false)
  const stepBack = useEffectEvent(() => onStepBack?.())

  useEffect(() => {
    if (shouldStepBack()) {
      stepBack()
      return
    }
    // Once: Strict Mode's rehearsal runs this twice, the second time with focus already inside.
    opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null
    // No close() on cleanup: a dialog removed from the page leaves the top layer by itself, and a
    // close event from Strict Mode's rehearsal unmount would tell the opener to close it for real.
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
    return () => {
      // After the parent's re-render: what should get focus may only exist then (signed in: the
      // header's "Sign in" button has become the member's link).
      requestAnimationFrame(() => {
        const next = target() ?? opener.current
        if (next?.isConnected) next.focus()
      })
    }
  }, [])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl bg-paper p-0 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-4">
        <h2 id={titleId} className="text-2xl font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="h-11 shrink-0 rounded-full px-4 text-sm font-semibold hover:bg-sun-soft"
        >
          Close
        </button>
      </div>
      <div className="flex flex-col gap-4 px-6 py-6">{children}</div>
    </dialog>
  )
}
