'use client'

import { useRef, useState } from 'react'

import { MemberLink, SignInDialog, loadSignInDialog } from '@/components/account/lazy.client'
import { useHasToken } from '@/components/account/session'

/** The header's account control: "Sign in" (opens the dialog) or the member's first name. */
export function AccountEntry({ dark }: { dark: boolean }) {
  const hasToken = useHasToken()
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLSpanElement>(null)
  const look = `flex h-11 items-center rounded-full px-4 text-sm font-semibold ${
    dark ? 'hover:bg-paper/10' : 'hover:bg-sun-soft'
  }`

  return (
    <span ref={wrapper} className="contents">
      {hasToken ? (
        <MemberLink className={look} />
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadSignInDialog()}
          onFocus={() => void loadSignInDialog()}
          className={`${look} border ${dark ? 'border-paper/40' : 'border-ink/20'}`}
        >
          Sign in
        </button>
      )}
      {/* Stays mounted while signing in swaps the button for the link, until the dialog closes. */}
      {open && (
        <SignInDialog
          onClose={() => setOpen(false)}
          // Back to the control that opened the dialog, or to what replaced it once signed in.
          returnFocus={() => wrapper.current?.querySelector<HTMLElement>('a, button')}
        />
      )}
    </span>
  )
}
