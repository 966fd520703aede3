'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { DEBOUNCE_MS, isAskable, latestOnly, moveActive } from '@/components/header/instant-search'
import type { InstantAnswer } from '@/components/header/search-api'
import { searchHref } from '@/components/search/search-href'
import { Snippet } from '@/components/search/snippet'

/** Apollo and the query come with the first focus, never with the page. */
const loadApi = () => import('@/components/header/search-api')

type Shown = InstantAnswer & { words: string; failed: boolean }

/**
 * The header's search: a plain GET form to /search (it works before and without JavaScript), drawn
 * as a search button that widens over the header row while it has focus (CSS :focus-within, so
 * phones and desktops alike have room). With JavaScript it is an ARIA combobox: instant results as
 * the visitor types, arrows to move, Enter to open, Escape to close.
 */
export function SearchBox({ dark }: { dark: boolean }) {
  const router = useRouter()
  const id = useId()
  const listId = `${id}-results`
  const optionId = (i: number) => `${id}-option-${i}`
  const field = useRef<HTMLInputElement>(null)
  const latest = useRef(latestOnly())
  const [words, setWords] = useState('')
  const [shown, setShown] = useState<Shown | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  useEffect(() => {
    if (!isAskable(words)) return
    const asked = words.trim()
    const ask = async () => {
      try {
        return { ...(await (await loadApi()).fetchInstantResults(asked)), failed: false }
      } catch {
        return { total: 0, hits: [], failed: true }
      }
    }
    const timer = window.setTimeout(() => {
      void latest.current.run(ask).then((answer) => {
        if (answer.stale) return
        setShown({ ...answer.value, words: asked })
        setActive(-1)
      })
    }, DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [words])

  const expanded = open && shown !== null && isAskable(words)
  // The results, then "See all results": the last option.
  const options = [...(shown?.hits ?? []).map((hit) => hit.url), searchHref({ query: words.trim() })]

  function change(value: string) {
    setWords(value)
    setOpen(true)
    if (isAskable(value)) return
    latest.current.cancel()
    setShown(null)
    setActive(-1)
  }

  function go(href: string) {
    setOpen(false)
    setActive(-1)
    field.current?.blur()
    router.push(href)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown || !isAskable(words)) return
      event.preventDefault()
      setOpen(true)
      setActive((current) => moveActive(current, options.length, event.key === 'ArrowDown' ? 1 : -1))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      go(options[active])
    } else if (event.key === 'Escape') {
      // Escape closes the results, then the widened field (keeping the words).
      event.preventDefault()
      if (expanded) {
        setOpen(false)
        setActive(-1)
      } else field.current?.blur()
    }
  }

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
        onSubmit={(event) => {
          event.preventDefault()
          go(searchHref({ query: words.trim() }))
        }}
        className="relative z-30 flex h-11 w-11 items-center focus-within:absolute focus-within:inset-x-4 focus-within:top-1/2 focus-within:w-auto focus-within:-translate-y-1/2 sm:focus-within:inset-x-6 lg:focus-within:left-auto lg:focus-within:w-[40rem] xl:focus-within:inset-x-8 xl:focus-within:left-auto"
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          Search the site
        </label>
        <input
          ref={field}
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
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={words}
          onChange={(event) => change(event.target.value)}
          onFocus={() => {
            void loadApi()
            setOpen(true)
          }}
          onBlur={() => {
            setOpen(false)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          className={`peer h-11 w-full cursor-pointer rounded-full border-2 bg-transparent pl-10 text-base text-transparent placeholder:text-transparent focus:cursor-text focus:border-chalk focus:pr-4 focus:text-ink focus:placeholder:text-muted ${look}`}
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
        <p role="status" className="sr-only">
          {expanded &&
            (shown.failed
              ? 'Instant results are not available. Press Enter to search.'
              : `${shown.hits.length === 0 ? 'No quick matches' : `${shown.hits.length} quick results`}. Use the arrow keys to choose.`)}
        </p>
        {expanded && (
          <div className="absolute top-full right-0 left-0 mt-2 overflow-hidden rounded-2xl border border-line bg-paper text-ink shadow-[0_12px_32px_-8px_rgb(0_0_0/0.35)]">
            {shown.hits.length === 0 && (
              <p className="px-4 pt-3 text-sm text-muted">
                {shown.failed
                  ? 'Instant results are not available right now.'
                  : `No quick matches for “${shown.words}”.`}
              </p>
            )}
            <ul
              id={listId}
              role="listbox"
              aria-label="Search suggestions"
              className="max-h-[70dvh] overflow-y-auto py-2"
            >
              {shown.hits.map((hit, i) => (
                <li
                  key={hit.url}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  // Keeps focus in the field: the combobox owns it, options never take it.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => go(hit.url)}
                  className={`cursor-pointer px-4 py-2 ${i === active ? 'bg-line' : ''}`}
                >
                  <span className="block text-xs font-bold tracking-wider text-chalk uppercase">{hit.label}</span>
                  <span className="block font-semibold">{hit.title}</span>
                  {hit.snippet.length > 0 && (
                    <span className="line-clamp-1 text-sm text-muted">
                      <Snippet parts={hit.snippet} />
                    </span>
                  )}
                </li>
              ))}
              <li
                id={optionId(options.length - 1)}
                role="option"
                aria-selected={active === options.length - 1}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(options.length - 1)}
                onClick={() => go(options[options.length - 1])}
                className={`mx-2 mt-1 cursor-pointer rounded-xl px-3 py-2 font-semibold text-chalk ${
                  active === options.length - 1 ? 'bg-line' : ''
                }`}
              >
                See all results for “{words.trim()}” →
              </li>
            </ul>
          </div>
        )}
      </form>
    </div>
  )
}
