'use client'

import { lazy, Suspense, useId, useState } from 'react'

/* The combobox (its state, keys, the results list, Apollo) loads on the first focus: every page
 * carries this header, so its first load holds only the plain form below. */
const Combobox = lazy(() => import('@/components/header/search-combobox.client'))

/**
 * The header's search: a plain GET form to /search (it works before and without JavaScript), drawn
 * as a search button that widens over the header row while it has focus (CSS :focus-within, so
 * phones and desktops alike have room), with a Search button to send it. Once focused, the combobox attaches to the field: instant
 * results as the visitor types, arrows to move, Enter to open, Escape to close.
 */
export function SearchBox({ dark }: { dark: boolean }) {
  const id = useId()
  // The field, once focused: the combobox then loads and takes it over.
  const [field, setField] = useState<HTMLInputElement | null>(null)
  const look = dark
    ? 'border-paper/40 hover:bg-paper/10 focus:bg-paper'
    : 'border-ink/20 hover:bg-sun-soft focus:bg-white'

  return (
    // Holds the button's place in the row while the form is widened over it.
    <div className="h-11 w-11 shrink-0">
      <form
        action="/search"
        method="get"
        role="search"
        aria-label="Site search"
        className="group relative z-30 flex h-11 w-11 items-center focus-within:absolute focus-within:inset-x-4 focus-within:top-1/2 focus-within:w-auto focus-within:-translate-y-1/2 sm:focus-within:inset-x-6 lg:focus-within:left-auto lg:focus-within:w-[40rem] xl:focus-within:inset-x-8 xl:focus-within:left-auto"
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          Search the site
        </label>
        <input
          id={`${id}-q`}
          name="q"
          // text, not search: the HTML standard allows role=combobox on a text field only.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          maxLength={200}
          autoComplete="off"
          placeholder="Search articles, memes, podcasts…"
          role="combobox"
          aria-autocomplete="list"
          // The combobox keeps it (and aria-controls, aria-activedescendant) current once loaded.
          aria-expanded={false}
          onFocus={(event) => setField(event.currentTarget)}
          className={`peer h-11 w-full cursor-pointer rounded-full border-2 bg-transparent pl-10 text-base text-transparent placeholder:text-transparent focus:cursor-text focus:border-chalk focus:pr-24 focus:text-ink focus:placeholder:text-muted ${look}`}
        />
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className={`pointer-events-none absolute left-[0.8rem] peer-focus:text-ink ${dark ? 'text-paper' : 'text-ink'}`}
        >
          <circle cx="7.5" cy="7.5" r="5.5" />
          <path d="m11.5 11.5 5 5" />
        </svg>
        {/* A way to send the words besides Enter, shown while the form is open (it holds the focus
            then, so Tab reaches it): a form's change never sends it by itself (WCAG 3.2.2). */}
        <button
          type="submit"
          className="absolute top-1/2 right-1 hidden h-9 -translate-y-1/2 rounded-full bg-chalk px-4 text-sm font-semibold text-paper group-focus-within:block hover:bg-chalk-light"
        >
          Search
        </button>
        {field && (
          <Suspense fallback={null}>
            <Combobox field={field} id={id} />
          </Suspense>
        )}
      </form>
    </div>
  )
}
