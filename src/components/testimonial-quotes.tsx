import type { Testimonial } from '@/payload-types'

/** Testimonials as quotes with their author: the tour page's and the home section's. */
export function TestimonialQuotes({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.id}>
          <figure className="flex h-full flex-col gap-3 rounded-2xl bg-paper p-5">
            <blockquote className="text-lg">“{t.quote}”</blockquote>
            <figcaption className="mt-auto text-sm">
              <span className="font-semibold">{t.name}</span>
              {t.role && <span className="text-muted">, {t.role}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
