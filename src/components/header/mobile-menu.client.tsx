'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

type Item = { id: string; href: string; label: string }

type Props = {
  items: Item[]
  brand: string
  dark: boolean
  /** Shown at every width (a section's own header, whose row holds only that section's links). */
  everywhere?: boolean
}

/**
 * The menu of every section: a modal <dialog>, which traps focus, closes on Escape and returns
 * focus itself. On phones it is the only navigation; in a section's own header it is also the way
 * to the other sections on a desktop.
 */
export function MobileMenu({ items, brand, dark, everywhere = false }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const pathname = usePathname()

  useEffect(() => dialog.current?.close(), [pathname])

  return (
    <div className={everywhere ? 'ml-auto' : 'ml-auto lg:hidden'}>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className={`flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border text-sm font-semibold sm:px-4 ${
          dark ? 'border-paper/40' : 'border-ink/20'
        }`}
        aria-haspopup="dialog"
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M2 4h14M2 9h14M2 14h14" />
        </svg>
        {/* A phone's header also holds the brand, search and sign-in: the icon alone says it there. */}
        <span className="sr-only sm:not-sr-only">{everywhere ? 'Sections' : 'Menu'}</span>
      </button>
      <dialog
        ref={dialog}
        aria-label={`${brand} menu`}
        className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,100vw)] max-w-none bg-paper p-0 text-ink backdrop:bg-ink/50"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <span className="font-display text-xl font-bold">{brand}</span>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="h-11 rounded-full px-4 text-sm font-semibold hover:bg-sun-soft"
          >
            Close
          </button>
        </div>
        <nav aria-label="All sections">
          <ul className="flex flex-col p-3">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  href={item.href}
                  onClick={() => dialog.current?.close()}
                  className="block rounded-xl px-4 py-3 text-lg font-semibold hover:bg-sun-soft"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </dialog>
    </div>
  )
}
