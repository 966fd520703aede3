import Link from 'next/link'

import { hrefOf } from '@/components/cms-link'
import { MediaImage } from '@/components/media-image'
import type { FeatureBlock as FeatureBlockData } from '@/payload-types'

export function FeatureBlock({ eyebrow, heading, text, image, hasLink, link }: FeatureBlockData) {
  const href = hasLink ? hrefOf(link) : null
  const hasImage = typeof image === 'object' && image !== null

  return (
    <div className={`grid items-center gap-8 rounded-3xl bg-sun-soft p-6 sm:p-10 ${hasImage ? 'md:grid-cols-2' : ''}`}>
      <div>
        {eyebrow && <p className="mt-0 mb-2 text-sm font-bold tracking-widest text-chalk-light uppercase">{eyebrow}</p>}
        <h2 className="my-0 text-3xl font-semibold md:text-4xl">{heading}</h2>
        {text && <p className="mt-4 mb-0 text-lg leading-relaxed whitespace-pre-line">{text}</p>}
        {href && link?.label && (
          <Link
            href={href}
            {...(link.newTab && { target: '_blank', rel: 'noopener noreferrer' })}
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-chalk px-6 py-3 font-semibold text-paper no-underline hover:bg-chalk-light"
          >
            {link.label}
            {link.newTab && <span className="sr-only"> (opens in a new tab)</span>}
          </Link>
        )}
      </div>
      {hasImage && (
        <div className="relative aspect-[8/5] overflow-hidden rounded-2xl">
          <MediaImage
            media={image}
            size="card"
            fill
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 45vw, 100vw"
          />
        </div>
      )}
    </div>
  )
}
