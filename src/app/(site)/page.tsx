import type { Metadata } from 'next'

import { SiteLayout } from '@/layouts/site-layout'
import { getHome, getSiteSettings } from '@/lib/queries/globals'
import { RenderSections } from '@/sections/render-sections'

export const metadata: Metadata = {}

export default async function HomePage() {
  const [home, settings] = await Promise.all([getHome(), getSiteSettings()])
  return (
    <SiteLayout layout="home">
      <h1 className="sr-only">
        {settings.brandName}: {settings.tagline}
      </h1>
      <RenderSections sections={home.sections ?? []} />
    </SiteLayout>
  )
}
