/**
 * schema.graphql and the document check of `npm run generate` (scripts/generate-operations.mjs).
 * That the committed files are fresh is the `generated` step of `npm test`.
 */
import { readFileSync } from 'node:fs'

import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql'
import { describe, expect, it } from 'vitest'

import { checkedDocuments } from '../../scripts/generate-operations.mjs'

const sdl = readFileSync('schema.graphql', 'utf8')
const schema = buildSchema(sdl)

describe('schema.graphql', () => {
  it('is the schema /graphql serves, with what we add on top of Payload', () => {
    expect(schema.getSubscriptionType()?.name).toBe('Subscription')
    expect(String(schema.getQueryType()?.getFields().uploadCheck?.type)).toBe('UploadInfo!')
    expect(schema.getType('Upload')).toBeTruthy()
    expect(schema.getMutationType()?.getFields().toggleSaved).toBeTruthy()
  })

  it('is printed sorted, so that it changes only with the schema', () => {
    expect(sdl).toBe(`${printSchema(lexicographicSortSchema(schema))}\n`)
  })
})

describe('the document check', () => {
  const check = (body: string) => () => checkedDocuments(schema, [{ location: 'src/x.graphql', body }])

  it('passes a document that fits the schema', () => {
    expect(check('query Ok { mySaved { id } }')()).toHaveLength(1)
  })

  it('names the file and line of a field the schema lacks', () => {
    expect(check('query Bad {\n  mySaved { idx }\n}')).toThrow(
      /Cannot query field "idx" on type "SavedItem"[\s\S]*src\/x\.graphql:2:13/,
    )
  })

  it('refuses an operation without a name, and a syntax error', () => {
    expect(check('{ mySaved { id } }')).toThrow('src/x.graphql: an operation without a name')
    expect(check('query Broken { mySaved {')).toThrow(/Syntax Error[\s\S]*src\/x\.graphql:1:25/)
  })

  it('refuses an unused variable, which the generated types would still ask for', () => {
    expect(check('query Extra($id: ID) { mySaved { id } }')).toThrow('Variable "$id" is never used')
  })
})
