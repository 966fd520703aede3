import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PageHeading } from '@/components/page-heading'
import { Pagination } from '@/components/pagination'
import { VideoCard } from '@/components/videos/video-card'
import { pathOf } from '@/content/registry'
import { SiteLayout } from '@/layouts/site-layout'
import { listVideoCategories, listVideos } from '@/collections/videos/queries'
import type { VideoCategory } from '@/payload-types'

/** /video-category/{slug}: the category, its subcategories and its videos (theirs included), ?page=N. */
export async function VideoCategoryView({ category, page }: { category: VideoCategory; page: number }) {
  const categories = await listVideoCategories()
  const subcategories = categories.filter((c) => c.parent === category.id)
  const parentId = typeof category.parent === 'object' ? category.parent?.id : category.parent
  const parent = categories.find((c) => c.id === parentId) ?? null
  const result = await listVideos({ categories: [category.id, ...subcategories.map((c) => c.id)], page })
  if (page > 1 && page > result.totalPages) notFound()
  const path = pathOf('video-categories', category)

  return (
    <SiteLayout layout="video_main">
      <PageHeading
        title={category.title}
        intro={category.description}
        eyebrow="Video category"
        crumbs={[
          { name: 'Videos', path: '/videos' },
          ...(parent ? [{ name: parent.title, path: pathOf('video-categories', parent) }] : []),
          { name: category.title, path },
        ]}
      >
        {subcategories.length > 0 && (
          <nav aria-label="Subcategories" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {subcategories.map((c) => (
                <li key={c.id}>
                  <Link
                    href={pathOf('video-categories', c)}
                    className="inline-flex h-11 items-center rounded-full border-2 border-ink bg-sun-soft px-4 font-semibold hover:bg-sun"
                  >
                    {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </PageHeading>
      <div className="container-site pb-16">
        {result.docs.length === 0 ? (
          <p>No videos in this category yet.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {result.docs.map((v, i) => (
              <li key={v.id}>
                <VideoCard video={v} headingLevel="h2" priority={i < 2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} totalPages={result.totalPages} basePath={path} />
      </div>
    </SiteLayout>
  )
}
