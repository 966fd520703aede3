import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pageParam } from '@/components/pagination'
import { ShowView } from '@/components/podcasts/show-view'
import { SiteLayout } from '@/layouts/site-layout'
import { getSiteSettings } from '@/lib/queries/globals'
import { getShow } from '@/collections/podcasts/queries'
import { isEpisodeSort, type EpisodeSort } from '@/collections/episodes/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { showSeo } from '@/collections/podcasts/metadata'

type Param = string | string[] | undefined
type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ sort?: Param; page?: Param }> }

/** The order in the address: newest when absent, null (a 404) when it names no order we have. */
function sortOf(value: Param): EpisodeSort | null {
  const sort = (Array.isArray(value) ? value[0] : value) || 'newest'
  return isEpisodeSort(sort) ? sort : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const show = await getShow((await params).slug)
  if (!show) return {}
  // Every order of the list is one page to search engines: the canonical address has none.
  return pageMetadata(showSeo(show))
}

export default async function ShowPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams])
  const sort = sortOf(query.sort)
  const show = sort ? await getShow(slug) : null
  if (!show || !sort) notFound()
  return (
    <SiteLayout layout="podcast">
      <ShowView show={show} sort={sort} page={pageParam(query.page)} settings={await getSiteSettings()} />
    </SiteLayout>
  )
}
