/**
 * GraphQL multipart requests (operations, map, files): through apollo-upload-client's link, and
 * raw, with every malformed or hostile variant refused with a message naming the problem.
 * `uploadCheck(file: Upload!)` echoes what the server received.
 */
import { ApolloClient, InMemoryCache, gql } from '@apollo/client'
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { firstError, send, type GraphQLAnswer } from './support/http'
import { startApiServer, type ApiServer } from './support/server'

let api: ApiServer

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
const CHECK = 'query Check($file: Upload!) { uploadCheck(file: $file) { filename mimetype size } }'
const PREFLIGHT = { 'apollo-require-preflight': 'true' }

beforeAll(async () => {
  api = await startApiServer()
})

afterAll(async () => {
  await api?.close()
})

type Part = [name: string, value: string | Blob, filename?: string]

/** A multipart request with exactly these parts, in this order. */
function multipart(parts: Part[], headers: Record<string, string> = PREFLIGHT): Promise<GraphQLAnswer> {
  const form = new FormData()
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, value, filename)
  }
  return send(api.url, { method: 'POST', body: form, headers })
}

const operations = JSON.stringify({ query: CHECK, variables: { file: null } })
const map = JSON.stringify({ 0: ['variables.file'] })
const png = (bytes = PNG) => new Blob([new Uint8Array(bytes)], { type: 'image/png' })

describe('uploads', () => {
  it('receives a file sent by apollo-upload-client', async () => {
    const client = new ApolloClient({
      link: new UploadHttpLink({ uri: api.url, headers: PREFLIGHT }),
      cache: new InMemoryCache(),
    })
    const file = new File([new Uint8Array(PNG)], 'avatar.png', { type: 'image/png' })
    const { data } = await client.query({ query: gql(CHECK), variables: { file }, fetchPolicy: 'no-cache' })
    expect(data).toEqual({
      uploadCheck: { __typename: 'UploadInfo', filename: 'avatar.png', mimetype: 'image/png', size: PNG.length },
    })
  })

  it('types a file by its bytes, not by what the client claims', async () => {
    const answer = await multipart([
      ['operations', operations],
      ['map', map],
      ['0', new Blob([new Uint8Array(PNG)], { type: 'application/pdf' }), 'claims.pdf'],
    ])
    expect(answer.body.data).toEqual({
      uploadCheck: { filename: 'claims.pdf', mimetype: 'image/png', size: PNG.length },
    })
  })

  it('runs batches, one file per variable; refuses one file at several paths', async () => {
    const batch = JSON.stringify([
      { query: CHECK, variables: { file: null } },
      { query: CHECK, variables: { file: null } },
    ])
    const answer = await multipart([
      ['operations', batch],
      ['map', JSON.stringify({ 0: ['0.variables.file'], 1: ['1.variables.file'] })],
      ['0', png(), 'a.png'],
      ['1', png(), 'b.png'],
    ])
    expect(answer.status).toBe(200)
    expect(answer.body).toHaveLength(2)
    const shared = await multipart([
      ['operations', batch],
      ['map', JSON.stringify({ 0: ['0.variables.file', '1.variables.file'] })],
      ['0', png(), 'a.png'],
    ])
    expect(shared.status).toBe(400)
    expect(firstError(shared)).toBe(
      'The map entry "0" lists 2 paths: each file fills exactly one variable (send the file once per use).',
    )
  })
})

