import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { refuseRestBody } from '@/server/rest-body'

const request = (url: string, headers: Record<string, string>) => ({ url, headers }) as unknown as IncomingMessage
/** Asking who sends a request is for uploads only: anything else is decided without Payload. */
const noPayload = () => Promise.reject(new Error('not asked'))
const KB = 1024

describe('REST bodies, decided from their headers', () => {
  it('lets bodies up to 256 KB through, of any type, without asking who sends them', async () => {
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain']) {
      const req = request('/api/members', { 'content-type': type, 'content-length': String(256 * KB) })
      expect(await refuseRestBody(req, noPayload)).toBeUndefined()
    }
    expect(await refuseRestBody(request('/api/posts', {}), noPayload)).toBeUndefined()
  })

  it('refuses a larger JSON body, and a body of unknown length, in words', async () => {
    const big = request('/api/users/login', { 'content-type': 'application/json', 'content-length': String(257 * KB) })
    expect(await refuseRestBody(big, noPayload)).toEqual({
      status: 413,
      message: 'The request body is larger than 256 KB.',
    })
    const chunked = request('/api/members', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' })
    expect(await refuseRestBody(chunked, noPayload)).toEqual({
      status: 411,
      message: 'Send the body with a Content-Length header (at most 256 KB).',
    })
  })

  // Who may upload is asked of the real server: tests/e2e/abuse.spec.ts.
  it('refuses an upload over 50 MB at once', async () => {
    const upload = (length: number) =>
      request('/api/media', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(length) })
    expect(await refuseRestBody(upload(51 * KB * KB), noPayload)).toEqual({
      status: 413,
      message: 'The upload is larger than 50 MB.',
    })
  })

  it('leaves everything but the REST API to its own handlers', async () => {
    const page = request('/post/x', { 'content-type': 'application/json', 'content-length': String(KB * KB) })
    expect(await refuseRestBody(page, noPayload)).toBeUndefined()
  })
})
