import Link from 'next/link'

import { AccountEntry } from '@/components/account/account-entry.client'
import { CmsLink, hrefOf } from '@/components/cms-link'
import { MobileMenu } from '@/components/header/mobile-menu.client'
import { SearchBox } from '@/components/header/search-box.client'
import type { MenuName } from '@/globals/navigation'
import { getNavigation, getSiteSettings } from '@/lib/queries/globals'

export type HeaderVariant = Exclude<MenuName, 'mobile'>

const LOOK: Record<HeaderVariant, string> = {
  clean: 'bg-paper text-ink border-b border-line',
  memes: 'bg-sun text-ink border-b-4 border-ink',
  minimal: 'bg-paper text-ink border-b border-line',
  video: 'bg-ink text-paper',
}

/** The header and its navigation variant (clean app, memes, minimal, video, mobile). */
export async function SiteHeader({ variant }: { variant: HeaderVariant }) {
  const [navigation, settings] = await Promise.all([getNavigation(), getSiteSettings()])
  const items = (navigation[variant] ?? []).filter((item) => hrefOf(item.link))
  const mobileItems = (navigation.mobile?.length ? navigation.mobile : (navigation[variant] ?? []))
    .filter((item) => hrefOf(item.link))
    .map((item) => ({ id: item.id ?? hrefOf(item.link)!, href: hrefOf(item.link)!, label: item.link.label ?? '' }))
  const dark = variant === 'video'

  return (
    <header className={LOOK[variant]} data-variant={variant}>
      {/* relative: the search form widens over this row while it has focus. */}
      <div
        className={`container-site relative flex items-center gap-6 ${variant === 'minimal' ? 'h-14' : 'h-16 md:h-20'} ${items.length > 0 ? 'lg:h-16' : ''}`}
      >
        <Link
          href="/"
          className="font-display text-2xl font-bold tracking-tight md:text-3xl"
          aria-label={`${settings.brandName} home`}
        >
          {settings.brandName}
          <span className={dark ? 'text-sun' : 'text-apple'} aria-hidden="true">
            .
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <SearchBox dark={dark} />
          <AccountEntry dark={dark} />
          {mobileItems.length > 0 && (
            // A section's own header lists only that section: every other one stays a click away.
            <MobileMenu items={mobileItems} brand={settings.brandName} dark={dark} everywhere={variant !== 'clean'} />
          )}
        </div>
      </div>
      {items.length > 0 && (
        // A row of its own: editors choose how many links there are, and none is ever cut in two.
        // Past the row's width it scrolls sideways (a focused link scrolls itself into view).
        <nav aria-label="Main" className={`hidden border-t lg:block ${dark ? 'border-paper/15' : 'border-ink/10'}`}>
          <ul className="container-site flex items-center gap-1 overflow-x-auto py-1.5">
            {items.map((item) => (
              <li key={item.id} className="shrink-0 first:-ml-3">
                <CmsLink
                  link={item.link}
                  className={`block whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold transition-colors ${
                    dark ? 'hover:bg-paper/10' : 'hover:bg-sun-soft'
                  }`}
                />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  )
}
