import { notFound } from 'next/navigation'

import { ChipLinks } from '@/components/chip-links'
import { galleryHref } from '@/components/memes/gallery-href'
import { MemeGallery } from '@/components/memes/meme-gallery.client'
import { PageHeading } from '@/components/page-heading'
import { SiteLayout } from '@/layouts/site-layout'
import { listMemeCategories, listMemes, MEME_PAGE_SIZE } from '@/lib/queries/memes'
import type { Category } from '@/payload-types'

/** /memes: the gallery, pages 1..`page` at once, filtered by `category` when given. */
export async function MemeIndex({ page, category }: { page: number; category: Category | null }) {
  const [result, categories] = await Promise.all([
    listMemes({ through: page, category: category?.id }),
    listMemeCategories(),
  ])
  if (page > 1 && result.docs.length <= (page - 1) * MEME_PAGE_SIZE) notFound()
  const title = category ? `${category.title} memes` : 'Memes'
  return (
    <SiteLayout layout="memes">
      <PageHeading
        title={title}
        intro="Pictures worth a thousand marked essays. Every meme has its words typed out underneath."
        crumbs={[
          { name: 'Memes', path: '/memes' },
          ...(category ? [{ name: category.title, path: galleryHref('/memes', 1, category.slug ?? '') }] : []),
        ]}
      >
        <nav aria-label="Meme categories" className="mt-6">
          <ChipLinks
            size="sm"
            label="Filter by category"
            chips={[
              { href: '/memes', label: 'All memes', tone: category ? 'sun' : 'chalk' },
              ...categories.map((c) => ({
                href: galleryHref('/memes', 1, c.slug ?? ''),
                label: c.title,
                tone: c.id === category?.id ? ('chalk' as const) : ('sun' as const),
              })),
            ]}
          />
        </nav>
      </PageHeading>
      <div className="container-site pb-16">
        <MemeGallery
          key={`${category?.id ?? 'all'}:${page}`}
          memes={result.docs}
          page={page}
          pageSize={MEME_PAGE_SIZE}
          hasMore={result.hasMore}
          category={category ? { id: category.id, slug: category.slug ?? '' } : undefined}
        />
      </div>
    </SiteLayout>
  )
}
