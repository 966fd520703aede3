import type { IncomingMessage } from 'node:http'

import { RequestError } from '@/graphql/server/errors'

export const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

export const tooLarge = (limit: number) =>
  new RequestError(413, `The request body is larger than ${kb(limit)}.`, 'PAYLOAD_TOO_LARGE')

/** A declared Content-Length over `limit` is refused before a byte is read. */
export function checkDeclaredLength(req: IncomingMessage, limit: number) {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit)
}

/**
 * The whole body, counted as it arrives: past `limit` bytes reading stops and the answer is 413
 * at once (a chunked body has no length to check first); a body still incomplete after
 * `timeoutMs` is a slow-drip client (408).
 */
export function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<Buffer> {
  checkDeclaredLength(req, limit)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const timer = setTimeout(
      () => fail(new RequestError(408, 'The request body took too long to arrive.', 'REQUEST_TIMEOUT')),
      timeoutMs,
    )
    const cleanup = () => {
      clearTimeout(timer)
      req.off('data', onData).off('end', onEnd).off('error', onError)
    }
    const fail = (error: RequestError) => {
      cleanup()
      reject(error)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) return fail(tooLarge(limit))
      chunks.push(chunk)
    }
    const onEnd = () => {
      cleanup()
      resolve(Buffer.concat(chunks, size))
    }
    const onError = () => fail(new RequestError(400, 'The request body could not be read.'))
    req.on('data', onData).on('end', onEnd).on('error', onError)
  })
}

/**
 * After an early answer (413, 408, a refused upload): the rest of the body is not wanted. Let a
 * little of it drain so the client can read the answer, then drop the connection — within 1 s,
 * whatever the client does.
 */
export function abandonBody(req: IncomingMessage) {
  if (req.complete || req.destroyed) return
  let drained = 0
  const drop = () => req.socket.destroy()
  const timer = setTimeout(drop, 1000)
  timer.unref()
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length
    if (drained > 1024 * 1024) drop()
  })
  req.on('end', () => clearTimeout(timer))
  req.resume()
}
