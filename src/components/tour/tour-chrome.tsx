import Link from 'next/link'

import { MediaImage } from '@/components/media-image'
import type { Tour } from '@/payload-types'

export const TOUR_SECTIONS = [
  { id: 'shows', label: 'Shows' },
  { id: 'performers', label: 'Performers' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'press', label: 'Press' },
  { id: 'photos', label: 'Photos' },
  { id: 'video', label: 'Video' },
  { id: 'about', label: 'About' },
  { id: 'contact', label: 'Contact us' },
] as const

/** The tour header and navigation: the tour's name, its line, and a link to each section. */
export function TourHeader({ tour }: { tour: Tour }) {
  return (
    <header className="bg-ink text-paper" data-tour="header">
      <div className="container-site flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="text-sm font-bold tracking-wider text-sun uppercase">Live comedy tour</p>
          <h1 className="font-display text-3xl font-semibold md:text-4xl">{tour.name}</h1>
          {tour.tagline && <p className="mt-1 text-paper/90">{tour.tagline}</p>}
        </div>
        <nav aria-label="Comedy tour" data-tour="nav">
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
            {TOUR_SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="underline-offset-4 hover:underline">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}

/** Hero: the editor's clip (played by the visitor, never on its own) or picture. */
export function TourHero({ tour }: { tour: Tour }) {
  const { hero } = tour
  const video = hero?.kind === 'video' && typeof hero.video === 'object' ? hero.video : null
  const poster = typeof hero?.image === 'object' ? hero.image : null
  if (!video?.url && !poster) return null
  return (
    <div
      className="relative aspect-[16/7] min-h-56 w-full overflow-hidden border-b-2 border-ink bg-ink"
      data-tour="hero"
    >
      {video?.url ? (
        <video
          controls
          muted
          playsInline
          preload="none"
          poster={poster?.url ?? undefined}
          className="h-full w-full object-cover"
          aria-label={`${tour.name}: a clip from the tour`}
        >
          <source src={video.url} type={video.mimeType ?? 'video/mp4'} />
        </video>
      ) : (
        <MediaImage media={poster} fill priority sizes="100vw" className="object-cover" />
      )}
    </div>
  )
}

/** The tour footer: its name, the sections again, and the way back to the rest of the site. */
export function TourFooter({ tour }: { tour: Tour }) {
  return (
    <footer className="mt-12 bg-chalk text-paper" data-tour="footer">
      <div className="container-site flex flex-col gap-4 py-8 md:flex-row md:items-center md:justify-between">
        <p className="font-display text-xl font-semibold">{tour.name}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
          <li>
            <a href="#shows" className="underline underline-offset-4">
              Find a show
            </a>
          </li>
          <li>
            <Link href="/comedy-tour?view=archive#shows" className="underline underline-offset-4">
              Past shows
            </Link>
          </li>
          <li>
            <a href="#contact" className="underline underline-offset-4">
              Book us or ask a question
            </a>
          </li>
          <li>
            <Link href="/" className="underline underline-offset-4">
              Staffroom home
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  )
}
