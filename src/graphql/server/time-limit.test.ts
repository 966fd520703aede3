import { execute, GraphQLInt, GraphQLList, GraphQLObjectType, GraphQLSchema, parse } from 'graphql'
import { describe, expect, it, vi } from 'vitest'

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
    vi.useFakeTimers() // time passes only as the resolvers work: 40 ms of the 5000 ms allowed
    try {
      const started: number[] = []
      const schema = slowSchema(started)
      const within = execute({
        schema,
        document: parse('{ items { slow } }'),
        contextValue: { deadline: Date.now() + 5000 },
      })
      await vi.advanceTimersByTimeAsync(40)
      expect(await within).toEqual({ data: { items: [1, 2, 3, 4, 5].map((slow) => ({ slow })) } })
      const none = execute({ schema, document: parse('{ items { slow } }'), contextValue: {} })
      await vi.advanceTimersByTimeAsync(40)
      expect((await none).errors).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers 503 at the deadline without waiting for work in flight', async () => {
    vi.useFakeTimers()
    try {
      const never = new Promise<never>(() => undefined) // work still in flight, however long
      let answered = false
      const answer = beforeDeadline(never, Date.now() + 100).catch((e: unknown) => e)
      void answer.then(() => (answered = true))
      await vi.advanceTimersByTimeAsync(99)
      expect(answered).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(answered).toBe(true)
      const error = await answer
      expect(error).toBeInstanceOf(RequestError)
      expect(error).toMatchObject({
        status: 503,
        code: TIMED_OUT,
        message: expect.stringMatching(/was stopped/) as string,
      })
      await expect(beforeDeadline(Promise.resolve('done'), Date.now() + 100)).resolves.toBe('done')
    } finally {
      vi.useRealTimers()
    }
  })
})
