import { CmsLink } from '@/components/cms-link'
import { MediaImage } from '@/components/media-image'
import type { BannerSection as BannerData } from '@/payload-types'

const TONES: Record<NonNullable<BannerData['tone']>, string> = {
  sun: 'bg-sun text-ink',
  chalk: 'bg-chalk text-paper',
  apple: 'bg-apple text-white',
}

export function BannerSection({ heading, text, image, tone, link }: BannerData) {
  return (
    <section className="container-site">
      <div
        className={`grid items-center gap-6 overflow-hidden rounded-3xl p-6 md:grid-cols-[1fr_auto] md:p-10 ${TONES[tone ?? 'sun']}`}
      >
        <div>
          <h2 className="text-3xl font-semibold md:text-4xl">{heading}</h2>
          {text && <p className="mt-3 max-w-2xl text-lg opacity-90">{text}</p>}
          <CmsLink
            link={link}
            className="mt-5 inline-flex h-12 items-center rounded-full bg-ink px-6 font-semibold text-paper hover:bg-ink/85"
          />
        </div>
        {image && typeof image === 'object' && (
          <div className="relative hidden aspect-square w-56 overflow-hidden rounded-2xl md:block">
            <MediaImage media={image} size="card" fill sizes="14rem" className="object-cover" />
          </div>
        )}
      </div>
    </section>
  )
}
