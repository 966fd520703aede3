// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import ErrorPage from '@/app/(site)/error'
import { ERROR_PAGE_FAULT } from '@/components/shell/error-details'
import { ErrorPageFallback } from '@/components/shell/error-page-fallback'

import { act, mount } from '../../../tests/support/react'

vi.mock('next/link', () => ({
  default: ({ href, ...rest }: { href: string; className?: string; children: React.ReactNode }) => (
    <a href={href} {...rest} />
  ),
}))

const FALLBACK_HEADING = 'An error occurred while showing the error page'
const FALLBACK_TEXT = 'Unfortunately an error occurred and while showing the error page another error occurred'

let container: HTMLDivElement
let render: (node: React.ReactNode) => Promise<void>
const text = (selector: string) => container.querySelector(selector)?.textContent

beforeEach(() => {
  ;({ container, render } = mount())
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('error page', () => {
  it('shows the error with a way to try again and a way home', async () => {
    const retry = vi.fn()
    await render(<ErrorPage error={Object.assign(new Error('boom'), { digest: '12345' })} retry={retry} />)
    expect(container.querySelector('main#main')).not.toBeNull()
    expect(text('h1')).toBe('Something went wrong')
    expect(text('pre')).toContain('boom')
    expect(text('pre')).toContain('12345')
    expect(container.querySelector('a[href="/"]')).not.toBeNull()
    await act(() => container.querySelector('button')!.click())
    expect(retry).toHaveBeenCalledOnce()
  })

  it('copes with a thrown value that is not an Error', async () => {
    await render(<ErrorPage error="plain string" retry={() => undefined} />)
    expect(text('h1')).toBe('Something went wrong')
  })

  it.each([
    ['message (development)', new Error(`Deliberate fault [${ERROR_PAGE_FAULT}]`)],
    [
      'digest (production)',
      Object.assign(new Error('An error occurred in the Server Components render.'), { digest: ERROR_PAGE_FAULT }),
    ],
  ])('shows the bare fallback when the error page itself fails, marker in the %s', async (_, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // React reports the caught error
    await render(<ErrorPage error={error} retry={() => undefined} />)
    expect(text('h1')).toBe(FALLBACK_HEADING)
    expect(text('p')).toBe(FALLBACK_TEXT)
    expect(text('pre')).toContain(error.message)
    const home = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Go back to home')
    expect(home?.getAttribute('href')).toBe('/')
  })
})

describe('ErrorPageFallback', () => {
  it('has its exact texts and the error details', async () => {
    await render(<ErrorPageFallback error={Object.assign(new Error('first'), { digest: 'abc' })} />)
    expect(text('h1')).toBe(FALLBACK_HEADING)
    expect(text('p')).toBe(FALLBACK_TEXT)
    expect(text('pre')).toBe('first\nDigest: abc')
    expect(container.querySelector('a')?.textContent).toBe('Go back to home')
  })
})
