import { writeFile } from 'node:fs/promises'

import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import sharp from 'sharp'

import { uploadedBytes } from '@/server/uploaded-file'

type Upload = Exclude<NonNullable<CollectionConfig['upload']>, boolean>
type ArrivedFile = { data?: Uint8Array; tempFilePath?: string; mimetype?: string; size?: number }

/** What sharp resizes (Payload's own list: canResizeImage); anything else is left as it came. */
const RESIZABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'])
const ANIMATED = new Set(['image/gif', 'image/webp'])

/**
 * A collection's beforeOperation hook: an image larger than the collection's `resizeOptions` is
 * shrunk to them once, as it arrives, before Payload sees it. Payload applies resizeOptions to the
 * original it stores but makes every image size from the file as sent — a 40-megapixel photo decoded
 * once per size; from the shrunk file each size costs a fraction (request-cost.test.ts measures it).
 */
export const shrinkOnArrival =
  (upload: Upload): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    const resize = upload.resizeOptions
    const file = req.file as ArrivedFile | undefined
    if (!resize || !file || (operation !== 'create' && operation !== 'update')) return args
    if (!file.mimetype || !RESIZABLE.has(file.mimetype)) return args
    const bytes = await uploadedBytes(req)
    if (!bytes || bytes.length === 0) return args
    const options = { ...upload.constructorOptions, animated: ANIMATED.has(file.mimetype) }
    const meta = await sharp(bytes, options)
      .metadata()
      .catch(() => null) // bytes that do not decode: Payload refuses them in its own words
    if (!meta?.width || !meta.height) return args
    const height = meta.pageHeight ?? meta.height
    const fits = (!resize.width || meta.width <= resize.width) && (!resize.height || height <= resize.height)
    if (fits) return args
    // rotate(): the orientation applied, as Payload would; the format stays what it was.
    const shrunk = await sharp(bytes, options).rotate().resize(resize).toBuffer()
    if (file.tempFilePath) await writeFile(file.tempFilePath, shrunk)
    req.file = { ...req.file!, data: shrunk, size: shrunk.length }
    return args
  }
