import type { Metadata } from 'next'

import { LinkCard } from '@/components/link-card'
import { PageHeading } from '@/components/page-heading'
import { SiteLayout } from '@/layouts/site-layout'
import { pathOf } from '@/content/registry'
import { listPages } from '@/collections/pages/queries'

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
          <li key={page.id}>
            <LinkCard href={pathOf('pages', page)} title={page.title} className="h-full">
              {page.intro && <p className="mt-2 line-clamp-3 text-muted">{page.intro}</p>}
            </LinkCard>
          </li>
        ))}
      </ul>
    </SiteLayout>
  )
}
