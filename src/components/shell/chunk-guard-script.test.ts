// @vitest-environment jsdom
import { createHash } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  chunkGuardScript,
  chunkGuardScriptHash,
  RELOAD_AT_KEY,
  RELOAD_GUARD_MS,
  shouldReload,
} from '@/components/shell/chunk-guard-script'

describe('shouldReload', () => {
  it('guards one reload per 60000 ms', () => {
    expect(RELOAD_GUARD_MS).toBe(60000)
    expect(shouldReload(null, 1_000_000)).toBe(true)
    expect(shouldReload(Number.NaN, 1_000_000)).toBe(true)
    expect(shouldReload(1_000_000, 1_000_000)).toBe(false)
    expect(shouldReload(1_000_000, 1_000_000 + 59_999)).toBe(false)
    expect(shouldReload(1_000_000, 1_000_000 + 60_000)).toBe(true)
    expect(shouldReload(1_000_000, 1_000_000 + 3_600_000)).toBe(true)
    expect(shouldReload(2_000_000, 1_000_000)).toBe(true) // clock set back: stale
  })
})

describe('chunkGuardScript', () => {
  // jsdom's location.reload cannot be replaced, so the script gets a stand-in `location` while
  // listening on jsdom's real window, document and sessionStorage.
  let reload: ReturnType<typeof vi.fn>
  let cleanup = () => {}

  const run = (overrides: { sessionStorage?: Storage } = {}) => {
    const added: Array<[string, EventListener, boolean | undefined]> = []
    const win = {
      addEventListener(type: string, listener: EventListener, capture?: boolean) {
        added.push([type, listener, capture])
        window.addEventListener(type, listener, capture)
      },
    }
    // The script runs as the page runs it: from its source text, with these globals.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the inline script is the test
    const script = new Function('window', 'location', 'sessionStorage', chunkGuardScript) as (
      ...globals: unknown[]
    ) => void
    script(win, { reload }, overrides.sessionStorage ?? window.sessionStorage)
    cleanup = () => added.forEach(([type, listener, capture]) => window.removeEventListener(type, listener, capture))
  }

  const failChunk = (src = '/_next/static/chunks/app-page-abc123.js') => {
    const script = document.createElement('script')
    script.src = src
    document.head.append(script)
    script.dispatchEvent(new Event('error')) // a failed load: does not bubble, the guard captures it
    script.remove()
  }

  const reject = (reason: unknown) => {
    const event = new Event('unhandledrejection')
    Object.defineProperty(event, 'reason', { value: reason })
    window.dispatchEvent(event)
  }

  beforeEach(() => {
    reload = vi.fn()
    sessionStorage.clear()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-09-01T08:00:00Z'))
  })
  afterEach(() => {
    cleanup()
    cleanup = () => {}
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('uses the same guard constant and storage key as shouldReload', () => {
    expect(chunkGuardScript).toContain(`GUARD_MS = ${RELOAD_GUARD_MS}`)
    expect(chunkGuardScript).toContain(JSON.stringify(RELOAD_AT_KEY))
  })

  it('reloads once on a failed chunk, not again within 60 s, again after 60 s', () => {
    run()
    failChunk()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem(RELOAD_AT_KEY)).toBe(String(Date.now()))

    vi.advanceTimersByTime(RELOAD_GUARD_MS - 1)
    failChunk()
    expect(reload).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(1)
    failChunk()
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('remembers the last reload across page loads through sessionStorage', () => {
    sessionStorage.setItem(RELOAD_AT_KEY, String(Date.now() - 10_000))
    run()
    failChunk()
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads on a failed Next stylesheet but not on other resources', () => {
    run()
    failChunk('/images/cat.js')
    const img = document.createElement('img')
    document.body.append(img)
    img.dispatchEvent(new Event('error'))
    img.remove()
    expect(reload).not.toHaveBeenCalled()

    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = '/_next/static/css/app.css'
    document.head.append(link)
    link.dispatchEvent(new Event('error'))
    link.remove()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['webpack', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })],
    [
      'turbopack',
      Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js'), { name: 'ChunkLoadError' }),
    ],
    ['native import()', new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/a.js')],
  ])('reloads on a %s chunk rejection', (_, reason) => {
    run()
    reject(reason)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads on an uncaught ChunkLoadError error event', () => {
    run()
    const error = Object.assign(new Error('Loading CSS chunk 7 failed.'), { name: 'ChunkLoadError' })
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('ignores errors that are not chunk failures', () => {
    run()
    reject(new Error('Network request failed'))
    reject(undefined)
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }))
    expect(reload).not.toHaveBeenCalled()
  })

  it('does not reload while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    run()
    failChunk()
    expect(reload).not.toHaveBeenCalled()
  })

  it('does not reload when sessionStorage is unusable (nothing would stop a reload loop)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    } as unknown as Storage
    run({ sessionStorage: broken })
    failChunk()
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('chunkGuardScriptHash', () => {
  it('is the CSP sha256 source of the exact script text', () => {
    const expected = createHash('sha256').update(chunkGuardScript).digest('base64')
    expect(chunkGuardScriptHash).toBe(`sha256-${expected}`)
  })
})
