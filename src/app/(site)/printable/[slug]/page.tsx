import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PrintableView } from '@/components/printables/printable-view'
import { SiteLayout } from '@/layouts/site-layout'
import { getSiteSettings } from '@/lib/queries/globals'
import { getPrintable } from '@/collections/printables/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { printableSeo } from '@/collections/printables/metadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return [] // rendered on first request, then cached until a publish (or a counted download) expires its tag
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const printable = await getPrintable((await params).slug)
  if (!printable) return {}
  return pageMetadata(printableSeo(printable))
}

export default async function PrintablePage({ params }: Props) {
  const printable = await getPrintable((await params).slug)
  if (!printable) notFound()
  return (
    <SiteLayout layout="default">
      <PrintableView printable={printable} settings={await getSiteSettings()} />
    </SiteLayout>
  )
}
