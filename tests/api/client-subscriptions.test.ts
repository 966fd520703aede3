/**
 * Live subscriptions through the browser client's websocket link to the real server (docs/api.md,
 * Subscriptions): the bearer token goes in the connection params, and signing in reconnects the
 * socket so the server sees the member from then on.
 */
import { gql } from '@apollo/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createClient } from '@/graphql/client/client'

import { recordingWebSocket, until } from './client-support'
import { memberToken, publishedPost } from './support/content'
import { startApiServer, type ApiServer } from './support/server'

const CHANGES = gql`
  subscription Changes {
    contentPublished(types: ["members", "posts"]) {
      collection
      id
      change
    }
  }
`

let api: ApiServer
beforeAll(async () => {
  api = await startApiServer()
})
afterAll(() => api?.close())

describe('subscriptions over the websocket link', () => {
  it('connects as a visitor, then (after sign-in and restart) as the member, who sees their own account change', async () => {
    const member = await memberToken(api.payload)
    const { post } = await publishedPost(api.payload)
    let token: string | null = null
    const { WebSocketImpl, inits } = recordingWebSocket()
    const { client, wsClient } = createClient({
      httpUri: api.url,
      wsUri: api.wsUrl,
      webSocketImpl: WebSocketImpl,
      getToken: () => token,
    })
    type Changes = { contentPublished: { collection: string; id: string; change: string } }
    const received: { data?: Changes }[] = []
    const collections = () => received.map((r) => r.data?.contentPublished.collection)
    const subscription = client.subscribe<Changes>({ query: CHANGES }).subscribe((result) => received.push(result))
    const changed = (collection: string, id: number | string) =>
      api.bus.emit('content', { collection, id, change: 'updated', at: new Date().toISOString() })

    try {
      await until(() => inits.length === 1)
      expect(inits[0]).toEqual({}) // logged out: no bearer header
      // A visitor may not read a member's account: that event is filtered out for them. Events go
      // out in arrival order, so a post's event arriving alone proves the member's was dropped.
      await until(() => {
        changed('members', member.id)
        changed('posts', post.id)
        return received.length > 0
      })
      expect(new Set(collections())).toEqual(new Set(['posts']))

      token = member.token // what signIn() does: the cookie, then a restart
      wsClient!.restart()
      await until(() => inits.length === 2)
      expect(inits[1]).toEqual({ Authorization: `Bearer ${member.token}` })

      // The subscription resumes on the new socket by itself; emit until it is registered there.
      await until(() => {
        changed('members', member.id)
        return collections().includes('members')
      })
      expect(received.find((r) => r.data?.contentPublished.collection === 'members')).toMatchObject({
        data: { contentPublished: { collection: 'members', id: String(member.id), change: 'updated' } },
      })
    } finally {
      subscription.unsubscribe()
      await wsClient!.dispose()
    }
  })
})
