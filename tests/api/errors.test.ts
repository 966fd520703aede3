/**
 * What clients see of errors: their own mistakes and Payload's client errors in their words,
 * anything unexpected logged and masked as "Something went wrong." (never a stack, never a 500
 * for something a client sent).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { GraphQLError } from 'graphql'
import { Forbidden, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatError } from '@/graphql/server/errors'
import { createGraphQLHandler } from '@/graphql/server/handler'

import { firstError, post } from './support/http'
import { startApiServer, type ApiServer } from './support/server'

let api: ApiServer

beforeAll(async () => {
  api = await startApiServer()
})

afterAll(async () => {
  await api?.close()
})

const located = (original: Error) => new GraphQLError(original.message, { originalError: original, path: ['field'] })

describe('formatError', () => {
  it('masks an unexpected error and logs it', () => {
    const logged: unknown[] = []
    const secret = new Error('connect ECONNREFUSED 10.0.0.5:5432 (password=hunter2)')
    const formatted = formatError(located(secret), { production: false, log: (e) => logged.push(e) })
    expect(formatted).toEqual({
      message: 'Something went wrong.',
      path: ['field'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    })
    expect(logged).toEqual([secret])
  })

  it("keeps Payload's client errors (forbidden, validation) with their status and details", () => {
    const log = () => expect.fail('client errors are not logged as failures')
    const t = ((key: string) => key) as never
    expect(formatError(located(new Forbidden(t)), { production: true, log })).toMatchObject({
      extensions: { name: 'Forbidden', statusCode: 403 },
    })
    const invalid = new ValidationError({ errors: [{ message: 'Too long', path: 'title' }] })
    expect(formatError(located(invalid), { production: true, log }).extensions).toMatchObject({
      statusCode: 400,
      data: { errors: [{ message: 'Too long', path: 'title' }] },
    })
  })

  it('keeps GraphQL errors, without suggestions in production', () => {
    const error = new GraphQLError('Cannot query field "titel" on type "Post". Did you mean "title"?')
    const log = () => undefined
    expect(formatError(error, { production: false, log }).message).toMatch(/Did you mean "title"\?$/)
    expect(formatError(error, { production: true, log }).message).toBe('Cannot query field "titel" on type "Post".')
  })
})

describe('over HTTP', () => {
  it('answers an anonymous mutation Payload forbids in Payload’s words, with status 200', async () => {
    const answer = await post(api.url, { query: 'mutation { deletePost(id: 1) { id } }' })
    expect(answer.status).toBe(200)
    expect(firstError(answer)).toBe('You are not allowed to perform this action.')
    expect(answer.body.errors?.[0].extensions).toMatchObject({ statusCode: 403 })
  })

  it('masks a server failure and never shows its details', async () => {
    const handler = createGraphQLHandler({
      payload: async () => {
        throw new Error('database password=hunter2 rejected')
      },
    })
    const server = createServer((req, res) => void handler(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const original = console.error
    console.error = () => undefined
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`
      const answer = await post(url, { query: '{ __typename }' })
      expect(answer.status).toBe(500)
      expect(answer.body).toEqual({
        errors: [{ message: 'Something went wrong.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      })
    } finally {
      console.error = original
      server.close()
    }
  })
})
