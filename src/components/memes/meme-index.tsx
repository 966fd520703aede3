import { notFound } from 'next/navigation'

import { ChipLinks } from '@/components/chip-links'
import { galleryHref, galleryPages } from '@/components/memes/gallery-href'
import { MemeCard } from '@/components/memes/meme-card'
import { MemeGallery } from '@/components/memes/meme-gallery.client'
import { PageHeading } from '@/components/page-heading'
import { SiteLayout } from '@/layouts/site-layout'
import { listMemeCategories, listMemes, MEME_PAGE_SIZE, MEME_PAGES_AT_ONCE } from '@/collections/memes/queries'
import type { Category } from '@/payload-types'

/**
 * /memes: the gallery through `page`, filtered by `category` when given. A refresh after "Load
 * more" shows what was loaded: pages 1..`page`, or the last MEME_PAGES_AT_ONCE of them with a link
 * to the earlier ones.
 */
export async function MemeIndex({ page, category }: { page: number; category: Category | null }) {
  const numbers = galleryPages(page, MEME_PAGES_AT_ONCE)
  const first = numbers[0]
  const [pages, categories] = await Promise.all([
    Promise.all(numbers.map((n) => listMemes({ page: n, category: category?.id }))),
    listMemeCategories(),
  ])
  const last = pages.at(-1)!
  if (page > 1 && last.docs.length === 0) notFound()
  const memes = pages.flatMap((p) => p.docs)
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
        {first > 1 && (
          <p className="mb-6">
            <a href={galleryHref('/memes', first - 1, category?.slug ?? undefined)} className="font-semibold underline">
              Show earlier memes
            </a>
          </p>
        )}
        <MemeGallery
          key={`${category?.id ?? 'all'}:${page}`}
          ids={memes.map((meme) => meme.id)}
          page={page}
          pageSize={MEME_PAGE_SIZE}
          hasMore={last.hasMore}
          category={category ? { id: category.id, slug: category.slug ?? '' } : undefined}
        >
          {memes.map((meme, i) => (
            <li key={meme.id}>
              {/* The first two are in view on every screen: the largest paint is one of them. */}
              <MemeCard meme={meme} priority={i < 2} />
            </li>
          ))}
        </MemeGallery>
      </div>
    </SiteLayout>
  )
}
