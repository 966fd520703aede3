import type { Block } from 'payload'

/** The main video: the newest trending video (else the newest), large, as on /videos. */
export const MainVideo: Block = {
  slug: 'mainVideo',
  interfaceName: 'MainVideoSection',
  labels: { singular: 'Main video', plural: 'Main videos' },
  fields: [{ name: 'heading', type: 'text', required: true, defaultValue: 'Watch this' }],
}
