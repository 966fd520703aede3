'use client'

import { type ReactNode, useState } from 'react'

import { Dialog } from '@/components/ui/dialog.client'

/** The block's button and, while open, its dialog; the content comes rendered from the server. */
export function PopupButton({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="min-h-11 rounded-full bg-chalk px-5 py-2 text-left font-semibold text-paper hover:bg-chalk-light"
      >
        {label}
      </button>
      {open && (
        <Dialog title={title} onClose={() => setOpen(false)}>
          {children}
        </Dialog>
      )}
    </>
  )
}
