// @vitest-environment jsdom
import { OperationTypeNode } from 'graphql'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ApiErrorToast } from '@/graphql/client/api-error-toast.client'
import { MESSAGES, reportApiError } from '@/graphql/client/api-errors'
import { NETWORK_FAILURE } from '@/graphql/client/network-failure'

import { mount } from '../../../tests/support/react'

describe('ApiErrorToast', () => {
  let container: HTMLDivElement
  const alert = () => container.querySelector('[role="alert"]')!
  const fail = (operationType: OperationTypeNode) =>
    act(() => reportApiError(new Error(NETWORK_FAILURE), { operationName: 'Save', operationType }))

  beforeEach(async () => {
    vi.useFakeTimers()
    const screen = mount()
    container = screen.container
    await screen.render(<ApiErrorToast />)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('shows a failed mutation in the visitor’s words, then hides it', () => {
    expect(alert().textContent).toBe('')
    fail(OperationTypeNode.MUTATION)
    expect(alert().textContent).toContain(MESSAGES.offline)
    act(() => void vi.advanceTimersByTime(6000))
    expect(alert().textContent).toBe('')
  })

  it('can be dismissed', () => {
    fail(OperationTypeNode.MUTATION)
    act(() => container.querySelector('button')!.click())
    expect(alert().textContent).toBe('')
  })

  it('stays quiet for a failed query', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    fail(OperationTypeNode.QUERY)
    expect(alert().textContent).toBe('')
  })
})
