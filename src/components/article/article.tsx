import Link from 'next/link'

import { BodyRichText } from '@/blocks/body-rich-text'
import { AdSlot } from '@/components/ads/ad-slot'
import { SaveButton } from '@/components/account/save-button.client'
import { ChipLinks } from '@/components/chip-links'
import { ReadCounter } from '@/components/article/read-counter.client'
import { PageHeading } from '@/components/page-heading'
import { MediaImage } from '@/components/media-image'
import { NeighbourLinks, type Neighbour } from '@/components/neighbour-links'
import { PostCard } from '@/components/post-card'
import { ShareButton } from '@/components/share/share-button.client'
import { env } from '@/env'
import { formatDate } from '@/lib/format'
import { pathOf } from '@/content/registry'
import { getRelated, listSeriesParts, type SeriesPart } from '@/collections/posts/queries'
import { JsonLd, articleLd } from '@/lib/seo/json-ld'
import { getAdSetup } from '@/server/ads/setup'
import type { Post, SiteSetting } from '@/payload-types'

const objects = <T,>(list: (number | T)[] | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => typeof x === 'object' && x !== null)

export async function Article({ post, settings }: { post: Post; settings: SiteSetting }) {
  const categories = objects(post.categories)
  const authors = objects(post.authors)
  const series = typeof post.original === 'object' ? post.original : null
  const [related, parts] = await Promise.all([getRelated(post, 3), series ? listSeriesParts(series.id) : []])
  // A draft being previewed is not among the published parts: it gets no number.
  const part = parts.findIndex((p) => p.id === post.id)
  const neighbour = (i: number, label: string): Neighbour | null => {
    const p: SeriesPart | undefined = part === -1 ? undefined : parts[i]
    return p ? { href: pathOf('posts', p), label: `${label}: part ${i + 1}`, title: p.title } : null
  }
  const url = new URL(pathOf('posts', post), env.SERVER_URL).toString()
  const hero = typeof post.heroImage === 'object' ? post.heroImage : null
  const ads = post.adFree ? null : await getAdSetup()

  return (
    <article>
      <PageHeading
        title={post.title}
        intro={post.excerpt}
        crumbs={[
          { name: 'Articles', path: '/post' },
          ...(categories[0] ? [{ name: categories[0].title, path: pathOf('categories', categories[0]) }] : []),
          { name: post.title, path: pathOf('posts', post) },
        ]}
        eyebrow={
          series ? (
            <Link href={pathOf('originals', series)} className="hover:underline">
              A Staffroom Original · {series.title}
              {part !== -1 && ` · Part ${part + 1} of ${parts.length}`}
            </Link>
          ) : post.sponsored ? (
            <span>Sponsored{post.sponsor ? ` by ${post.sponsor}` : ''}</span>
          ) : (
            categories.map((c) => c.title).join(' · ')
          )
        }
      >
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted">
          {authors.length > 0 && (
            <p>
              By{' '}
              {authors.map((a, i) => (
                <span key={a.id}>
                  {i > 0 && ' & '}
                  <Link href={pathOf('authors', a)} className="font-semibold text-ink hover:underline">
                    {a.name}
                  </Link>
                </span>
              ))}
            </p>
          )}
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>}
        </div>
      </PageHeading>
      {hero && (
        <div className="container-site">
          <div className="relative aspect-[16/9] overflow-hidden rounded-3xl bg-sun-soft">
            <MediaImage
              media={hero}
              size="hero"
              fill
              priority
              sizes="(min-width: 1536px) 1440px, 100vw"
              className="object-cover"
            />
          </div>
        </div>
      )}
      <div className="container-site mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="mx-auto w-full max-w-3xl">
          {post.sponsored && (
            <p className="mb-6 rounded-xl bg-sun-soft px-4 py-3 text-sm">
              This article is sponsored{post.sponsor ? ` by ${post.sponsor}` : ''}. Our writers keep full editorial
              control.
            </p>
          )}
          <BodyRichText data={post.content} ads={ads} />
          {series && (
            <NeighbourLinks
              label={`${series.title}: other parts`}
              previous={neighbour(part - 1, 'Previous')}
              next={neighbour(part + 1, 'Next')}
              className="mt-10"
            />
          )}
          <div className="mt-10 flex flex-col gap-4 border-t border-line pt-6">
            <SaveButton kind="POST" id={post.id} noun="article" />
            <ShareButton
              url={url}
              title={post.title}
              image={hero?.url ? new URL(hero.url, env.SERVER_URL).toString() : undefined}
              noun="article"
            />
          </div>
        </div>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start" aria-label="About this article">
          {authors.map((a) => (
            <div key={a.id} className="rounded-2xl border border-line p-5">
              <p className="font-display text-lg font-semibold">
                <Link href={pathOf('authors', a)} className="hover:underline">
                  {a.name}
                </Link>
              </p>
              {a.role && <p className="text-sm text-muted">{a.role}</p>}
            </div>
          ))}
          <ChipLinks
            size="sm"
            label="Categories"
            chips={categories.map((c) => ({ href: pathOf('categories', c), label: c.title }))}
          />
          <AdSlot setup={ads} placement="sidebar" className="mt-0" />
        </aside>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related" className="container-site mt-16">
          <h2 id="related" className="text-3xl font-semibold">
            You might also like
          </h2>
          <ul className="mt-6 grid gap-8 md:grid-cols-3">
            {related.map((p) => (
              <li key={p.id}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <ReadCounter postId={post.id} />
      <JsonLd data={articleLd(post, settings)} />
    </article>
  )
}
