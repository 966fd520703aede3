// @vitest-environment jsdom
import { act, useMemo, useSyncExternalStore, type MouseEvent as ReactMouseEvent } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { HIDE_AFTER_MS, THROTTLE_MS } from '@/components/shell/loading-bar-constants'
import { LoadingBar } from '@/components/shell/loading-bar.client'
import { PageTransitions } from '@/components/shell/page-transitions.client'
import { ScrollManager } from '@/components/shell/scroll-manager.client'
import { announceNavigation } from '@/components/shell/use-navigation-events.client'
import { TRANSITION_TIMEOUT_MS } from '@/components/shell/view-transition'

import { mount } from '../../../tests/support/react'

/* A stand-in App Router: the route is a little store; routeTo() is "the new page committed". */
const router = vi.hoisted(() => ({ pathname: '/', search: '', listeners: new Set<() => void>() }))
const subscribe = (listener: () => void) => {
  router.listeners.add(listener)
  return () => void router.listeners.delete(listener)
}
vi.mock('next/navigation', () => ({
  usePathname: () => useSyncExternalStore(subscribe, () => router.pathname),
  useSearchParams: () => {
    const search = useSyncExternalStore(subscribe, () => router.search)
    return useMemo(() => new URLSearchParams(search), [search])
  },
}))

function routeTo(href: string) {
  const url = new URL(href, window.location.href)
  window.history.pushState(null, '', url)
  router.pathname = url.pathname
  router.search = url.search
  router.listeners.forEach((listener) => listener())
}

/** Like next/link: handles the click itself and records the navigation it would start. */
let linkClicks: string[] = []
function Link({ href, ...rest }: { href: string; target?: string; download?: boolean }) {
  const onClick = (event: ReactMouseEvent) => {
    if (event.ctrlKey || event.metaKey || rest.target) return
    event.preventDefault()
    linkClicks.push(href)
  }
  return (
    <a href={href} onClick={onClick} {...rest}>
      {href}
    </a>
  )
}

function Shell() {
  return (
    <>
      <LoadingBar />
      <ScrollManager />
      <PageTransitions />
      <main id="main" tabIndex={-1}>
        <Link href="/post/hello" />
        <Link href="/post/new-tab" target="_blank" />
        <Link href="/#top" />
        <Link href="/api/media/file/sheet.pdf" />
      </main>
    </>
  )
}

let container: HTMLDivElement
let scrollTo: ReturnType<typeof vi.fn>
const bar = () => container.querySelector<HTMLElement>('[role="progressbar"]')!
const link = (href: string) => container.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!
const click = (href: string, init: MouseEventInit = {}) =>
  act(
    () =>
      void link(href).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })),
  )
const flush = () => act(async () => {})

