import type { CollectionConfig, Plugin } from 'payload'

import { guardedFileRoute, onlyNamedFiles } from '@/server/file-route'
import { checkPixels, PIXEL_LIMITS } from '@/server/image-pixels'
import { shrinkOnArrival } from '@/server/shrink-upload'
import { assertSeparateUploadDirs } from '@/server/upload-dirs'

type Upload = Exclude<NonNullable<CollectionConfig['upload']>, boolean>

function harden(upload: Upload, slug: string): Upload {
  const modify = upload.modifyResponseHeaders
  return {
    ...upload,
    // Any constructor option makes Payload decode every image with sharp and save what it
    // re-encodes (same format, EXIF orientation applied), never the bytes as sent: HTML or a
    // script appended to a PNG is gone, and so are EXIF, GPS and other metadata. The pixel limit is
    // the collection's own, else the one for anything the public sends (image-pixels.ts); checkPixels
    // refuses a larger image from its header before sharp decodes anything.
    constructorOptions: { limitInputPixels: PIXEL_LIMITS.public, ...upload.constructorOptions },
    withMetadata: false,
    handlers: [onlyNamedFiles(slug, upload.staticDir ?? slug), ...(upload.handlers ?? [])],
    modifyResponseHeaders: ({ headers }) => {
      const out = modify?.({ headers }) ?? headers
      // Browsers must take the sniffed type Payload sends, never guess HTML from the bytes.
      out.set('X-Content-Type-Options', 'nosniff')
      return out
    },
  }
}

function hardenCollection(collection: CollectionConfig): CollectionConfig {
  if (!collection.upload) return collection
  const upload = harden(collection.upload === true ? {} : collection.upload, collection.slug)
  const given = upload.constructorOptions?.limitInputPixels
  const limit = typeof given === 'number' && given > 0 ? given : PIXEL_LIMITS.public
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    upload,
    // The pixel check first, so that nothing else looks at a file too large to decode; then the
    // collection's own rules judge the file as it was sent (a profile picture's 5 MB); last, the
    // image is made no larger than the collection stores, once, before Payload makes its sizes.
    hooks: {
      ...hooks,
      beforeOperation: [checkPixels(limit), ...(hooks.beforeOperation ?? []), shrinkOnArrival(upload)],
    },
    // The file route's GET and HEAD, ahead of Payload's (src/server/file-route.ts).
    endpoints:
      collection.endpoints === false ? false : [...guardedFileRoute(collection.slug), ...(collection.endpoints ?? [])],
  }
}

/**
 * Every upload collection, present and future, gets the same protections: listed last in
 * src/plugins.ts so that it also sees collections other plugins add.
 */
export const safeUploads: Plugin = (config) => {
  assertSeparateUploadDirs(config.collections ?? [])
  return { ...config, collections: config.collections?.map(hardenCollection) }
}
