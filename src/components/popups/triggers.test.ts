// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { blockerOf, FIRST_SECONDS, visitStartedAt } from '@/components/popups/triggers'
import { POPUP_KEYS } from '@/lib/popups/store'

const NOW = 1_800_000_000_000
const LATER = NOW + FIRST_SECONDS * 1000

function page(html: string) {
  document.body.innerHTML = html
}

describe('what keeps a due dialog back', () => {
  beforeEach(() => {
    sessionStorage.clear()
    visitStartedAt(NOW)
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('the first seconds of a visit, counted from its first page', () => {
    page('<p>An article</p>')
    expect(blockerOf(false, NOW + 1000)).toBe('first seconds')
    expect(blockerOf(false, LATER - 1)).toBe('first seconds')
    expect(blockerOf(false, LATER)).toBeNull()
    expect(sessionStorage.getItem(POPUP_KEYS.visitStart)).toBe(String(NOW))
  })

  it('another dialog, before anything else', () => {
    page('<dialog open><p>Share</p></dialog>')
    expect(blockerOf(false, NOW)).toBe('another dialog')
  })

  it('a form field the visitor is in, or changed, or a form showing errors', () => {
    page('<form><input name="name" value=""><textarea name="message"></textarea></form><button>Elsewhere</button>')
    const [input] = document.getElementsByTagName('input')
    expect(blockerOf(false, LATER)).toBeNull()
    input.focus()
    expect(blockerOf(false, LATER)).toBe('form in use')
    input.value = 'Robin'
    document.querySelector('button')!.focus()
    expect(blockerOf(false, LATER)).toBe('form in use')
    input.value = ''
    expect(blockerOf(false, LATER)).toBeNull()
    input.setAttribute('aria-invalid', 'true')
    expect(blockerOf(false, LATER)).toBe('form in use')
  })

  it('hidden fields and a field the page filled in are not the visitor at work', () => {
    page('<form><input type="hidden" name="source" value="x"><input name="q" value="marking"></form>')
    document.querySelector<HTMLInputElement>('input[type=hidden]')!.value = 'y'
    expect(blockerOf(false, LATER)).toBeNull()
  })

  it('a sign-up form on screen, for a dialog that carries the sign-up form only', () => {
    page('<footer><form data-newsletter-form><input type="email" name="email"></form></footer>')
    const form = document.querySelector('form')!
    // jsdom lays nothing out: say where the form is.
    form.getClientRects = () => [{}] as unknown as DOMRectList
    form.getBoundingClientRect = () => ({ top: 100, bottom: 200 }) as DOMRect
    expect(blockerOf(true, LATER)).toBe('sign-up form in view')
    expect(blockerOf(false, LATER)).toBeNull()
    form.getBoundingClientRect = () => ({ top: window.innerHeight + 10, bottom: window.innerHeight + 110 }) as DOMRect
    expect(blockerOf(true, LATER)).toBeNull()
  })
})
