/**
 * Cache tags expire, and "changed" events go out, only once a change is committed
 * (src/server/db/after-commit.ts): Payload runs afterChange hooks inside the transaction, and a
 * reader let in before the commit would keep the old row under the fresh tags.
 */
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Author, Category } from '@/payload-types'
import { bus } from '@/server/bus'

import { makeAuthor, makeCategory, postData, unique } from './support/fixtures'
import { dialect } from './support/database'
import { getTestPayload } from './support/payload'

let payload: Payload
let author: Author
let category: Category

beforeAll(async () => {
  payload = await getTestPayload()
  author = await makeAuthor(payload)
  category = await makeCategory(payload)
})

const publishedPost = () =>
  payload.create({
    collection: 'posts',
    data: postData(author, { categories: [category.id], _status: 'published', slug: `committed-${unique()}` }),
  })

/** The tag batches and content events seen while listening, and what a reader outside read at each batch. */
function listen(postId: number) {
  const seen: { tags: string[][]; content: string[]; readAtExpiry: Promise<string>[] } = {
    tags: [],
    content: [],
    readAtExpiry: [],
  }
  const onTags = (tags: string[]) => {
    seen.tags.push(tags)
    // A visitor's request arriving the moment the tags expire: it reads on a connection of its own.
    seen.readAtExpiry.push(
      payload.findByID({ collection: 'posts', id: postId, depth: 0 }).then((post) => String(post.title)),
    )
  }
  const onContent = (event: { change: string }) => seen.content.push(event.change)
  bus.on('tags', onTags)
  bus.on('content', onContent)
  return { seen, stop: () => (bus.off('tags', onTags), bus.off('content', onContent)) }
}

async function inTransaction() {
  const transactionID = await payload.db.beginTransaction()
  expect(transactionID, 'the adapter runs transactions').not.toBeNull()
  const req = await createLocalReq({}, payload)
  req.transactionID = transactionID!
  return { req, transactionID: transactionID! }
}

describe('after a commit', () => {
  // SQLite runs without transactions here (each write commits at once); PostgreSQL runs each
  // operation in one.
  it.runIf(dialect === 'postgres')(
    'expires tags and announces the change only once the transaction commits; a reader then sees the new row',
    async () => {
      const post = await publishedPost()
      const { seen, stop } = listen(post.id)
      try {
        const { req, transactionID } = await inTransaction()
        const title = `Committed ${unique()}`
        await payload.update({ collection: 'posts', id: post.id, data: { title, _status: 'published' }, req })
        expect(seen.tags, 'nothing expired before the commit').toEqual([])
        expect(seen.content).toEqual([])

        await payload.db.commitTransaction(transactionID)
        expect(seen.tags.flat()).toContain(`posts:${post.slug}`)
        expect(seen.content).toEqual(['updated'])
        for (const read of seen.readAtExpiry) expect(await read).toBe(title)
      } finally {
        stop()
      }
    },
  )

  it.runIf(dialect === 'postgres')(
    'expires nothing and announces nothing when the transaction rolls back',
    async () => {
      const post = await publishedPost()
      const { seen, stop } = listen(post.id)
      try {
        const { req, transactionID } = await inTransaction()
        await payload.update({
          collection: 'posts',
          id: post.id,
          data: { title: `Rolled back ${unique()}`, _status: 'published' },
          req,
        })
        await payload.db.rollbackTransaction(transactionID)
        expect(seen.tags).toEqual([])
        expect(seen.content).toEqual([])
        expect((await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })).title).toBe(post.title)
      } finally {
        stop()
      }
    },
  )

  it('runs at once for a change made without a transaction of the caller’s (Payload commits its own)', async () => {
    const post = await publishedPost()
    const { seen, stop } = listen(post.id)
    try {
      const title = `Own transaction ${unique()}`
      await payload.update({ collection: 'posts', id: post.id, data: { title, _status: 'published' } })
      expect(seen.content).toEqual(['updated'])
      for (const read of seen.readAtExpiry) expect(await read).toBe(title)
    } finally {
      stop()
    }
  })
})
