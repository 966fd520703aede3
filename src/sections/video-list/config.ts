import type { Block } from 'payload'

/** A grid of videos: the newest of one video category (its subcategories included), or of all. */
export const VideoList: Block = {
  slug: 'videoList',
  interfaceName: 'VideoListSection',
  labels: { singular: 'Video list', plural: 'Video lists' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'video-categories',
      admin: { description: 'Leave empty for the newest videos of every category.' },
    },
    { name: 'limit', type: 'number', defaultValue: 4, min: 1, max: 12 },
  ],
}
