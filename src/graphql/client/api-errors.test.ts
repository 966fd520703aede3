import { CombinedGraphQLErrors, ServerError } from '@apollo/client'
import { OperationTypeNode } from 'graphql'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { onApiError } from '@/graphql/client/api-error-events'
import { MESSAGES, reportApiError, visitorMessage } from '@/graphql/client/api-errors'
import { NETWORK_FAILURE } from '@/graphql/client/network-failure'

const mutation = { operationName: 'SaveThing', operationType: OperationTypeNode.MUTATION }
const query = { operationName: 'Things', operationType: OperationTypeNode.QUERY }

const graphQLErrors = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors })

const serverError = (status: number) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response('', { status }),
    bodyText: '',
  })

afterEach(() => vi.restoreAllMocks())

describe('global GraphQL error handler', () => {
  it('tells the visitor about a failed mutation, in their words', () => {
    const heard = vi.fn()
    const stop = onApiError(heard)
    const error = graphQLErrors({ message: 'That email is already registered.', extensions: { statusCode: 400 } })
    reportApiError(error, mutation)
    stop()
    reportApiError(error, mutation)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(heard).toHaveBeenCalledWith({
      message: 'That email is already registered.',
      error,
      operationName: 'SaveThing',
    })
  })

  it('only logs a failed query (its component shows the error)', () => {
    const heard = vi.fn()
    const stop = onApiError(heard)
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    reportApiError(new Error(NETWORK_FAILURE), query)
    stop()
    expect(heard).not.toHaveBeenCalled()
    expect(warned).toHaveBeenCalledTimes(1)
  })

  it('never throws, even when a listener does', () => {
    const stop = onApiError(() => {
      throw new Error('broken toast')
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => reportApiError(new Error(NETWORK_FAILURE), mutation)).not.toThrow()
    stop()
    expect(logged).toHaveBeenCalledTimes(1)
  })

  it('stays silent about requests the visitor abandoned', () => {
    const heard = vi.fn()
    const stop = onApiError(heard)
    reportApiError(new DOMException('aborted', 'AbortError'), mutation)
    stop()
    expect(heard).not.toHaveBeenCalled()
  })
})

describe('visitorMessage', () => {
  it.each([
    ['a 4xx GraphQL error', graphQLErrors({ message: 'Too short.', extensions: { statusCode: 400 } }), 'Too short.'],
    [
      'bad user input',
      graphQLErrors({ message: 'Pick a file.', extensions: { code: 'BAD_USER_INPUT' } }),
      'Pick a file.',
    ],
    [
      'a refused file',
      graphQLErrors({
        message: 'File "a.heic" is not an accepted type.',
        extensions: { code: 'UNSUPPORTED_FILE_TYPE' },
      }),
      'File "a.heic" is not an accepted type.',
    ],
    [
      'a protocol error',
      graphQLErrors({ message: 'Missing query', extensions: { code: 'BAD_REQUEST' } }),
      MESSAGES.unknown,
    ],
    [
      'an internal GraphQL error',
      graphQLErrors({ message: 'SQLITE_BUSY', extensions: { statusCode: 500 } }),
      MESSAGES.unknown,
    ],
    ['a validation error', graphQLErrors({ message: 'Cannot query field "x" on type "Query".' }), MESSAGES.unknown],
    ['a transport failure', new Error(NETWORK_FAILURE), MESSAGES.offline],
    ['rate limiting', serverError(429), MESSAGES.busy],
    ['a file too large', serverError(413), MESSAGES.tooLarge],
    ['a 503', serverError(503), MESSAGES.unknown],
  ])('%s', (_name, error, message) => {
    expect(visitorMessage(error)).toBe(message)
  })
})
