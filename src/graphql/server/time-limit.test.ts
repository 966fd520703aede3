import { execute, GraphQLInt, GraphQLList, GraphQLObjectType, GraphQLSchema, parse } from 'graphql'
import { describe, expect, it } from 'vitest'

import { RequestError } from '@/graphql/server/errors'
import { beforeDeadline, limitResolverTime, TIMED_OUT } from '@/graphql/server/time-limit'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `items` resolves a list of 5; each item's `slow` takes 40 ms (a database read, say). */
function slowSchema(started: number[]) {
  const Item = new GraphQLObjectType({
    name: 'Item',
    fields: {
      slow: {
        type: GraphQLInt,
        resolve: async (n: number) => {
          started.push(n)
          await sleep(40)
          return n
        },
      },
    },
  })
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { items: { type: new GraphQLList(Item), resolve: () => [1, 2, 3, 4, 5] } },
    }),
  })
  limitResolverTime(schema)
  return schema
}

describe('the time limit of a request', () => {
  it('stops resolvers from starting once the deadline has passed', async () => {
    const started: number[] = []
    const schema = slowSchema(started)
    const deadline = Date.now() - 1
    const result = await execute({ schema, document: parse('{ items { slow } }'), contextValue: { deadline } })
    expect(started).toEqual([])
    expect(result.errors?.[0]?.extensions).toEqual({ code: TIMED_OUT })
  })

  it('leaves a request within its time alone, and contexts without a deadline (subscription events)', async () => {
    const started: number[] = []
    const schema = slowSchema(started)
    const within = await execute({
      schema,
      document: parse('{ items { slow } }'),
      contextValue: { deadline: Date.now() + 5000 },
    })
    expect(within).toEqual({ data: { items: [1, 2, 3, 4, 5].map((slow) => ({ slow })) } })
    const none = await execute({ schema, document: parse('{ items { slow } }'), contextValue: {} })
    expect(none.errors).toBeUndefined()
  })

  it('answers 503 at the deadline without waiting for work in flight', async () => {
    const started = Date.now()
    const error = await beforeDeadline(sleep(2000), Date.now() + 100).catch((e: unknown) => e)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(error).toBeInstanceOf(RequestError)
    expect(error).toMatchObject({
      status: 503,
      code: TIMED_OUT,
      message: expect.stringMatching(/was stopped/) as string,
    })
    await expect(beforeDeadline(Promise.resolve('done'), Date.now() + 100)).resolves.toBe('done')
  })
})
