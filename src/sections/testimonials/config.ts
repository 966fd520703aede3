import type { Block } from 'payload'

/** Testimonials marked to show on the site (not only on the tour page), newest order first. */
export const Testimonials: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsSection',
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'What teachers say' },
    {
      name: 'limit',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 12,
      admin: { description: 'How many testimonials: those whose "Shows on" includes the site, in their order.' },
    },
  ],
}
