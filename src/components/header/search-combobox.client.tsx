'use client'

import {
  type MouseEvent as ReactMouseEvent,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

import { DEBOUNCE_MS, isAskable, latestOnly, moveActive } from '@/components/header/instant-search'
import { fetchInstantResults, type InstantAnswer } from '@/components/header/search-api'
import { searchHref } from '@/components/search/search-href'
import { Snippet } from '@/components/search/snippet'
import { useAppRouter } from '@/components/shell/use-app-router.client'

type Shown = InstantAnswer & { words: string; failed: boolean }
type Props = { field: HTMLInputElement; id: string }

/**
 * The header field's combobox (ARIA 1.2, list autocomplete): loaded by the first focus, it takes
 * over the server-rendered field, answering as the visitor types (debounced; answers to older
 * words are dropped) and rendering the results as a listbox whose options never take focus.
 */
export default function SearchCombobox({ field, id }: Props) {
  const router = useAppRouter()
  const listId = `${id}-results`
  const optionId = (i: number) => `${id}-option-${i}`
  const latest = useRef(latestOnly())
  // The words are the field's own value (typed before this module loaded, too): read, never copied.
  const subscribe = useCallback(
    (notify: () => void) => {
      field.addEventListener('input', notify)
      return () => field.removeEventListener('input', notify)
    },
    [field],
  )
  const words = useSyncExternalStore(
    subscribe,
    () => field.value,
    () => '',
  )
  const [open, setOpen] = useState(() => field === document.activeElement)
  const [shown, setShown] = useState<Shown | null>(null)
  const [active, setActive] = useState(-1)

  useEffect(() => {
    if (!isAskable(words)) {
      latest.current.cancel()
      return
    }
    const asked = words.trim()
    const ask = async () => {
      try {
        return { ...(await fetchInstantResults(asked)), failed: false }
      } catch {
        return { hits: [], failed: true }
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

  function go(href: string) {
    setOpen(false)
    setActive(-1)
    field.blur()
    router.push(href)
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
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
      } else field.blur()
    }
  })

  const onSubmit = useEffectEvent((event: SubmitEvent) => {
    event.preventDefault()
    go(searchHref({ query: words.trim() }))
  })

  useEffect(() => {
    const form = field.form
    if (!form) return
    const listeners: [keyof HTMLElementEventMap, (event: Event) => void][] = [
      [
        'input',
        () => {
          setOpen(true)
          setActive(-1)
        },
      ],
      ['keydown', (event) => onKeyDown(event as KeyboardEvent)],
      ['focus', () => setOpen(true)],
      // Focus stays in the field while options are clicked (see below): leaving it closes the list.
      [
        'blur',
        () => {
          setOpen(false)
          setActive(-1)
        },
      ],
    ]
    const submit = (event: SubmitEvent) => onSubmit(event)
    for (const [name, listener] of listeners) field.addEventListener(name, listener)
    form.addEventListener('submit', submit)
    return () => {
      for (const [name, listener] of listeners) field.removeEventListener(name, listener)
      form.removeEventListener('submit', submit)
    }
  }, [field])

  useEffect(() => {
    field.setAttribute('aria-expanded', String(expanded))
    if (expanded) field.setAttribute('aria-controls', listId)
    else field.removeAttribute('aria-controls')
    if (expanded && active >= 0) field.setAttribute('aria-activedescendant', optionId(active))
    else field.removeAttribute('aria-activedescendant')
  })

  const optionProps = (i: number, href: string) => ({
    id: optionId(i),
    role: 'option',
    'aria-selected': i === active,
    // Keeps focus in the field: the combobox owns it, options never take it.
    onMouseDown: (event: ReactMouseEvent) => event.preventDefault(),
    onMouseMove: () => setActive(i),
    onClick: () => go(href),
  })

  return (
    <>
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
              {shown.failed ? 'Instant results are not available right now.' : `No quick matches for “${shown.words}”.`}
            </p>
          )}
          <ul id={listId} role="listbox" aria-label="Search suggestions" className="max-h-[70dvh] overflow-y-auto py-2">
            {shown.hits.map((hit, i) => (
              <li
                key={hit.url}
                {...optionProps(i, hit.url)}
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
              {...optionProps(options.length - 1, options[options.length - 1])}
              className={`mx-2 mt-1 cursor-pointer rounded-xl px-3 py-2 font-semibold text-chalk ${
                active === options.length - 1 ? 'bg-line' : ''
              }`}
            >
              See all results for “{words.trim()}” →
            </li>
          </ul>
        </div>
      )}
    </>
  )
}
