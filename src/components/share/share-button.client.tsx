'use client'

import { Suspense, lazy, useState } from 'react'

import type { ShareProps } from '@/components/share/share-dialog.client'

const loadDialog = () => import('@/components/share/share-dialog.client')
const ShareDialog = lazy(loadDialog)

/**
 * "Share" on articles, memes, videos, episodes and printables. Only the button comes with the
 * page; the dialog's code loads when the visitor reaches for it (pointer over, focus) or presses it.
 */
export function ShareButton(props: ShareProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
        className="inline-flex h-11 items-center gap-2 self-start rounded-full border-2 border-ink/15 px-5 text-sm font-semibold hover:bg-sun-soft"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path
            d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Share
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
