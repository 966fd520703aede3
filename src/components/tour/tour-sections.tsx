import type { ReactNode } from 'react'

import { MediaImage } from '@/components/media-image'
import { formatDate } from '@/lib/format'
import { TestimonialQuotes } from '@/components/testimonial-quotes'
import type { Performer, PressArticle, Testimonial, Tour } from '@/payload-types'

export function TourSection({
  id,
  title,
  children,
  band = false,
}: {
  id: string
  title: string
  children: ReactNode
  band?: boolean
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-24 py-12 ${band ? 'bg-sun-soft' : ''}`}>
      <div className="container-site">
        <h2 id={`${id}-title`} className="mb-6 text-3xl font-semibold md:text-4xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  )
}

/** The editor's announcement, until its end date. */
export function Announcement({ tour, now }: { tour: Tour; now: number }) {
  const { text, endsAt } = tour.announcement ?? {}
  if (!text || (endsAt && Date.parse(endsAt) <= now)) return null
  return (
    <aside aria-label="Announcement" className="bg-sun" data-tour="announcement">
      <p className="container-site py-3 text-center text-lg font-semibold">{text}</p>
    </aside>
  )
}

export function Performers({ performers }: { performers: Performer[] }) {
  return (
    <TourSection id="performers" title="Performers">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {performers.map((p) => (
          <li key={p.id} id={`performer-${p.slug}`} className="scroll-mt-24">
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border-2 border-ink bg-paper">
              <div className="relative aspect-square border-b-2 border-ink bg-sky">
                <MediaImage
                  media={p.photo}
                  fill
                  sizes="(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 100vw"
                  className="object-cover"
                />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="text-xl font-semibold">{p.name}</h3>
                <p className="text-sm font-bold tracking-wider text-chalk uppercase">
                  {p.role === 'host' ? 'Host' : 'Headliner'}
                </p>
                <p className="text-sm">{p.bio}</p>
                {(p.socials ?? []).length > 0 && (
                  <ul className="mt-auto flex flex-wrap gap-3 pt-2 text-sm font-semibold">
                    {(p.socials ?? []).map((s) => (
                      <li key={s.id ?? s.url}>
                        <a href={s.url} rel="noopener noreferrer" className="underline underline-offset-4">
                          {s.network}
                          <span className="sr-only"> of {p.name}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </TourSection>
  )
}

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <TourSection id="testimonials" title="What teachers say" band>
      <TestimonialQuotes testimonials={testimonials} />
    </TourSection>
  )
}

export function Press({ articles }: { articles: PressArticle[] }) {
  return (
    <TourSection id="press" title="In the press">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((a) => (
          <li key={a.id}>
            <article className="flex h-full flex-col gap-3 rounded-2xl border-2 border-ink/15 p-5">
              <div className="relative h-12 w-40">
                <MediaImage media={a.logo} fill sizes="160px" className="object-contain object-left" />
              </div>
              <p className="text-sm font-bold tracking-wider text-chalk uppercase">
                {a.outlet} · <time dateTime={a.date}>{formatDate(a.date)}</time>
              </p>
              <h3 className="text-lg font-semibold">
                <a
                  href={a.url}
                  rel="noopener noreferrer"
                  className="underline decoration-sun decoration-2 underline-offset-4"
                >
                  {a.title}
                </a>
              </h3>
              {a.quote && <blockquote className="text-muted">“{a.quote}”</blockquote>}
            </article>
          </li>
        ))}
      </ul>
    </TourSection>
  )
}

export function PhotoNetwork({ tour }: { tour: Tour }) {
  const { network, handle, url, images } = tour.photos ?? {}
  if (!handle) return null
  const pictures = (images ?? []).filter((i) => typeof i === 'object')
  return (
    <TourSection id="photos" title={`#${tour.name.replace(/\W+/g, '')} on ${network || 'Instagram'}`} band>
      <p className="mb-6 text-lg">
        Tag your night out and follow{' '}
        {url ? (
          <a href={url} rel="noopener noreferrer" className="font-semibold underline underline-offset-4">
            @{handle}
            <span className="sr-only"> on {network || 'Instagram'}</span>
          </a>
        ) : (
          <span className="font-semibold">@{handle}</span>
        )}{' '}
        for photos from every show.
      </p>
      {pictures.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {pictures.map((image) => (
            <li key={image.id} className="relative aspect-square overflow-hidden rounded-xl border-2 border-ink">
              <MediaImage media={image} fill sizes="(min-width: 640px) 24vw, 48vw" className="object-cover" />
            </li>
          ))}
        </ul>
      )}
    </TourSection>
  )
}

export function About({ tour }: { tour: Tour }) {
  if (!tour.about) return null
  return (
    <TourSection id="about" title={`About ${tour.name}`}>
      <div className="flex max-w-3xl flex-col gap-4 text-lg">
        {tour.about.split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </TourSection>
  )
}