beforeEach(async () => {
  vi.useFakeTimers()
  window.history.replaceState(null, '', '/')
  Object.assign(router, { pathname: '/', search: '' })
  linkClicks = []
  scrollTo = vi.fn()
  window.scrollTo = scrollTo as typeof window.scrollTo
  // jsdom has no scroll restoration: give history the browser's default
  Object.defineProperty(window.history, 'scrollRestoration', { value: 'auto', writable: true, configurable: true })
  const screen = mount()
  container = screen.container
  await screen.render(<Shell />)
})
afterEach(() => {
  Reflect.deleteProperty(document, 'startViewTransition')
  Reflect.deleteProperty(window, 'matchMedia')
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('loading bar', () => {
  it('is hidden and labelled while idle', () => {
    expect(bar().dataset.state).toBe('idle')
    expect(bar().hidden).toBe(true)
    expect(bar().getAttribute('aria-label')).toBe('Loading page')
  })

  it('shows after the throttle for a slow navigation, then finishes and hides', () => {
    click('/post/hello')
    expect(linkClicks).toEqual(['/post/hello'])
    expect(bar().dataset.state).toBe('pending')
    expect(bar().hidden).toBe(true)

    act(() => void vi.advanceTimersByTime(THROTTLE_MS + 100))
    expect(bar().dataset.state).toBe('loading')
    expect(bar().hidden).toBe(false)
    expect(Number(bar().getAttribute('aria-valuenow'))).toBeGreaterThan(0)

    act(() => routeTo('/post/hello'))
    expect(bar().dataset.state).toBe('done')
    expect(bar().getAttribute('aria-valuenow')).toBe('100')
    act(() => void vi.advanceTimersByTime(HIDE_AFTER_MS))
    expect(bar().dataset.state).toBe('idle')
    expect(bar().hidden).toBe(true)
  })

  it('never shows for a fast navigation', () => {
    click('/post/hello')
    act(() => void vi.advanceTimersByTime(150))
    act(() => routeTo('/post/hello'))
    expect(bar().dataset.state).toBe('idle')
  })

  it('leaves alone clicks the browser handles: modifiers, new tabs, same-page jumps, files', () => {
    click('/post/hello', { ctrlKey: true })
    click('/post/new-tab')
    click('/#top')
    click('/api/media/file/sheet.pdf')
    expect(bar().dataset.state).toBe('idle')
  })

  it('starts on back/forward to another route, not to the same route', () => {
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')))
    expect(bar().dataset.state).toBe('idle') // location is still the rendered route
    window.history.pushState(null, '', '/post/old')
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')))
    expect(bar().dataset.state).toBe('pending')
  })

  it('ends when the navigation fails', () => {
    click('/post/hello')
    act(() => void vi.advanceTimersByTime(300))
    act(() => void window.dispatchEvent(new ErrorEvent('error', { message: 'ChunkLoadError' })))
    expect(bar().dataset.state).toBe('done')
  })
})

describe('scroll manager', () => {
  it('scrolls to the top at once and focuses the new page on each route change, not on load', () => {
    expect(window.history.scrollRestoration).toBe('manual')
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => routeTo('/post/hello'))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' })
    expect(document.activeElement).toBe(document.getElementById('main'))
  })

  it('shows the bar and lands at the top for a navigation made in code, to a new query too', () => {
    act(() => announceNavigation('/?q=bell'))
    act(() => void vi.advanceTimersByTime(THROTTLE_MS + 100))
    expect(bar().dataset.state).toBe('loading')
    act(() => routeTo('/?q=bell'))
    expect(bar().dataset.state).toBe('done')
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' })
  })

  it('keeps the scroll when the address is rewritten in place, unannounced', () => {
    act(() => routeTo('/?reset=token'))
    expect(scrollTo).not.toHaveBeenCalled()
    expect(bar().dataset.state).toBe('idle')
  })
})

describe('page transitions', () => {
  function stubViewTransitions(reducedMotion = false) {
    const updates: Array<Promise<unknown>> = []
    const startViewTransition = vi.fn((update: () => Promise<void>) => {
      // Like the browser: snapshot the old page first, run the update callback afterwards.
      const done = Promise.resolve().then(update)
      updates.push(done)
      return { ready: done, finished: done, updateCallbackDone: done, skipTransition() {} }
    })
    Object.assign(document, { startViewTransition })
    Object.assign(window, { matchMedia: (query: string) => ({ matches: reducedMotion && query.includes('reduce') }) })
    return { startViewTransition, updates }
  }

  const settled = (promise: Promise<unknown>) => {
    const state = { done: false }
    void promise.then(() => (state.done = true))
    return state
  }

  it('navigates inside a view transition that lasts until the new route has rendered', async () => {
    const { startViewTransition, updates } = stubViewTransitions()
    click('/post/hello')
    expect(startViewTransition).toHaveBeenCalledTimes(1)
    expect(linkClicks).toEqual([]) // held until the old page is captured
    await flush()
    expect(linkClicks).toEqual(['/post/hello']) // the link handles the replayed click itself
    const update = settled(updates[0])
    await flush()
    expect(update.done).toBe(false)
    act(() => routeTo('/post/hello'))
    await flush()
    expect(update.done).toBe(true)
  })

  it('never holds the navigation longer than the timeout', async () => {
    const { updates } = stubViewTransitions()
    click('/post/hello')
    await flush()
    const update = settled(updates[0])
    await act(() => vi.advanceTimersByTimeAsync(TRANSITION_TIMEOUT_MS))
    expect(update.done).toBe(true)
  })

  it('does not animate with reduced motion', () => {
    const { startViewTransition } = stubViewTransitions(true)
    click('/post/hello')
    expect(startViewTransition).not.toHaveBeenCalled()
    expect(linkClicks).toEqual(['/post/hello'])
  })

  it('falls back to a plain navigation when the API throws', () => {
    Object.assign(document, {
      startViewTransition: () => {
        throw new Error('InvalidStateError')
      },
    })
    click('/post/hello')
    expect(linkClicks).toEqual(['/post/hello'])
  })
})
