import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig, Plugin } from 'payload'

type Upload = Exclude<NonNullable<CollectionConfig['upload']>, boolean>
type FileHandler = NonNullable<Upload['handlers']>[number]

/** A file the database names but the disk lacks answers 404 (Payload's own answer is a 500). */
const missingFile = (staticDir: string): FileHandler =>
  // Returning nothing hands the request on (Payload's type wants Promise<void> or Promise<Response>).
  (async (_req, { params }) => {
    const dir = path.resolve(staticDir)
    const file = path.resolve(dir, params.filename)
    if (!file.startsWith(dir + path.sep)) return // Payload refuses it (400)
    const exists = await stat(file).then(
      () => true,
      (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
    )
    if (exists) return
    return Response.json(
      { errors: [{ message: `There is no file named "${params.filename}".` }] },
      { status: 404, headers: { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } },
    )
  }) as FileHandler

function harden(upload: Upload, slug: string): Upload {
  const modify = upload.modifyResponseHeaders
  return {
    ...upload,
    // Any constructor option makes Payload decode every image with sharp and save what it
    // re-encodes (same format, EXIF orientation applied), never the bytes as sent: HTML or a
    // script appended to a PNG is gone, and so are EXIF, GPS and other metadata. The limit itself
    // refuses decompression bombs (sharp's default is 268 megapixels).
    constructorOptions: { limitInputPixels: 100_000_000, ...upload.constructorOptions },
    withMetadata: false,
    handlers: [missingFile(upload.staticDir ?? slug), ...(upload.handlers ?? [])],
    modifyResponseHeaders: ({ headers }) => {
      const out = modify?.({ headers }) ?? headers
      // Browsers must take the sniffed type Payload sends, never guess HTML from the bytes.
      out.set('X-Content-Type-Options', 'nosniff')
      return out
    },
  }
}

/**
 * Every upload collection, present and future, gets the same protections: listed last in
 * src/plugins.ts so that it also sees collections other plugins add.
 */
export const safeUploads: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.upload
      ? { ...collection, upload: harden(collection.upload === true ? {} : collection.upload, collection.slug) }
      : collection,
  ),
})
