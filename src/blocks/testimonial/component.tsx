import { MediaImage } from '@/components/media-image'
import type { TestimonialBlock as TestimonialBlockData } from '@/payload-types'

export function TestimonialBlock({ quote, name, role, photo }: TestimonialBlockData) {
  return (
    <figure className="mx-auto max-w-3xl rounded-3xl bg-sky p-6 sm:p-10">
      <blockquote className="m-0 border-0 p-0 font-display text-2xl leading-snug not-italic text-ink md:text-3xl">
        <p className="m-0 whitespace-pre-line">“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        {photo && typeof photo === 'object' && (
          <div className="relative size-14 shrink-0 overflow-hidden rounded-full">
            <MediaImage media={photo} size="thumbnail" fill sizes="56px" />
          </div>
        )}
        <div>
          <div className="font-semibold">{name}</div>
          {role && <div className="text-muted">{role}</div>}
        </div>
      </figcaption>
    </figure>
  )
}
