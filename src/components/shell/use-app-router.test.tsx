// @vitest-environment jsdom
import { useEffect } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { type AppRouter, useAppRouter } from '@/components/shell/use-app-router.client'
import { type NavigationStart, useNavigationStart } from '@/components/shell/use-navigation-events.client'

import { act, mount } from '../../../tests/support/react'

const next = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => next }))

/** Each announcement, with how many router calls had been made when it came. */
let starts: { href: string; via: NavigationStart['via']; callsBefore: number }[]
let router: AppRouter

function Probe() {
  const appRouter = useAppRouter()
  useEffect(() => {
    router = appRouter
  }, [appRouter])
  useNavigationStart(({ url, via }) => {
    const callsBefore = next.push.mock.calls.length + next.replace.mock.calls.length
    starts.push({ href: url.href, via, callsBefore })
  })
  return null
}

beforeEach(async () => {
  vi.clearAllMocks()
  starts = []
  window.history.replaceState(null, '', '/search?q=old')
  await mount().render(<Probe />)
})

describe('useAppRouter', () => {
  it('announces a push before the router navigates', async () => {
    await act(() => router.push('/search?q=bell'))
    expect(starts).toEqual([
      { href: new URL('/search?q=bell', window.location.href).href, via: 'router', callsBefore: 0 },
    ])
    expect(next.push).toHaveBeenCalledWith('/search?q=bell', undefined)
  })

  it('announces a replace too, and passes the options on', async () => {
    await act(() => router.replace('/memes?page=2', { scroll: false }))
    expect(starts).toEqual([
      { href: new URL('/memes?page=2', window.location.href).href, via: 'router', callsBefore: 0 },
    ])
    expect(next.replace).toHaveBeenCalledWith('/memes?page=2', { scroll: false })
  })

  it('rewrites the address in place without announcing a navigation or scrolling', async () => {
    await act(() => router.rewrite('/account'))
    expect(starts).toEqual([])
    expect(next.replace).toHaveBeenCalledWith('/account', { scroll: false })
  })

  it('refreshes and goes back without announcing (back/forward is seen through popstate)', async () => {
    await act(() => {
      router.refresh()
      router.back()
    })
    expect(starts).toEqual([])
    expect([next.refresh.mock.calls.length, next.back.mock.calls.length]).toEqual([1, 1])
  })
})
