import type { ReactNode } from 'react'

import { EmbeddedFormBlock } from '@/blocks/embedded-form/component'
import { MediaImage } from '@/components/media-image'
import { TourFooter, TourHero, TourHeader } from '@/components/tour/tour-chrome'
import { TourLive } from '@/components/tour/tour-live.client'
import {
  About,
  Announcement,
  Performers,
  PhotoNetwork,
  Press,
  Testimonials,
  TourSection,
} from '@/components/tour/tour-sections'
import { Carousel } from '@/components/ui/carousel.client'
import { VideoPlayer } from '@/components/videos/video-player.client'
import { SiteLayout } from '@/layouts/site-layout'
import { getGlobal } from '@/lib/queries/globals'
import { listPerformers } from '@/collections/performers/queries'
import { listPressArticles, listTestimonials } from '@/collections/tour-shows/queries'
import { revalidateAt } from '@/lib/revalidate-at'
import { isSafeHref } from '@/lib/safe-url'

/**
 * /comedy-tour (and its alias /teachers-do-stand-up-tour): the comedy-tour layout around the tour
 * header and navigation, every section of the tour, and the tour footer. The shows are the page
 * inside it (`children`, src/components/tour/tour-shows.tsx): a new view of them (a filter, more
 * dates) fetches that part alone. The only scripts are the slider, "use my location", "show more
 * dates" and the live-update listener.
 */
export async function TourLayout({ children }: { children: ReactNode }) {
  const [tour, performers, press, testimonials] = await Promise.all([
    getGlobal('tour'),
    listPerformers(),
    listPressArticles(),
    listTestimonials('tour'),
  ])
  // eslint-disable-next-line react-hooks/purity -- a server component: "now" is when its HTML is made
  const now = Date.now()
  // Re-render when the announcement runs out (the shows' own moments are the page's).
  const endsAt = tour.announcement?.endsAt ? Date.parse(tour.announcement.endsAt) : Number.NaN
  await revalidateAt(endsAt > now ? new Date(endsAt) : null)
  const slides = (tour.slides ?? []).filter((s) => typeof s.image === 'object')
  const formId = typeof tour.contact?.form === 'object' ? tour.contact.form?.id : tour.contact?.form
  const videoPoster = typeof tour.video?.poster === 'object' ? tour.video.poster : null
  return (
    <SiteLayout layout="comedy-tour">
      <TourHeader tour={tour} />
      <Announcement tour={tour} now={now} />
      <TourHero tour={tour} />
      {slides.length > 0 && (
        <div className="container-site py-10" data-tour="slides">
          <Carousel title="On the tour" itemClassName="w-[88%] sm:w-[60%] lg:w-[calc((100%-1.5rem)/2)]">
            {slides.map((slide) => (
              <figure key={slide.id} className="relative overflow-hidden rounded-2xl border-2 border-ink">
                <div className="relative aspect-[16/9]">
                  <MediaImage
                    media={slide.image}
                    fill
                    sizes="(min-width: 1024px) 45vw, 88vw"
                    className="object-cover"
                  />
                </div>
                <figcaption className="flex flex-col gap-1 bg-paper p-4">
                  <span className="text-lg font-semibold">{slide.heading}</span>
                  {slide.text && <span>{slide.text}</span>}
                  {slide.linkUrl && isSafeHref(slide.linkUrl) && (
                    <a href={slide.linkUrl} className="font-semibold text-chalk underline underline-offset-4">
                      {slide.linkLabel || 'Find out more'}
                    </a>
                  )}
                </figcaption>
              </figure>
            ))}
          </Carousel>
        </div>
      )}
      {children}
      {performers.length > 0 && <Performers performers={performers} />}
      {testimonials.length > 0 && <Testimonials testimonials={testimonials} />}
      {press.length > 0 && <Press articles={press} />}
      <PhotoNetwork tour={tour} />
      {tour.video?.platformId && (
        <TourSection id="video" title={tour.video.title || `Watch ${tour.name}`}>
          <div className="relative aspect-video max-w-4xl overflow-hidden rounded-2xl border-2 border-ink bg-ink">
            <VideoPlayer
              title={tour.video.title || tour.name}
              source={{ kind: 'platform', platformId: tour.video.platformId }}
              poster={
                <MediaImage media={videoPoster} fill sizes="(min-width: 1024px) 60vw, 100vw" className="object-cover" />
              }
            />
          </div>
        </TourSection>
      )}
      <About tour={tour} />
      {formId && (
        <div id="contact" className="container-site scroll-mt-24">
          <EmbeddedFormBlock
            blockType="embeddedForm"
            form={formId}
            heading={tour.contact?.heading}
            intro={tour.contact?.intro}
          />
        </div>
      )}
      <TourFooter tour={tour} />
      <TourLive />
    </SiteLayout>
  )
}
