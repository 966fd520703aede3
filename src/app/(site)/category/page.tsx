import type { Metadata } from 'next'
import Link from 'next/link'

import { PageHeading } from '@/components/page-heading'
import { SiteLayout } from '@/layouts/site-layout'
import { paths } from '@/lib/paths'
import { listCategories } from '@/lib/queries/taxonomy'

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
        <li className="relative rounded-2xl bg-chalk p-6 text-paper">
          <h2 className="text-2xl font-semibold">
            <Link href="/category/originals" className="after:absolute after:inset-0">
              Staffroom Originals
            </Link>
          </h2>
          <p className="mt-2 text-paper/85">Our own series, written by teachers.</p>
        </li>
        {top.map((c) => (
          <li key={c.id} className="relative rounded-2xl border border-line bg-white p-6 hover:border-chalk">
            <h2 className="text-2xl font-semibold">
              <Link href={paths.category(c.slug)} className="after:absolute after:inset-0">
                {c.title}
              </Link>
            </h2>
            {c.description && <p className="mt-2 line-clamp-3 text-muted">{c.description}</p>}
            {childrenOf(c.id).length > 0 && (
              <p className="relative z-10 mt-3 text-sm">
                Also:{' '}
                {childrenOf(c.id).map((child, i) => (
                  <span key={child.id}>
                    {i > 0 && ', '}
                    <Link href={paths.category(child.slug)} className="font-semibold text-chalk hover:underline">
                      {child.title}
                    </Link>
                  </span>
                ))}
              </p>
            )}
          </li>
        ))}
      </ul>
    </SiteLayout>
  )
}
