// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { OnlineStatus } from '@/components/shell/online-status.client'

import { mount } from '../../../tests/support/react'

const OFFLINE = "You're offline. Some things may not load until your connection is back."
const BACK = "You're back online."

describe('OnlineStatus', () => {
  let container: HTMLDivElement

  const show = async () => {
    const screen = mount()
    container = screen.container
    await screen.render(<OnlineStatus />)
  }
  const fire = (type: 'online' | 'offline') => act(() => void window.dispatchEvent(new Event(type)))
  const region = () => container.querySelector('[role="status"]')!

  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('shows nothing while online, in a polite live region that is already there', async () => {
    await show()
    expect(region().getAttribute('aria-live')).toBe('polite')
    expect(region().textContent).toBe('')
  })

  it('says so when the connection drops, and when it is back for about 3 s', async () => {
    await show()
    fire('offline')
    expect(region().textContent).toBe(OFFLINE)

    fire('online')
    expect(region().textContent).toBe(BACK)
    act(() => void vi.advanceTimersByTime(2999))
    expect(region().textContent).toBe(BACK)
    act(() => void vi.advanceTimersByTime(1))
    expect(region().textContent).toBe('')
  })

  it('shows the offline message when the page loads offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await show()
    expect(region().textContent).toBe(OFFLINE)
  })

  it('keeps the offline message if the connection drops again while saying it is back', async () => {
    await show()
    fire('offline')
    fire('online')
    fire('offline')
    act(() => void vi.advanceTimersByTime(5000))
    expect(region().textContent).toBe(OFFLINE)
  })

  it('says nothing about an online event without a prior outage', async () => {
    await show()
    fire('online')
    expect(region().textContent).toBe('')
  })
})
