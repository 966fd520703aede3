import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHeading } from '@/components/page-heading'
import { Pagination, pageHref, pageParam } from '@/components/pagination'
import { PostGrid } from '@/components/post-grid'
import { SiteLayout } from '@/layouts/site-layout'
import { feedPathOf, pathOf } from '@/content/registry'
import { PAGE_SIZE, listPosts } from '@/collections/posts/queries'
import { getOriginal } from '@/collections/originals/queries'
import { listedItems } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ page?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const series = await getOriginal((await params).slug)
  if (!series) return {}
  return pageMetadata({
    title: series.title,
    description: series.tagline ?? series.description ?? undefined,
    image: series.cover,
    path: pathOf('originals', series),
    feed: { title: `${series.title} episodes`, path: feedPathOf('originals', series) },
  })
}

export default async function OriginalPage({ params, searchParams }: Props) {
  const [{ slug }, { page: pageValue }] = await Promise.all([params, searchParams])
  const series = await getOriginal(slug)
  if (!series) notFound()
  const page = pageParam(pageValue)
  const posts = await listPosts({ by: 'original', id: series.id, page })
  if (page > 1 && posts.docs.length === 0) notFound()
  return (
    <SiteLayout layout="default">
      <PageHeading
        title={series.title}
        intro={series.description ?? series.tagline}
        eyebrow="A Staffroom Original"
        crumbs={[
          { name: 'Originals', path: '/category/originals' },
          { name: series.title, path: pathOf('originals', series) },
        ]}
        list={{ path: pageHref(pathOf('originals', series), page), items: listedItems('posts', posts.docs) }}
      />
      <div className="container-site">
        <PostGrid
          posts={posts.docs}
          headingLevel="h2"
          firstPart={(page - 1) * PAGE_SIZE + 1}
          empty="The first episode of this series is on its way."
        />
        <Pagination
          page={page}
          totalPages={posts.totalPages}
          basePath={pathOf('originals', series)}
          labels={{ previous: '← Earlier parts', next: 'Later parts →' }}
        />
      </div>
    </SiteLayout>
  )
}
