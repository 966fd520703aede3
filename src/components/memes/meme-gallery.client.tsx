'use client'

import { useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react'

import { galleryHref } from '@/components/memes/gallery-href'
import type { MemeCardData } from '@/components/memes/meme-card'

// Apollo comes with this module, and the cards' code with the next: both are fetched on the first
// "Load more", not with the gallery.
const loadApi = () => import('@/components/memes/memes-api')
const loadMoreMemes = () => import('@/components/memes/more-memes.client')
type MoreMemesComponent = ComponentType<{ memes: MemeCardData[] }>

type Props = {
  /** The cards the server rendered (`<li>` each), in order. */
  children: ReactNode
  /** Their ids, so that a page that shifted (a meme published meanwhile) is not shown twice. */
  ids: number[]
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
export function MemeGallery({ children, ids, page: initialPage, pageSize, hasMore: initialHasMore, category }: Props) {
  const [more, setMore] = useState<MemeCardData[]>([])
  // Kept once loaded, and rendered in the same commit as the memes it shows (no Suspense step),
  // so that focus can move to the first new card as soon as they are in.
  const [MoreMemes, setMoreMemes] = useState<MoreMemesComponent | null>(null)
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
  }, [more])

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const [api, cardsModule] = await Promise.all([loadApi(), loadMoreMemes()])
      const next = await api.fetchMemesPage(page + 1, pageSize, category?.id)
      const known = new Set([...ids, ...more.map((m) => m.id)])
      const fresh = next.memes.filter((m) => !known.has(m.id))
      const shown = ids.length + more.length
      focusFrom.current = fresh.length > 0 ? shown : null
      setMoreMemes(() => cardsModule.default)
      setMore([...more, ...fresh])
      setPage(page + 1)
      setHasMore(next.hasMore)
      setStatus(`${fresh.length} more memes loaded. Showing ${shown + fresh.length}.`)
      window.history.replaceState(window.history.state, '', galleryHref(location.pathname, page + 1, category?.slug))
    } catch {
      setError(FAILED)
    } finally {
      setBusy(false)
    }
  }

  if (ids.length === 0) return <p className="text-muted">No memes here yet.</p>
  return (
    <>
      <ul ref={list} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5">
        {children}
        {MoreMemes && <MoreMemes memes={more} />}
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
