import Link from 'next/link'

import { ChipLinks } from '@/components/chip-links'
import { CmsLink } from '@/components/cms-link'
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button.client'
import { SubscribeForm } from '@/components/subscribe/subscribe-form'
import { contentTypes, pathOf } from '@/content/registry'
import { listCategories } from '@/collections/categories/queries'
import { getFooter, getSiteSettings } from '@/lib/queries/globals'
import { SOCIAL_NETWORK_NAMES } from '@/lib/social-networks'

/** Footers. "without-ad" differs from "standard" only by the ad placement above it (docs/architecture.md, Ads). */
export type FooterVariant = 'standard' | 'without-ad' | 'giveaway' | 'newsletter' | 'post'

export async function SiteFooter({ variant }: { variant: FooterVariant }) {
  const [footer, settings] = await Promise.all([getFooter(), getSiteSettings()])
  const copyright = (footer.copyright ?? '© {year} {brand}')
    .replace('{year}', String(new Date().getFullYear()))
    .replace('{brand}', settings.brandName)

  if (variant === 'giveaway') {
    return (
      <footer className="mt-16 border-t border-line bg-paper py-8 text-sm text-muted" data-variant={variant}>
        <div className="container-site flex flex-col gap-3">
          {footer.giveaway?.text && <p className="max-w-3xl">{footer.giveaway.text}</p>}
          <div className="flex flex-wrap items-center gap-4">
            <CmsLink link={footer.giveaway?.rules} className="font-semibold text-chalk underline" />
            <span>{copyright}</span>
            <CookieSettingsButton className="text-chalk" />
          </div>
        </div>
      </footer>
    )
  }

  return (
    <footer className="mt-16" data-variant={variant}>
      {variant === 'post' && <KeepExploring />}
      {(variant === 'newsletter' || variant === 'post') && (
        <section aria-labelledby="footer-newsletter" className="bg-chalk py-12 text-paper">
          <div className="container-site grid gap-6 md:grid-cols-2 md:items-center">
            <div>
              <h2 id="footer-newsletter" className="text-3xl font-semibold">
                {footer.newsletter.heading}
              </h2>
              {footer.newsletter.text && <p className="mt-2 text-paper/90">{footer.newsletter.text}</p>}
            </div>
            <SubscribeForm
              buttonLabel={footer.newsletter.buttonLabel}
              consentText={footer.newsletter.consentText}
              source={`footer-${variant}`}
              tone="dark"
            />
          </div>
        </section>
      )}
      <div className="bg-ink py-12 text-paper">
        <div className="container-site grid gap-10 md:grid-cols-[1.2fr_2fr]">
          <div className="flex flex-col gap-3">
            <Link href="/" className="font-display text-3xl font-bold">
              {settings.brandName}
              <span className="text-sun" aria-hidden="true">
                .
              </span>
            </Link>
            <p className="text-paper/80">{footer.blurb ?? settings.tagline}</p>
            {settings.socialLinks && settings.socialLinks.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Follow us">
                {settings.socialLinks.map((s) => (
                  <li key={s.id}>
                    <a
                      href={s.url}
                      rel="noopener noreferrer me"
                      className="inline-block rounded-full border border-paper/30 px-3 py-1 text-sm hover:bg-paper/10"
                    >
                      {SOCIAL_NETWORK_NAMES[s.network]}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {(footer.groups ?? []).map((group) => (
              <div key={group.id}>
                <h2 className="font-sans text-sm font-bold uppercase tracking-wider text-sun">{group.title}</h2>
                <ul className="mt-3 flex flex-col gap-2">
                  {(group.links ?? []).map((item) => (
                    <li key={item.id}>
                      <CmsLink link={item.link} className="text-paper/85 hover:text-paper hover:underline" />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="container-site mt-10 flex flex-wrap items-baseline gap-x-6 gap-y-2 border-t border-paper/15 pt-6 text-sm text-paper/70">
          <p>{copyright}</p>
          <CookieSettingsButton className="hover:text-paper" />
        </div>
      </div>
    </footer>
  )
}

async function KeepExploring() {
  const categories = (await listCategories()).filter((c) => !c.parent)
  if (categories.length === 0) return null
  return (
    <section aria-labelledby="keep-exploring" className="border-t border-line py-10">
      <div className="container-site">
        <h2 id="keep-exploring" className="text-2xl font-semibold">
          Keep exploring
        </h2>
        <ChipLinks
          className="mt-4"
          label="Categories"
          chips={[
            ...categories.map((c) => ({ href: pathOf('categories', c), label: c.title })),
            { href: contentTypes.originals.index, label: 'Staffroom Originals', tone: 'chalk' as const },
          ]}
        />
      </div>
    </section>
  )
}
