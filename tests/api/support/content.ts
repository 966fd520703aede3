/** Content and accounts for API tests, made through the Local API of the file's Payload. */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Author, Category, Post } from '@/payload-types'

import { makeAuthor, makeCategory, postData, unique } from '../../int/support/fixtures'
import { asUser } from '../../int/support/payload'

export { unique }

export type Published = { author: Author; category: Category; post: Post }

/** A published post with one author and one category. */
export async function publishedPost(payload: Payload, overrides: Partial<Post> = {}): Promise<Published> {
  const author = await makeAuthor(payload)
  const category = await makeCategory(payload)
  const post = await payload.create({
    collection: 'posts',
    data: postData(author, { categories: [category.id], _status: 'published', ...overrides }),
  })
  return { author, category, post }
}

export async function draftPost(payload: Payload, overrides: Partial<Post> = {}): Promise<Post> {
  const author = await makeAuthor(payload)
  return payload.create({ collection: 'posts', data: postData(author, overrides), draft: true })
}

const PASSWORD = 'correct horse battery staple'

/** A bearer token of a new editor (reads drafts). */
export async function editorToken(payload: Payload): Promise<string> {
  const user = await asUser('editor')
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })
  return token!
}

/** A new member (visitor account) and their bearer token. */
export async function memberToken(payload: Payload): Promise<{ id: number | string; email: string; token: string }> {
  const email = `member-${randomBytes(4).toString('hex')}@test.local`
  const member = await payload.create({
    collection: 'members',
    data: { email, password: PASSWORD, name: 'Mia Member' },
  })
  const { token } = await payload.login({ collection: 'members', data: { email, password: PASSWORD } })
  return { id: member.id, email, token: token! }
}
