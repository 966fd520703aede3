import { TestimonialQuotes } from '@/components/testimonial-quotes'
import { listTestimonials } from '@/collections/tour-shows/queries'
import type { TestimonialsSection as TestimonialsData } from '@/payload-types'

export async function TestimonialsSection({ id, heading, limit }: TestimonialsData) {
  const testimonials = (await listTestimonials('site')).slice(0, limit ?? 3)
  if (testimonials.length === 0) return null
  return (
    <section className="bg-sun-soft py-12" aria-labelledby={`testimonials-${id}`}>
      <div className="container-site">
        <h2 id={`testimonials-${id}`} className="mb-6 text-3xl font-semibold">
          {heading}
        </h2>
        <TestimonialQuotes testimonials={testimonials} />
      </div>
    </section>
  )
}