describe('refused uploads', () => {
  it('needs a preflight-forcing header (CSRF)', async () => {
    const answer = await multipart(
      [
        ['operations', operations],
        ['map', map],
        ['0', png(), 'a.png'],
      ],
      {},
    )
    expect(answer.status).toBe(400)
    expect(firstError(answer)).toBe('Multipart requests must carry an apollo-require-preflight header')
    const named = await multipart(
      [
        ['operations', operations],
        ['map', map],
        ['0', png(), 'a.png'],
      ],
      {
        'x-apollo-operation-name': 'Check',
      },
    )
    expect(named.status).toBe(200)
  })

  it('refuses SVG (and anything not PNG, JPEG, WebP, GIF, PDF, MP4, QuickTime or WebM)', async () => {
    const svg = new Blob([new Uint8Array(SVG)], { type: 'image/png' })
    const answer = await multipart([
      ['operations', operations],
      ['map', map],
      ['0', svg, 'innocent.png'],
    ])
    expect(answer.status).toBe(415)
    expect(firstError(answer)).toBe(
      'File "innocent.png" is not an accepted type: send PNG, JPEG, WebP, GIF, PDF, MP4, QuickTime or WebM.',
    )
  })

  it('refuses a file over 5 MB, never truncating it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const answer = await multipart([
      ['operations', operations],
      ['map', map],
      ['0', png(big), 'big.png'],
    ])
    expect(answer.status).toBe(413)
    expect(firstError(answer)).toBe('File "big.png" is larger than 5 MB.')
  })

  it('refuses more than 5 files', async () => {
    const six = Array.from({ length: 6 }, (_, i) => String(i))
    const ops = JSON.stringify({ query: CHECK, variables: { file: null, more: six.map(() => null) } })
    const answer = await multipart([
      ['operations', ops],
      ['map', JSON.stringify(Object.fromEntries(six.map((i) => [i, [`variables.more.${i}`]])))],
      ...six.map((i): Part => [i, png(), `${i}.png`]),
    ])
    expect(answer.status).toBe(413)
    expect(firstError(answer)).toBe('A request may carry at most 5 files.')
  })

  it('refuses malformed operations and map', async () => {
    const badOps = await multipart([
      ['operations', '{"query": '],
      ['map', map],
      ['0', png(), 'a.png'],
    ])
    expect(badOps.status).toBe(400)
    expect(firstError(badOps)).toBe('The multipart field "operations" is not valid JSON.')
    const badMap = await multipart([
      ['operations', operations],
      ['map', '{0: nope}'],
      ['0', png(), 'a.png'],
    ])
    expect(firstError(badMap)).toBe('The multipart field "map" is not valid JSON.')
    const notLists = await multipart([
      ['operations', operations],
      ['map', '{"0": "variables.file"}'],
      ['0', png(), 'a.png'],
    ])
    expect(firstError(notLists)).toBe('The map entry "0" must be a list of one path like ["variables.file"].')
  })

  it('refuses map paths that do not exist in operations (and prototype tricks)', async () => {
    for (const path of ['variables.nope', 'variables.file.deeper', '__proto__.polluted', 'constructor.prototype.x']) {
      const answer = await multipart([
        ['operations', operations],
        ['map', JSON.stringify({ 0: [path] })],
        ['0', png(), 'a.png'],
      ])
      expect(answer.status).toBe(400)
      expect(firstError(answer)).toBe(`The map path "${path}" (file "0") does not exist in operations.`)
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses a file that is not in the map, and a mapped file that never came', async () => {
    const stray = await multipart([
      ['operations', operations],
      ['map', map],
      ['0', png(), 'a.png'],
      ['1', png(), 'b.png'],
    ])
    expect(stray.status).toBe(400)
    expect(firstError(stray)).toBe('File "1" is not in the map.')
    const ops = JSON.stringify({ query: CHECK, variables: { file: null, other: null } })
    const missing = await multipart([
      ['operations', ops],
      ['map', JSON.stringify({ 0: ['variables.file'], 1: ['variables.other'] })],
      ['0', png(), 'a.png'],
    ])
    expect(missing.status).toBe(400)
    expect(firstError(missing)).toBe('File "1" named in the map was not sent.')
  })

  it('refuses parts out of order, and requests without operations or map', async () => {
    const early = await multipart([
      ['operations', operations],
      ['0', png(), 'a.png'],
      ['map', map],
    ])
    expect(firstError(early)).toBe(
      'File "0" came before the "map" field: send "operations", then "map", then the files.',
    )
    const mapFirst = await multipart([
      ['map', map],
      ['operations', operations],
    ])
    expect(firstError(mapFirst)).toBe('The multipart field "operations" must come before "map".')
    const noMap = await multipart([['operations', operations]])
    expect(firstError(noMap)).toBe('The multipart request has no "map" field.')
  })

  it('refuses an upload variable sent as JSON', async () => {
    const answer = await send(api.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CHECK, variables: { file: { buffer: 'x' } } }),
    })
    expect(answer.status).toBe(400)
    expect(firstError(answer)).toMatch(/Upload values must be sent as files of a multipart request/)
  })
})
