import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHeading } from '@/components/page-heading'
import { Pagination, pageParam } from '@/components/pagination'
import { PostGrid } from '@/components/post-grid'
import { SiteLayout } from '@/layouts/site-layout'
import { listPosts } from '@/collections/posts/queries'
import { getAdSetup } from '@/server/ads/setup'

export const metadata: Metadata = { title: 'All articles', alternates: { canonical: '/post' } }

type Props = { searchParams: Promise<{ page?: string | string[] }> }

export default async function PostIndex({ searchParams }: Props) {
  const page = pageParam((await searchParams).page)
  const result = await listPosts({ page })
  if (page > 1 && result.docs.length === 0) notFound()
  return (
    <SiteLayout layout="default">
      <PageHeading
        title="All articles"
        intro="Every story, list and confession from the staffroom, newest first."
        crumbs={[{ name: 'Articles', path: '/post' }]}
      />
      <div className="container-site">
        <PostGrid posts={result.docs} headingLevel="h2" ads={await getAdSetup()} />
        <Pagination page={page} totalPages={result.totalPages} basePath="/post" />
      </div>
    </SiteLayout>
  )
}
