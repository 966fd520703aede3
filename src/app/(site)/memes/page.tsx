import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { galleryHref } from '@/components/memes/gallery-href'
import { MemeIndex } from '@/components/memes/meme-index'
import { pageParam } from '@/components/pagination'
import { getCategory } from '@/collections/categories/queries'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { searchParams: Promise<{ page?: string | string[]; category?: string | string[] }> }

const categorySlug = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const slug = categorySlug((await searchParams).category)
  const category = slug ? await getCategory(slug) : null
  return pageMetadata({
    title: category ? `${category.title} memes` : 'Memes',
    description: 'Teacher memes for the staffroom: marking, meetings, lunch duty and the last week of term.',
    // Every page count shows the same gallery: one canonical address per filter.
    path: galleryHref('/memes', 1, category?.slug ?? undefined),
  })
}

export default async function MemesPage({ searchParams }: Props) {
  const params = await searchParams
  const slug = categorySlug(params.category)
  const category = slug ? await getCategory(slug) : null
  if (slug && !category) notFound()
  return <MemeIndex page={pageParam(params.page)} category={category} />
}
