import type { ReactNode } from 'react'

import { SiteFooter, type FooterVariant } from '@/components/footer/site-footer'
import { SiteHeader, type HeaderVariant } from '@/components/header/site-header'
import { resolveLayout, type LayoutName } from '@/layouts/names'

type Chrome = { header: HeaderVariant; footer: FooterVariant; theme?: 'dark' }

/**
 * The twelve page layouts of the spec, as the header, footer and theme each one wears. Pages
 * arrange their own content inside; the layout decides the frame around it.
 */
const LAYOUT_CHROME: Record<LayoutName, Chrome> = {
  'comedy-tour': { header: 'minimal', footer: 'standard', theme: 'dark' },
  default: { header: 'clean', footer: 'newsletter' },
  giveaway: { header: 'minimal', footer: 'giveaway' },
  // The home page carries its own subscribe section; a second sign-up band below it would repeat it.
  home: { header: 'clean', footer: 'standard' },
  memes: { header: 'memes', footer: 'standard' },
  'page-without-ad': { header: 'clean', footer: 'without-ad' },
  page: { header: 'clean', footer: 'standard' },
  podcast: { header: 'clean', footer: 'newsletter' },
  post: { header: 'clean', footer: 'post' },
  single_meme: { header: 'memes', footer: 'standard' },
  video_main: { header: 'video', footer: 'standard', theme: 'dark' },
  video: { header: 'video', footer: 'standard', theme: 'dark' },
}

export function SiteLayout({ layout, children }: { layout: string | null | undefined; children: ReactNode }) {
  const name = resolveLayout(layout)
  const chrome = LAYOUT_CHROME[name]
  return (
    <div data-layout={name} className={`flex min-h-dvh flex-col ${chrome.theme === 'dark' ? 'bg-ink/[0.03]' : ''}`}>
      <SiteHeader variant={chrome.header} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter variant={chrome.footer} />
    </div>
  )
}
