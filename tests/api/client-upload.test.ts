/**
 * A file through the browser client's upload link to the real /graphql endpoint (docs/api.md,
 * Uploads): a multipart request with the parts "operations" and "map", carrying the preflight
 * header.
 */
import { gql } from '@apollo/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createClient } from '@/graphql/client/client'

import { recordingFetch } from './client-support'
import { startApiServer, type ApiServer } from './support/server'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

let api: ApiServer
beforeAll(async () => {
  api = await startApiServer()
})
afterAll(() => api?.close())

describe('uploads through the upload link', () => {
  it('the schema takes an Upload in uploadCheck(file: Upload!)', async () => {
    type Arg = { name: string; type: { kind: string; ofType: { name: string } | null } }
    const { client } = createClient({ httpUri: api.url, getToken: () => null })
    const { data } = await client.query<{ __type: { fields: { name: string; args: Arg[] }[] } }>({
      query: gql`
        query QueryFields {
          __type(name: "Query") {
            fields {
              name
              args {
                name
                type {
                  kind
                  ofType {
                    name
                  }
                }
              }
            }
          }
        }
      `,
    })
    const uploadCheck = data!.__type.fields.find((f) => f.name === 'uploadCheck')
    const signature = uploadCheck?.args.map(
      ({ name, type }) => `${name}: ${type.ofType?.name}${type.kind === 'NON_NULL' ? '!' : ''}`,
    )
    expect(signature).toEqual(['file: Upload!'])
  })

  it('sends operations + map + the file, with apollo-require-preflight, and the server reads the file', async () => {
    const { fetch, sent } = recordingFetch()
    const { client } = createClient({ httpUri: api.url, getToken: () => null, fetch })
    const file = new File([PNG], 'pixel.png', { type: 'image/png' })

    const { data } = await client.query({
      query: gql`
        query UploadCheck($file: Upload!) {
          uploadCheck(file: $file) {
            filename
            mimetype
            size
          }
        }
      `,
      variables: { file },
      fetchPolicy: 'no-cache',
    })

    expect(data).toMatchObject({ uploadCheck: { filename: 'pixel.png', mimetype: 'image/png', size: PNG.length } })
    expect(sent).toHaveLength(1) // no hash first: a miss would send the file twice
    const [request] = sent
    expect(request.method).toBe('POST')
    expect(request.headers.get('apollo-require-preflight')).toBe('true')
    const parts = request.body as [string, unknown][]
    expect(parts.map(([name]) => name)).toEqual(['operations', 'map', '1'])
    const operations = JSON.parse(parts[0][1] as string) as { query: string; extensions?: { persistedQuery?: unknown } }
    expect(operations).toMatchObject({ operationName: 'UploadCheck', variables: { file: null } })
    expect(operations.query).toContain('uploadCheck(file: $file)')
    expect(operations.extensions?.persistedQuery).toBeUndefined()
    expect(JSON.parse(parts[1][1] as string)).toEqual({ 1: ['variables.file'] })
  })
})
