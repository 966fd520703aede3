/**
 * What the integration world's builders share: quiet writes, files that differ each time, the
 * images by role, and the documents of the shared graph that leaf types point at.
 */
import type { CollectionSlug, Payload } from 'payload'

import { writePdf } from '@/lib/pdf/writer'
import type { Category, Media, Original } from '@/payload-types'

import { png as pngOf } from '../../support/png'
import { unique } from './fixtures'

/** Writes that build the world: no server is running to take cache expiries. */
export const QUIET = { context: { disableRevalidate: true } } as const

export const MEDIA_ROLES = [
  'hero', // hero image of article P
  'page', // hero image of page G
  'avatar', // avatar of author A
  'cover', // cover of series O
  'logo', // the site settings' logo
  'banner', // the home page's banner section
  'bodyUpload', // an image embedded in article Q's body
  'bodyBlock', // the image of an image-plus-text block in Q's body
  'feature', // the image of a feature block on page G
  'listicle', // an item image of a listicle block on page G
  'meme', // the picture of meme M
  'memeOther', // the picture of meme N
  'printable', // the preview of printable X
  'prize', // the picture of giveaway GW
  'poster', // the poster of video V
  'posterOther', // the poster of video W
  'showCover', // the cover of show S
  'favesThumb', // the thumbnail of faves day FD's pick
  'favesFace', // the photo of faves day FD's face
  'performer', // the photo of performer PF
  'pressLogo', // the logo of press article PR
  'tourHero', // the tour page's hero
] as const
export type MediaRole = (typeof MEDIA_ROLES)[number]

let shade = 0

/** A small PNG of its own colour, so that every file differs. */
export async function png(): Promise<{ data: Buffer; mimetype: string; name: string; size: number }> {
  shade = (shade + 37) % 256
  const data = await pngOf(48, 32, { r: shade, g: 90, b: 160 })
  return { data, mimetype: 'image/png', name: `image-${unique()}.png`, size: data.length }
}

/** A one-page Letter PDF whose words (and so whose bytes) differ each time. */
export async function pdf(words: string): Promise<{ data: Buffer; mimetype: string; name: string; size: number }> {
  const data = writePdf({
    title: words,
    pages: [{ width: 612, height: 792, marks: [{ kind: 'text', x: 72, y: 72, size: 12, text: words }] }],
  })
  return { data, mimetype: 'application/pdf', name: `sheet-${unique()}.pdf`, size: data.length }
}

/** What a content type's builder (`src/collections/<type>/tests/world.ts`) is given. */
export type WorldKit = {
  payload: Payload
  /** Creates a document quietly. */
  create: <T>(collection: CollectionSlug, data: Record<string, unknown>) => Promise<T>
  media: Record<MediaRole, Media>
  categories: { C: Category; D: Category }
  original: Original
}
