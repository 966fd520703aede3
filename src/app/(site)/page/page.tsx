import type { Metadata } from 'next'
import Link from 'next/link'

import { PageHeading } from '@/components/page-heading'
import { SiteLayout } from '@/layouts/site-layout'
import { paths } from '@/lib/paths'
import { listPages } from '@/lib/queries/pages'

export const metadata: Metadata = { title: 'Pages', alternates: { canonical: '/page' } }

export default async function PageIndex() {
  const pages = await listPages()
  return (
    <SiteLayout layout="default">
      <PageHeading
        title="Pages"
        intro="Everything else worth knowing about Staffroom."
        crumbs={[{ name: 'Pages', path: '/page' }]}
      />
      <ul className="container-site grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((page) => (
          <li key={page.id} className="relative rounded-2xl border border-line bg-white p-6 hover:border-chalk">
            <h2 className="text-xl font-semibold">
              <Link href={paths.page(page.slug)} className="after:absolute after:inset-0">
                {page.title}
              </Link>
            </h2>
            {page.intro && <p className="mt-2 line-clamp-3 text-muted">{page.intro}</p>}
          </li>
        ))}
      </ul>
    </SiteLayout>
  )
}
