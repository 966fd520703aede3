import type { Block } from 'payload'

/** The newest videos, in a slider. */
export const RecentVideo: Block = {
  slug: 'recentVideo',
  interfaceName: 'RecentVideoSection',
  labels: { singular: 'Recent videos', plural: 'Recent videos' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'New videos' },
    { name: 'limit', type: 'number', defaultValue: 8, min: 1, max: 24 },
  ],
}
