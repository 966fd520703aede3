import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ChipLinks } from '@/components/chip-links'
import { PageHeading } from '@/components/page-heading'
import { Pagination, pageHref, pageParam } from '@/components/pagination'
import { PostGrid } from '@/components/post-grid'
import { SiteLayout } from '@/layouts/site-layout'
import { feedPathOf, pathOf } from '@/content/registry'
import { listPosts } from '@/collections/posts/queries'
import { getCategory, listCategories } from '@/collections/categories/queries'
import { listedItems } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'
import { getAdSetup } from '@/server/ads/setup'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ page?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await getCategory((await params).slug)
  if (!category) return {}
  return pageMetadata({
    title: category.title,
    description: category.description ?? `Articles about ${category.title.toLowerCase()} from the staffroom.`,
    path: pathOf('categories', category),
    feed: { title: `${category.title} articles`, path: feedPathOf('categories', category) },
  })
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const [{ slug }, { page: pageValue }] = await Promise.all([params, searchParams])
  const category = await getCategory(slug)
  if (!category) notFound()
  const page = pageParam(pageValue)
  const [posts, all] = await Promise.all([listPosts({ by: 'category', id: category.id, page }), listCategories()])
  if (page > 1 && posts.docs.length === 0) notFound()
  const children = all.filter((c) => (typeof c.parent === 'object' ? c.parent?.id : c.parent) === category.id)
  const crumbs = [
    { name: 'Categories', path: '/category' },
    ...(category.breadcrumbs ?? []).flatMap((b) =>
      b.doc && typeof b.doc === 'object' ? [{ name: b.doc.title, path: pathOf('categories', b.doc) }] : [],
    ),
  ]
  if (crumbs.length === 1) crumbs.push({ name: category.title, path: pathOf('categories', category) })
  return (
    <SiteLayout layout="default">
      <PageHeading
        title={category.title}
        intro={category.description}
        crumbs={crumbs}
        list={{ path: pageHref(pathOf('categories', category), page), items: listedItems('posts', posts.docs) }}
      >
        <ChipLinks
          className="mt-6"
          label="Subcategories"
          chips={children.map((c) => ({ href: pathOf('categories', c), label: c.title }))}
        />
      </PageHeading>
      <div className="container-site">
        <PostGrid
          posts={posts.docs}
          headingLevel="h2"
          ads={await getAdSetup()}
          empty="No articles in this category yet. Check back soon!"
        />
        <Pagination page={page} totalPages={posts.totalPages} basePath={pathOf('categories', category)} />
      </div>
    </SiteLayout>
  )
}
