import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { hrefOf } from '@/components/cms-link'
import { RichText } from '@/components/rich-text'
import { link, p } from '@/seed/lexical'

/** A body as it may already be stored: saved before links were checked, or imported. */
const stored = (url: string, type: 'link' | 'autolink' = 'link') => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [p('Read ', { ...link('this', url), type } as ReturnType<typeof link>, ' now.')],
  },
})

const render = (url: string, type?: 'link' | 'autolink') => renderToStaticMarkup(<RichText data={stored(url, type)} />)

describe('rendering stored links', () => {
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>'])(
    'renders %j as plain text, never as an href',
    (url) => {
      for (const type of ['link', 'autolink'] as const) {
        const html = render(url, type)
        expect(html, type).toContain('Read this now.')
        expect(html, type).not.toContain('<a')
      }
      expect(hrefOf({ type: 'custom', url, label: 'x' })).toBeNull()
    },
  )

  it('keeps safe links', () => {
    expect(render('https://example.org/x')).toContain('<a href="https://example.org/x"')
    expect(render('/post/x', 'autolink')).toContain('<a href="/post/x"')
    expect(hrefOf({ type: 'custom', url: 'mailto:a@b.org', label: 'x' })).toBe('mailto:a@b.org')
  })
})
