'use client'

import { useEffect, useRef, useState, type MouseEvent } from 'react'

import { galleryHref } from '@/components/memes/gallery-href'
import { MemeCard, type MemeCardData } from '@/components/memes/meme-card'

// Apollo comes with this module: fetched on the first "Load more", not with the gallery.
const loadApi = () => import('@/components/memes/memes-api')

type Props = {
  memes: MemeCardData[]
  /** How many pages the server rendered (`?page=N` renders 1..N). */
  page: number
  pageSize: number
  hasMore: boolean
  category?: { id: number; slug: string }
}

const FAILED = 'We could not load more memes. Check your connection and try again.'

/**
 * The gallery and its "Load more". Without JavaScript the button is a link to `?page=N+1`, which
 * the server renders whole; with it, the next page comes through GraphQL, is appended, and the
 * address is replaced so that a refresh or a return renders the same memes.
 */
export function MemeGallery({ memes: initial, page: initialPage, pageSize, hasMore: initialHasMore, category }: Props) {
  const [memes, setMemes] = useState(initial)
  const [page, setPage] = useState(initialPage)
  const [hasMore, setHasMore] = useState(initialHasMore)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')
  const list = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)

  useEffect(() => {
    // Keyboard and screen-reader users carry on from the first meme that arrived.
    if (focusFrom.current === null) return
    list.current?.children[focusFrom.current]?.querySelector('a')?.focus()
    focusFrom.current = null
  }, [memes])

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const api = await loadApi()
      const next = await api.fetchMemesPage(page + 1, pageSize, category?.id)
      const known = new Set(memes.map((m) => m.id))
      const fresh = next.memes.filter((m) => !known.has(m.id))
      focusFrom.current = fresh.length > 0 ? memes.length : null
      setMemes([...memes, ...fresh])
      setPage(page + 1)
      setHasMore(next.hasMore)
      setStatus(`${fresh.length} more memes loaded. Showing ${memes.length + fresh.length}.`)
      window.history.replaceState(window.history.state, '', galleryHref(location.pathname, page + 1, category?.slug))
    } catch {
      setError(FAILED)
    } finally {
      setBusy(false)
    }
  }

  if (memes.length === 0) return <p className="text-muted">No memes here yet.</p>
  return (
    <>
      <ul ref={list} className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5">
        {memes.map((meme, i) => (
          <li key={meme.id}>
            {/* The first two are in view on every screen: the largest paint is one of them. */}
            <MemeCard meme={meme} priority={i < 2} />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div className="mt-10 flex flex-col items-center gap-3">
        {hasMore && (
          <a
            href={galleryHref('/memes', page + 1, category?.slug)}
            onClick={loadMore}
            aria-busy={busy}
            className="inline-flex h-12 items-center justify-center rounded-full border-2 border-ink bg-sun px-8 font-semibold shadow-[3px_3px_0_0_var(--color-ink)] hover:bg-sun-soft"
          >
            {busy ? 'Loading…' : 'Load more'}
          </a>
        )}
        <p role="alert" className="font-semibold text-apple empty:hidden">
          {error}
        </p>
      </div>
    </>
  )
}
