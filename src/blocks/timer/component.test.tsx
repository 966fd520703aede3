// @vitest-environment jsdom
import { act, createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Countdown } from '@/blocks/timer/component.client'
import { TICK_MS } from '@/blocks/timer/countdown'

import { mount } from '../../../tests/support/react'

const now = new Date('2030-06-01T11:59:57.000Z')
const endsAt = '2030-06-01T12:00:00.000Z'
const endedText = 'The bell has rung!'

let container: HTMLDivElement
let render: (node: React.ReactNode) => Promise<void>

const digit = (unit: string) => container.querySelector(`[data-unit="${unit}"]`)?.textContent

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(now)
  ;({ container, render } = mount())
})

afterEach(() => {
  vi.useRealTimers()
})

describe('Countdown', () => {
  it('ticks down once a second and shows the ended text at zero', async () => {
    await render(createElement(Countdown, { endsAt, endedText, endedOnServer: false }))

    const timer = container.querySelector('[role="timer"]')
    expect(timer?.getAttribute('aria-live')).toBe('off')
    expect(digit('seconds')).toBe('03')
    expect(container.querySelector('.sr-only')?.textContent).toBe('0 days, 0 hours, 0 minutes, 3 seconds left.')

    act(() => void vi.advanceTimersByTime(TICK_MS))
    expect(digit('seconds')).toBe('02')
    act(() => void vi.advanceTimersByTime(TICK_MS))
    expect(digit('seconds')).toBe('01')
    expect(container.textContent).not.toContain(endedText)

    act(() => void vi.advanceTimersByTime(TICK_MS))
    expect(container.querySelector('[role="timer"]')).toBeNull()
    expect(container.textContent).toBe(endedText)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows the ended text at once when the end has already passed', async () => {
    vi.setSystemTime(new Date('2030-06-02T00:00:00.000Z'))
    await render(createElement(Countdown, { endsAt, endedText, endedOnServer: true }))
    expect(container.textContent).toBe(endedText)
  })

  it('rolls minutes over to seconds', async () => {
    vi.setSystemTime(new Date('2030-06-01T11:58:00.000Z'))
    await render(createElement(Countdown, { endsAt, endedText, endedOnServer: false }))
    expect([digit('minutes'), digit('seconds')]).toEqual(['02', '00'])
    act(() => void vi.advanceTimersByTime(TICK_MS))
    expect([digit('minutes'), digit('seconds')]).toEqual(['01', '59'])
  })
})
