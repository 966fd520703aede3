import { notFound } from 'next/navigation'
import type { Metadata } from 'next'

import { RenderBlocks } from '@/blocks/render-blocks'
import { MediaImage } from '@/components/media-image'
import { PageHeading } from '@/components/page-heading'
import { SiteLayout } from '@/layouts/site-layout'
import { pathOf } from '@/content/registry'
import { getPage } from '@/collections/pages/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageSeo } from '@/collections/pages/metadata'

/** A CMS page (fixed pages and /page/{slug}) in the layout its editor chose. */
export async function CmsPage({ slug }: { slug: string }) {
  const page = await getPage(slug)
  if (!page) notFound()
  const hero = typeof page.heroImage === 'object' ? page.heroImage : null
  return (
    <SiteLayout layout={page.layout}>
      <PageHeading title={page.title} intro={page.intro} crumbs={[{ name: page.title, path: pathOf('pages', page) }]} />
      {hero && (
        <div className="container-site mb-10">
          <div className="relative aspect-[21/9] overflow-hidden rounded-3xl bg-sun-soft">
            <MediaImage media={hero} size="hero" fill priority sizes="100vw" className="object-cover" />
          </div>
        </div>
      )}
      <div className="container-site">
        <div className="mx-auto max-w-4xl">
          <RenderBlocks blocks={page.blocks ?? []} />
        </div>
      </div>
    </SiteLayout>
  )
}

export async function cmsPageMetadata(slug: string): Promise<Metadata> {
  const page = await getPage(slug)
  if (!page) return {}
  return pageMetadata(pageSeo(page))
}

/** The route module of one fixed page with its own top-level address (/about-us, /faq, …). */
export function fixedPage(slug: string) {
  return {
    Page: () => <CmsPage slug={slug} />,
    generateMetadata: () => cmsPageMetadata(slug),
  }
}
