'use client'

import { useEffect, useId, useRef, type KeyboardEvent } from 'react'

import { AuthForms, type AuthView } from '@/components/account/auth-forms.client'
import { GraphQLProvider } from '@/graphql/client/provider.client'

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

type Props = { intro?: string; initialView?: AuthView; onClose: () => void; onSignedIn?: () => void }

/**
 * The sign-in dialog, open while mounted. A modal <dialog> makes the page behind it inert (focus
 * stays inside), closes on Escape, and the opener returns focus to its button in onClose.
 * Loaded on demand (next/dynamic): Apollo and the forms are not part of any page's first load.
 */
export default function SignInDialog({ intro, initialView, onClose, onSignedIn }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    // No close() on cleanup: a dialog removed from the page leaves the top layer by itself, and a
    // close event from Strict Mode's rehearsal unmount would tell the opener to close it for real.
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
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
          Your Staffroom account
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="h-11 shrink-0 rounded-full px-4 text-sm font-semibold hover:bg-sun-soft"
        >
          Close
        </button>
      </div>
      <div className="flex flex-col gap-4 px-6 py-6">
        {intro && <p className="font-semibold">{intro}</p>}
        <GraphQLProvider>
          <AuthForms
            initialView={initialView}
            onSignedIn={() => {
              onSignedIn?.()
              dialog.current?.close()
            }}
          />
        </GraphQLProvider>
      </div>
    </dialog>
  )
}
