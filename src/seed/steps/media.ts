import { IMAGES, IMAGE_KEYS, renderImage, type ImageKey } from '@/seed/art/catalogue'
import { inBatches, uploadDrawing, type Seeder } from '@/seed/context'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Finds each image by file name. Payload renames an upload whose name is taken on disk
 * (`gold-stars-1.png`), which happens when the database was reset but media/ was not; such a
 * renamed copy counts as the image, so a second run does not upload it again.
 */
async function existingImages(s: Seeder): Promise<Map<ImageKey, number>> {
  const { docs } = await s.payload.find({
    collection: 'media',
    select: { filename: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const found = new Map<ImageKey, number>()
  for (const key of IMAGE_KEYS) {
    const { filename } = IMAGES[key]
    const renamed = new RegExp(`^${escape(filename.replace(/\.png$/, ''))}-\\d+\\.png$`)
    const doc =
      docs.find((d) => d.filename === filename) ??
      docs.find((d) => typeof d.filename === 'string' && renamed.test(d.filename))
    if (doc) found.set(key, doc.id)
  }
  return found
}

/** Draws and uploads the missing images, four at a time (sharp does the work off the main thread). */
export async function seedMedia(s: Seeder) {
  const existing = await existingImages(s)
  for (const [key, id] of existing) s.media.set(key, id)
  const missing = IMAGE_KEYS.filter((key) => !existing.has(key))
  await inBatches(missing, async (key) => {
    const { filename, alt } = IMAGES[key]
    const doc = await uploadDrawing(s, await renderImage(key), alt, filename)
    s.media.set(key, doc.id)
  })
}
