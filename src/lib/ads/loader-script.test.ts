// @vitest-environment jsdom
/**
 * The ad loader served at /ads/loader.js (src/lib/ads/loader-script.ts), run in a document: it
 * waits for a yes to advertising, pushes the page's slots and requests the network's script once,
 * takes slots that arrive later, and stops on a no. (That it is ES5: ads.test.ts, in
 * Node, where esbuild runs.)
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { adLoaderScript } from '@/lib/ads/loader-script'
import { CONSENT_COOKIE, CONSENT_EVENT, encodeConsent } from '@/lib/consent/cookie'

type Queue = { publisherId: string | null; slots: { id: string; placement: string; unit: string; sizes: number[][] }[] }
const ads = () => (window as unknown as { staffroomAds?: Queue }).staffroomAds
const choose = (advertising: boolean) =>
  (document.cookie = `${CONSENT_COOKIE}=${encodeConsent({ analytics: false, advertising, social: false }, new Date())}; Path=/`)
const slot = (placement: string, index: number) =>
  `<div data-ad-slot="${placement}" data-ad-unit="/1/${placement}" data-ad-sizes="300x250,320x50"><span class="ad-label">Advertisement</span><span class="ad-box" id="ad-${placement}-${index}"></span></div>`
const networkScripts = () => document.querySelectorAll('script[data-staffroom-ads]')
/**
 * The loader's look at slots added to the page: its MutationObserver (a microtask, queued when the
 * page changed, so before this one) schedules it on the next timer tick, which the fake clock runs.
 */
async function afterPageChange() {
  await Promise.resolve()
  vi.runOnlyPendingTimers()
}

const SCRIPT = adLoaderScript('https://ads.example/tag.js', 'pub-7')

describe('the ad loader', () => {
  beforeAll(() => {
    // jsdom lays nothing out: every element counts as shown.
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { get: () => document.body, configurable: true })
  })
  afterEach(() => {
    vi.useRealTimers()
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
    document.body.innerHTML = ''
    document.head.innerHTML = ''
    document.documentElement.removeAttribute('data-ads')
    delete (window as unknown as { staffroomAds?: Queue }).staffroomAds
  })

  it('requests nothing without a yes to advertising, then everything on a yes', async () => {
    vi.useFakeTimers()
    choose(false)
    document.body.innerHTML = slot('in-content', 1)
    window.eval(SCRIPT)
    expect(networkScripts()).toHaveLength(0)
    expect(ads()).toBeUndefined()
    expect(document.documentElement.getAttribute('data-ads')).toBeNull()

    choose(true)
    window.dispatchEvent(new Event(CONSENT_EVENT))
    expect(document.documentElement.getAttribute('data-ads')).toBe('on')
    expect(networkScripts()).toHaveLength(1)
    expect((networkScripts()[0] as HTMLScriptElement).src).toBe('https://ads.example/tag.js')
    expect(ads()).toEqual({
      publisherId: 'pub-7',
      slots: [
        {
          id: 'ad-in-content-1',
          placement: 'in-content',
          unit: '/1/in-content',
          sizes: [
            [300, 250],
            [320, 50],
          ],
        },
      ],
    })

    // A slot arriving later (a client navigation) is pushed; the script is not requested again.
    document.body.insertAdjacentHTML('beforeend', slot('list-item', 1))
    await afterPageChange()
    expect(ads()?.slots.map((s) => s.id)).toEqual(['ad-in-content-1', 'ad-list-item-1'])
    expect(networkScripts()).toHaveLength(1)

    // A no: the boxes are emptied, their space goes, and nothing more is pushed.
    document.getElementById('ad-in-content-1')!.innerHTML = '<iframe title="ad"></iframe>'
    choose(false)
    window.dispatchEvent(new Event(CONSENT_EVENT))
    expect(document.documentElement.getAttribute('data-ads')).toBeNull()
    expect(document.getElementById('ad-in-content-1')!.innerHTML).toBe('')
    document.body.insertAdjacentHTML('beforeend', slot('sidebar', 1))
    await afterPageChange()
    expect(ads()?.slots).toHaveLength(2)
  })

  it('closes the sticky footer', () => {
    choose(true)
    document.body.innerHTML = `<div data-ad-sticky>${slot('sticky-footer', 1)}<button data-ad-close>×</button></div>`
    window.eval(SCRIPT)
    document.querySelector<HTMLButtonElement>('[data-ad-close]')!.click()
    expect(document.querySelector<HTMLElement>('[data-ad-sticky]')!.hidden).toBe(true)
  })
})
