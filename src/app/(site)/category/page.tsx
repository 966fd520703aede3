import type { Metadata } from 'next'
import Link from 'next/link'

import { LinkCard } from '@/components/link-card'
import { PageHeading } from '@/components/page-heading'
import { SiteLayout } from '@/layouts/site-layout'
import { contentTypes, pathOf } from '@/content/registry'
import { listCategories } from '@/collections/categories/queries'

export const metadata: Metadata = { title: 'Categories', alternates: { canonical: '/category' } }

export default async function CategoryIndex() {
  const categories = await listCategories()
  const top = categories.filter((c) => !c.parent)
  const childrenOf = (id: number) =>
    categories.filter((c) => (typeof c.parent === 'object' ? c.parent?.id : c.parent) === id)
  return (
    <SiteLayout layout="default">
      <PageHeading
        title="Categories"
        intro="Find your people: every corner of the staffroom."
        crumbs={[{ name: 'Categories', path: '/category' }]}
      />
      <ul className="container-site grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        <li>
          <LinkCard href={contentTypes.originals.index} title="Staffroom Originals" tone="chalk" className="h-full">
            <p className="mt-2 text-paper/85">Our own series, written by teachers.</p>
          </LinkCard>
        </li>
        {top.map((c) => (
          <li key={c.id}>
            <LinkCard href={pathOf('categories', c)} title={c.title} className="h-full">
              {c.description && <p className="mt-2 line-clamp-3 text-muted">{c.description}</p>}
              {childrenOf(c.id).length > 0 && (
                <p className="relative z-10 mt-3 text-sm">
                  Also:{' '}
                  {childrenOf(c.id).map((child, i) => (
                    <span key={child.id}>
                      {i > 0 && ', '}
                      <Link href={pathOf('categories', child)} className="font-semibold text-chalk hover:underline">
                        {child.title}
                      </Link>
                    </span>
                  ))}
                </p>
              )}
            </LinkCard>
          </li>
        ))}
      </ul>
    </SiteLayout>
  )
}
