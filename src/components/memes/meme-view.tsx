import { SaveButton } from '@/components/account/save-button.client'
import { ChipLinks } from '@/components/chip-links'
import { galleryHref } from '@/components/memes/gallery-href'
import { MemeCard } from '@/components/memes/meme-card'
import { MediaImage } from '@/components/media-image'
import { NeighbourLinks } from '@/components/neighbour-links'
import { PageHeading } from '@/components/page-heading'
import { ShareButton } from '@/components/share/share-button.client'
import { pathOf } from '@/content/registry'
import { env } from '@/env'
import { formatDate } from '@/lib/format'
import { getMemeNeighbours, getRelatedMemes } from '@/collections/memes/queries'
import { documentLd, JsonLd } from '@/lib/seo/json-ld'
import type { Category, Meme, SiteSetting } from '@/payload-types'

const fileName = (meme: Meme, url: string) => `${meme.slug ?? 'meme'}${url.match(/\.\w+$/)?.[0] ?? ''}`

/** One meme: the picture, its words, where it sits among the others, and ways to keep it. */
export async function MemeView({ meme, settings }: { meme: Meme; settings: SiteSetting }) {
  const image = typeof meme.image === 'object' ? meme.image : null
  const categories = (meme.categories ?? []).filter((c): c is Category => typeof c === 'object')
  // Only what each read needs: the arguments are the cache keys.
  const [{ newer, older }, related] = await Promise.all([
    getMemeNeighbours({ id: meme.id, publishedAt: meme.publishedAt }),
    getRelatedMemes({ id: meme.id, categories: categories.map((c) => c.id) }, 4),
  ])
  const url = new URL(pathOf('memes', meme), env.SERVER_URL).toString()
  const file = image?.url ? new URL(image.url, env.SERVER_URL) : null

  return (
    <article>
      <PageHeading
        title={meme.title}
        crumbs={[
          { name: 'Memes', path: '/memes' },
          ...(categories[0]
            ? [{ name: categories[0].title, path: galleryHref('/memes', 1, categories[0].slug ?? '') }]
            : []),
          { name: meme.title, path: pathOf('memes', meme) },
        ]}
      >
        {meme.publishedAt && (
          <p className="mt-4 text-sm text-muted">
            <time dateTime={meme.publishedAt}>{formatDate(meme.publishedAt)}</time>
          </p>
        )}
      </PageHeading>
      <div className="container-site grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <figure className="overflow-hidden rounded-3xl border-2 border-ink bg-sun-soft">
            <MediaImage
              media={image}
              priority
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="mx-auto h-auto max-h-[80vh] w-auto max-w-full"
            />
            <figcaption className="border-t-2 border-ink bg-paper p-5">
              <h2 className="text-lg font-semibold">What it says</h2>
              <p className="mt-2 whitespace-pre-line">{meme.transcript}</p>
            </figcaption>
          </figure>
          <NeighbourLinks
            label="More memes"
            previous={older && { href: pathOf('memes', older), label: 'Previous meme', title: older.title }}
            next={newer && { href: pathOf('memes', newer), label: 'Next meme', title: newer.title }}
          />
        </div>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start" aria-label="About this meme">
          <div className="flex flex-col gap-4 rounded-2xl border border-line p-5">
            <SaveButton kind="MEME" id={meme.id} noun="meme" />
            {file && (
              <a
                href={file.pathname}
                download={fileName(meme, file.pathname)}
                className="inline-flex h-10 items-center gap-2 self-start rounded-full border border-ink/15 px-4 text-sm font-semibold hover:bg-sun-soft"
              >
                Download the image
              </a>
            )}
            <ShareButton url={url} title={meme.title} image={file?.toString()} noun="meme" />
          </div>
          <ChipLinks
            size="sm"
            label="Categories"
            chips={categories.map((c) => ({ href: galleryHref('/memes', 1, c.slug ?? ''), label: c.title }))}
          />
          {(meme.tags ?? []).length > 0 && (
            <p className="text-sm text-muted">Tagged {(meme.tags ?? []).map((t) => `#${t}`).join(' ')}</p>
          )}
        </aside>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related" className="container-site mt-16 pb-16">
          <h2 id="related" className="text-3xl font-semibold">
            More like this
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {related.map((m) => (
              <li key={m.id}>
                <MemeCard meme={m} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd data={documentLd('memes', meme, settings)!} />
    </article>
  )
}
