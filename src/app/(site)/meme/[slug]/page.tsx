import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { MemeView } from '@/components/memes/meme-view'
import { SiteLayout } from '@/layouts/site-layout'
import { getSiteSettings } from '@/lib/queries/globals'
import { getMeme } from '@/collections/memes/queries'
import { memeSeo } from '@/collections/memes/metadata'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return [] // rendered on first request, then cached until a publish expires its tag
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const meme = await getMeme((await params).slug)
  if (!meme) return {}
  return pageMetadata(memeSeo(meme))
}

export default async function MemePage({ params }: Props) {
  const meme = await getMeme((await params).slug)
  if (!meme) notFound()
  return (
    <SiteLayout layout="single_meme">
      <MemeView meme={meme} settings={await getSiteSettings()} />
    </SiteLayout>
  )
}
