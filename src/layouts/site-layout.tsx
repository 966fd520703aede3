import type { ReactNode } from 'react'

import { AD_LOADER_PATH, AdSlot, StickyAdSlot } from '@/components/ads/ad-slot'
import { SiteFooter, type FooterVariant } from '@/components/footer/site-footer'
import { SiteHeader, type HeaderVariant } from '@/components/header/site-header'
import { resolveLayout, type LayoutName } from '@/layouts/names'
import { getAdSetup } from '@/server/ads/setup'

type Chrome = { header: HeaderVariant; footer: FooterVariant; theme?: 'dark' }

/**
 * The twelve page layouts, as the header, footer and theme each one wears. Pages
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

/** The layouts that never show ads (page-without-ad, whose footer is the "without ad" one). */
const AD_FREE_LAYOUTS: readonly LayoutName[] = ['page-without-ad']

type Props = {
  layout: string | null | undefined
  /** false for a page whose editor marked it ad-free. */
  ads?: boolean
  children: ReactNode
}

export async function SiteLayout({ layout, ads = true, children }: Props) {
  const name = resolveLayout(layout)
  const chrome = LAYOUT_CHROME[name]
  const setup = ads && !AD_FREE_LAYOUTS.includes(name) ? await getAdSetup() : null
  return (
    <div data-layout={name} className={`flex min-h-dvh flex-col ${chrome.theme === 'dark' ? 'bg-ink/[0.03]' : ''}`}>
      <SiteHeader variant={chrome.header} />
      <AdSlot
        setup={setup}
        placement="header-leaderboard"
        as="aside"
        landmark="Advertisement at the top of the page"
        className="container-site"
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter variant={chrome.footer} />
      <StickyAdSlot setup={setup} />
      {/* React 19 loads an async script once per document, on client navigations too. */}
      {setup && <script async src={AD_LOADER_PATH} />}
    </div>
  )
}
