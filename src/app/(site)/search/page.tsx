import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { runSearch } from '@/components/search/run-search'
import { parseSearchRequest } from '@/components/search/search-href'
import { SearchView } from '@/components/search/search-view'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query } = parseSearchRequest(await searchParams)
  return pageMetadata({
    title: query ? `Search results for "${query}"` : 'Search',
    description: 'Search every article, meme, video, podcast, printable and tour date on the site.',
    path: '/search',
    noindex: true,
  })
}

export default async function SearchPage({ searchParams }: Props) {
  const request = parseSearchRequest(await searchParams)
  const outcome = await runSearch(request)
  if (outcome.pastLastPage) notFound()
  return <SearchView request={request} outcome={outcome} />
}
