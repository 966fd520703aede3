import { permanentRedirect } from 'next/navigation'

import { CmsPage, cmsPageMetadata } from '@/components/cms-page/cms-page'
import { FIXED_PAGES } from '@/collections/pages/content-type'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  return cmsPageMetadata((await params).slug)
}

export default async function GenericPage({ params }: Props) {
  const { slug } = await params
  // Fixed pages have their own top-level address: one canonical URL each.
  if (FIXED_PAGES.has(slug)) permanentRedirect(`/${slug}`)
  return <CmsPage slug={slug} />
}
