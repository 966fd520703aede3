import type { Block } from 'payload'

/** Podcasts: the featured show, large, and the newest episodes of every show. */
export const Podcasts: Block = {
  slug: 'podcasts',
  interfaceName: 'PodcastsSection',
  labels: { singular: 'Podcasts', plural: 'Podcasts' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Listen in' },
    {
      name: 'episodes',
      type: 'number',
      required: true,
      defaultValue: 3,
      min: 0,
      max: 6,
      admin: { description: 'How many of the newest episodes to list beside the show (0 for none).', step: 1 },
    },
  ],
}
