import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Snippet } from '@/components/search/snippet'

const render = (parts: { text: string; match: boolean }[]) =>
  renderToStaticMarkup(<Snippet parts={parts} />).replace(/ class="[^"]*"/g, '')

describe('a search snippet', () => {
  it('marks the matched words and leaves the rest as text', () => {
    expect(
      render([
        { text: '…the ', match: false },
        { text: 'laminator', match: true },
        { text: ' jammed again…', match: false },
      ]),
    ).toBe('…the <mark>laminator</mark> jammed again…')
  })

  it('escapes markup in the indexed text instead of rendering it', () => {
    const html = render([
      { text: '<img src=x onerror=alert(1)>', match: false },
      { text: '<script>alert(1)</script>', match: true },
    ])
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt;<mark>&lt;script&gt;alert(1)&lt;/script&gt;</mark>')
  })

  it('renders nothing for an empty snippet', () => {
    expect(render([])).toBe('')
  })
})
