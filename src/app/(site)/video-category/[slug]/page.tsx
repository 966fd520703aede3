import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pageParam } from '@/components/pagination'
import { VideoCategoryView } from '@/components/videos/video-category-view'
import { getVideoCategory } from '@/collections/videos/queries'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ page?: string | string[] }> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const category = await getVideoCategory((await params).slug)
  if (!category) return {}
  const page = pageParam((await searchParams).page)
  return pageMetadata({
    title: page > 1 ? `${category.title} videos, page ${page}` : `${category.title} videos`,
    description: category.description || `${category.title}: teacher videos from the staffroom.`,
    path: `/video-category/${category.slug ?? ''}${page > 1 ? `?page=${page}` : ''}`,
  })
}

export default async function VideoCategoryPage({ params, searchParams }: Props) {
  const category = await getVideoCategory((await params).slug)
  if (!category) notFound()
  return <VideoCategoryView category={category} page={pageParam((await searchParams).page)} />
}
