import type { Metadata } from 'next'
import Link from 'next/link'

import { SiteLayout } from '@/layouts/site-layout'

export const metadata: Metadata = { title: 'Page not found' }

/**
 * The 404 screen (its heading is fixed: tests check it word for word). notFound() replaces the
 * page, frame included, so this brings the default layout's header, footer and <main> back.
 */
export default function NotFound() {
  return (
    <SiteLayout layout="default">
      <div className="container-site max-w-3xl py-16 md:py-24">
        <p className="text-sm font-semibold tracking-wide text-apple uppercase">404</p>
        <h1 className="mt-2 text-4xl font-bold md:text-5xl">This page could not be found</h1>
        <p className="mt-4 text-lg text-muted">
          It may have moved, or the link had a typo. Happens to the best lesson plans.
        </p>
        <ul className="mt-8 flex flex-wrap gap-3">
          <li>
            <Link
              href="/"
              className="flex h-11 items-center rounded-full bg-chalk px-6 font-semibold text-paper hover:bg-chalk-light"
            >
              Go to the home page
            </Link>
          </li>
          <li>
            <Link
              href="/post"
              className="flex h-11 items-center rounded-full border border-ink/20 px-6 font-semibold hover:bg-sun-soft"
            >
              Browse all articles
            </Link>
          </li>
        </ul>
      </div>
    </SiteLayout>
  )
}
