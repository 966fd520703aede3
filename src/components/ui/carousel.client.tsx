'use client'

import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

type Props = {
  /** The slider's heading (an h2), which also names its list and buttons. */
  title: string
  /** A link beside the heading ("See all"), rendered by the caller. */
  more?: ReactNode
  /** One slide each; rendered on the server and passed through. */
  children: ReactNode
  /** Slide widths: how many show at once on phones, tablets and wide screens. */
  itemClassName?: string
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * An accessible slider: a horizontally scrolling list that snaps to its items, and previous/next
 * buttons. Everything is in the page from the start (no layout shift, nothing to load); swiping is
 * the browser's own scrolling; the list is focusable so the arrow keys scroll it, and the links
 * inside are in the tab order as usual. The buttons page by one screenful, smoothly unless the
 * visitor asks for reduced motion, and say so (aria-disabled) at either end rather than becoming
 * disabled, which would drop the focus of a keyboard user holding them.
 */
export function Carousel({
  title,
  more,
  children,
  itemClassName = 'w-[78%] sm:w-[44%] lg:w-[calc((100%-3rem)/4)]',
}: Props) {
  const id = useId()
  const list = useRef<HTMLUListElement>(null)
  const [ends, setEnds] = useState({ start: true, end: false })

  const measure = useCallback(() => {
    const el = list.current
    if (!el) return
    const start = el.scrollLeft <= 1
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1
    setEnds((was) => (was.start === start && was.end === end ? was : { start, end }))
  }, [])

  useEffect(() => {
    const el = list.current
    if (!el) return
    measure()
    el.addEventListener('scroll', measure, { passive: true })
    const resized = new ResizeObserver(measure)
    resized.observe(el)
    return () => {
      el.removeEventListener('scroll', measure)
      resized.disconnect()
    }
  }, [measure])

  const page = (direction: 1 | -1) => {
    const el = list.current
    if (!el) return
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reducedMotion() ? 'auto' : 'smooth' })
  }

  const button =
    'flex h-11 w-11 items-center justify-center rounded-full border-2 border-current text-lg font-bold hover:bg-sun hover:text-ink aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-transparent aria-disabled:hover:text-current'
  const items = Children.toArray(children)

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-carousel>
      <div className="flex items-end justify-between gap-4">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h2 id={`${id}-title`} className="font-display text-2xl font-semibold sm:text-3xl">
            {title}
          </h2>
          {more}
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={button}
            aria-controls={`${id}-list`}
            aria-disabled={ends.start}
            aria-label={`Previous: ${title}`}
            onClick={() => !ends.start && page(-1)}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className={button}
            aria-controls={`${id}-list`}
            aria-disabled={ends.end}
            aria-label={`Next: ${title}`}
            onClick={() => !ends.end && page(1)}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      <ul
        ref={list}
        id={`${id}-list`}
        aria-label={title}
        tabIndex={0}
        className="-mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-1 px-1 pt-1 pb-4 [scrollbar-width:thin] focus-visible:outline-4 focus-visible:outline-sun"
      >
        {items.map((item, i) => (
          <li key={i} className={`shrink-0 snap-start ${itemClassName}`}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}
