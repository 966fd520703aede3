/**
 * The one setup of the unit project's React tests (vitest.config.ts runs it before every unit
 * file) and the helpers they import: act() knows it runs in a test, jsdom gets the <dialog>
 * methods it lacks, and `mount()` renders into an element of the page that is unmounted and
 * removed after each test.
 */
import { act as reactAct, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach } from 'vitest'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

globalThis.IS_REACT_ACT_ENVIRONMENT = true

if (typeof HTMLDialogElement !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- only tested for presence
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  // eslint-disable-next-line @typescript-eslint/unbound-method -- only tested for presence
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

/**
 * React's act() as it behaves: since React 19 it returns a thenable for a synchronous callback too
 * (the work is done when it returns), and awaiting it finishes work that suspended (lazy
 * components, Suspense). @types/react still types that call `void`.
 */
export const act: <T>(callback: () => T | Promise<T>) => Promise<T> = reactAct

const unmounts: (() => void)[] = []

afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
})

/** A React root on a fresh element of the page, gone after the test. */
export function mount() {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  unmounts.push(() => {
    void act(() => root.unmount())
    container.remove()
  })
  return { container, render: (node: ReactNode) => act(() => root.render(node)) }
}
