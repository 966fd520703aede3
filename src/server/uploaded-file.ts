import { readFile } from 'node:fs/promises'

import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

type Upload = { data?: Uint8Array; tempFilePath?: string }

/** The bytes of the file sent with this request (in memory or in a temporary file), or null. */
export async function uploadedBytes(req: PayloadRequest): Promise<Uint8Array | null> {
  const file = req.file as Upload | undefined
  if (!file) return null
  if (file.data && file.data.length > 0) return file.data
  return file.tempFilePath ? readFile(file.tempFilePath) : new Uint8Array()
}

/**
 * Refuses, before Payload looks at it, a file whose bytes `accepts` does not recognise, with a
 * 400 in words an editor understands: the bytes decide, not the name or the declared type.
 */
export const onlyFilesThat =
  (accepts: (bytes: Uint8Array) => boolean, message: string): CollectionBeforeOperationHook =>
  async ({ args, req }) => {
    const bytes = await uploadedBytes(req)
    if (bytes && !accepts(bytes)) throw new APIError(message, 400, undefined, true)
    return args
  }
