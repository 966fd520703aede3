import type { IncomingMessage } from 'node:http'

import busboy from 'busboy'

import type { UploadedFile } from '@/graphql/schema/upload-scalar'
import { checkDeclaredLength, kb } from '@/graphql/server/body'
import { RequestError } from '@/graphql/server/errors'
import { LIMITS } from '@/graphql/server/limits'
import { parseJsonField, parseMap, placeFiles, type FileMap } from '@/graphql/server/multipart-map'
import { ALLOWED_TYPES, sniffType } from '@/graphql/server/sniff'
import { imageSize, overPixelLimit, PIXEL_LIMITS, pixelsOf } from '@/server/image-pixels'

const bad = (message: string) => new RequestError(400, message, 'BAD_MULTIPART')

/** An image's size from its header (null for other files), and the refusal if it is too large alone. */
async function measure(buffer: Buffer, mimetype: string, label: string) {
  const size = mimetype.startsWith('image/') ? await imageSize(buffer) : null
  return { pixels: size ? pixelsOf(size) : 0, refusal: size && overPixelLimit(size, PIXEL_LIMITS.public, label) }
}

const tooManyInAll = () =>
  new RequestError(
    413,
    `The images of one request may have at most ${LIMITS.requestPixels / 1_000_000} megapixels together: send fewer or smaller ones.`,
    'PAYLOAD_TOO_LARGE',
  )
const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`

/**
 * A GraphQL multipart request (operations, map, then files), streamed through busboy. Each file is
 * read whole within its limit — one byte over and the request is refused, never truncated — its
 * type sniffed from its bytes, then placed into the operations where the map says.
 */
export function readMultipart(req: IncomingMessage): Promise<unknown> {
  checkDeclaredLength(req, LIMITS.files * LIMITS.fileBytes + LIMITS.bodyBytes + 64 * 1024)
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fieldSize: LIMITS.bodyBytes, fields: 2, fileSize: LIMITS.fileBytes, files: LIMITS.files },
    })
  } catch {
    throw bad('The multipart body has no boundary: send it as multipart/form-data; boundary=….')
  }
  return new Promise((resolve, reject) => {
    let operations: unknown
    let map: FileMap | undefined
    let fieldBytes = 0
    let failed = false
    const files = new Map<string, UploadedFile>()
    const received = new Set<string>()
    let pixelsInAll = 0
    const reading: Promise<void>[] = []
    const timer = setTimeout(
      () => fail(new RequestError(408, 'The request body took too long to arrive.', 'REQUEST_TIMEOUT')),
      LIMITS.bodyMs * 3,
    )
    const fail = (error: Error) => {
      if (failed) return
      failed = true
      clearTimeout(timer)
      req.unpipe(parser)
      reject(error)
    }
    const guard = (fn: () => void) => {
      try {
        fn()
      } catch (error) {
        fail(error as Error) // JSON.parse's SyntaxError, or one of our RequestErrors
      }
    }

    parser.on('field', (name: string, value: string, info: busboy.FieldInfo) =>
      guard(() => {
        fieldBytes += Buffer.byteLength(value)
        if (info.valueTruncated || fieldBytes > LIMITS.bodyBytes) {
          throw new RequestError(
            413,
            `The operations and map fields may hold at most ${kb(LIMITS.bodyBytes)}.`,
            'PAYLOAD_TOO_LARGE',
          )
        }
        if (name === 'operations' && operations === undefined) operations = parseJsonField(value, 'operations')
        else if (name === 'map' && operations !== undefined && !map) map = parseMap(value, operations)
        else if (name === 'map') throw bad('The multipart field "operations" must come before "map".')
        else throw bad(`Unexpected multipart field "${name}": send "operations", then "map", then the files.`)
      }),
    )

    parser.on(
      'file',
      (name: string, stream: NodeJS.ReadableStream & { truncated?: boolean }, info: busboy.FileInfo) => {
        stream.resume() // a refused file must still be consumed for the parser to move on
        if (failed) return
        if (!map)
          return fail(bad(`File "${name}" came before the "map" field: send "operations", then "map", then the files.`))
        if (!Object.hasOwn(map, name)) return fail(bad(`File "${name}" is not in the map.`))
        if (received.has(name)) return fail(bad(`File "${name}" was sent twice: send each file once.`))
        received.add(name)
        const label = `File "${info.filename || name}"`
        const chunks: Buffer[] = []
        let size = 0
        reading.push(
          new Promise<void>((done) => {
            stream.on('data', (chunk: Buffer) => {
              size += chunk.length
              chunks.push(chunk)
            })
            stream.on('limit', () =>
              fail(new RequestError(413, `${label} is larger than ${mb(LIMITS.fileBytes)}.`, 'PAYLOAD_TOO_LARGE')),
            )
            stream.on('end', () => {
              const buffer = Buffer.concat(chunks, size)
              const mimetype = sniffType(buffer)
              if (!mimetype) {
                fail(
                  new RequestError(
                    415,
                    `${label} is not an accepted type: send ${ALLOWED_TYPES}.`,
                    'UNSUPPORTED_FILE_TYPE',
                  ),
                )
                return done()
              }
              // An image's pixels, from its header, before any resolver decodes it (image-pixels.ts).
              void measure(buffer, mimetype, label).then(({ pixels, refusal }) => {
                pixelsInAll += pixels
                if (refusal) fail(new RequestError(413, refusal, 'PAYLOAD_TOO_LARGE'))
                else if (pixelsInAll > LIMITS.requestPixels) fail(tooManyInAll())
                else files.set(name, { filename: (info.filename || name).slice(0, 255), mimetype, size, buffer })
                done()
              })
            })
          }),
        )
      },
    )

    parser.on('filesLimit', () =>
      fail(new RequestError(413, `A request may carry at most ${LIMITS.files} files.`, 'PAYLOAD_TOO_LARGE')),
    )
    parser.on('fieldsLimit', () =>
      fail(bad('A multipart request holds only the "operations" and "map" fields, then files.')),
    )
    parser.on('error', (error: Error) => fail(bad(`The multipart body is malformed (${error.message}).`)))
    parser.on(
      'close',
      () =>
        void Promise.all(reading).then(() =>
          guard(() => {
            if (failed) return
            if (operations === undefined) throw bad('The multipart request has no "operations" field.')
            if (!map) throw bad('The multipart request has no "map" field.')
            for (const name of Object.keys(map)) {
              if (!files.has(name)) throw bad(`File "${name}" named in the map was not sent.`)
            }
            placeFiles(operations, map, files)
            clearTimeout(timer)
            resolve(operations)
          }),
        ),
    )
    req.on('error', () => fail(bad('The request body could not be read.')))
    req.pipe(parser)
  })
}
