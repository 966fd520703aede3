import { CmsLink } from '@/components/cms-link'
import { MediaImage } from '@/components/media-image'
import type { BannerSection as BannerData } from '@/payload-types'

const TONE = { sun: 'bg-sun text-ink', chalk: 'bg-chalk text-paper', apple: 'bg-apple text-white' } as const

export function BannerSection({ section }: { section: BannerData }) {
  const tone = TONE[(section.tone as keyof typeof TONE) ?? 'sun'] ?? TONE.sun
  const image = typeof section.image === 'object' ? section.image : null
  return (
    <section className="container-site">
      <div
        className={`grid items-center gap-6 overflow-hidden rounded-3xl p-6 md:grid-cols-[1fr_auto] md:p-10 ${tone}`}
      >
        <div>
          <h2 className="text-3xl font-semibold md:text-4xl">{section.heading}</h2>
          {section.text && <p className="mt-3 max-w-2xl text-lg opacity-90">{section.text}</p>}
          <CmsLink
            link={section.link}
            className="mt-5 inline-flex h-12 items-center rounded-full bg-ink px-6 font-semibold text-paper hover:bg-ink/85"
          />
        </div>
        {image && (
          <div className="relative hidden aspect-square w-56 overflow-hidden rounded-2xl md:block">
            <MediaImage media={image} size="card" fill sizes="14rem" className="object-cover" />
          </div>
        )}
      </div>
    </section>
  )
}
