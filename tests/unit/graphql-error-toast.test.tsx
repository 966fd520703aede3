// @vitest-environment jsdom
import { OperationTypeNode } from 'graphql'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ApiErrorToast } from '@/graphql/client/api-error-toast.client'
import { MESSAGES, reportApiError } from '@/graphql/client/api-errors'
import { NETWORK_FAILURE } from '@/graphql/client/network-failure'

describe('ApiErrorToast', () => {
  let container: HTMLDivElement
  let root: Root
  const alert = () => container.querySelector('[role="alert"]')!
  const fail = (operationType: OperationTypeNode) =>
    act(() => reportApiError(new Error(NETWORK_FAILURE), { operationName: 'Save', operationType }))

  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    vi.useFakeTimers()
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    act(() => root.render(<ApiErrorToast />))
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
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
