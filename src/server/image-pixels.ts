import type { CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import { uploadedBytes } from '@/server/uploaded-file'
import { UploadRefused } from '@/server/upload-refused'

/**
 * Pixel limits of uploaded images. Decoding and resizing cost follows the pixels, not the bytes: a
 * one-colour 9990 × 9990 PNG is 300 KB and 100 megapixels. Each is checked on the image's header
 * before anything decodes it (checkPixels below; the /graphql reader too), and given to sharp as
 * limitInputPixels, which refuses anything larger that slipped past.
 */
export const PIXEL_LIMITS = {
  /**
   * Staff photos (media): a 20-megapixel camera's pictures (5472 × 3648) go in as they come. A
   * 24-megapixel one cost 0.8–1.0 s of work to store on a busy 2-core machine, too close to the
   * 1 s any request may cost (tests/api/request-cost.test.ts); larger photos are refused in words.
   */
  staff: 20_000_000,
  /**
   * Anything a visitor or member sends (avatars, form attachments, every GraphQL upload), and any
   * upload collection that says nothing: a phone's 12-megapixel photo fits, a decompression bomb does not.
   */
  public: 16_000_000,
} as const

export type ImageSize = { width: number; height: number; frames: number }

const megapixels = (pixels: number) => `${Math.floor(pixels / 100_000) / 10} megapixels`

/** Every frame's pixels: an animated GIF or WebP is decoded frame by frame. */
export const pixelsOf = (size: ImageSize) => size.width * size.height * size.frames

/**
 * The size an image's header declares (PNG, JPEG, WebP, GIF, AVIF…): sharp reads the header only,
 * decoding nothing, in about a millisecond whatever the image. Null for bytes that are not an image.
 */
export async function imageSize(bytes: Uint8Array): Promise<ImageSize | null> {
  try {
    const meta = await sharp(bytes).metadata()
    if (!meta.width || !meta.height) return null
    return { width: meta.width, height: meta.pageHeight ?? meta.height, frames: Math.max(1, meta.pages ?? 1) }
  } catch {
    return null // not an image: the type checks refuse it in their own words
  }
}

/** The refusal, in words, or null when the image fits. */
export function overPixelLimit(size: ImageSize, limit: number, label = 'This image'): string | null {
  const pixels = pixelsOf(size)
  if (pixels <= limit) return null
  const frames = size.frames > 1 ? ` in ${size.frames} frames` : ''
  return (
    `${label} is ${size.width} × ${size.height} pixels${frames} (${megapixels(pixels)}); ` +
    `images here may have at most ${megapixels(limit)}: please send a smaller one.`
  )
}

/**
 * A collection's beforeOperation hook: a file whose header declares more than `limit` pixels is
 * refused (413) before Payload decodes or resizes anything, on every path that writes a file —
 * REST, GraphQL resolvers and the Local API.
 */
export const checkPixels =
  (limit: number): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const bytes = await uploadedBytes(req)
    const size = bytes && (await imageSize(bytes))
    const refusal = size && overPixelLimit(size, limit)
    if (refusal) throw new UploadRefused(refusal, 413)
    return args
  }
