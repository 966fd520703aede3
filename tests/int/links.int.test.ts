/**
 * Link URLs are checked on the server (docs/security.md): a rich-text link (and a pasted
 * auto-link), a link inside a block's rich text, and the CMS link field accept http(s), mailto,
 * tel and relative addresses, and refuse javascript:, data: and the like with a 400 in words,
 * over REST and the Local API alike, leaving the document as it was.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { UNSAFE_HREF_MESSAGE } from '@/lib/safe-url'
import type { Post, User } from '@/payload-types'
import { link, p, type LinkNode } from '@/seed/lexical'

import { makeAuthor, postData, unique } from './support/fixtures'
import { as, asUser, getTestPayload } from './support/payload'
import { rest, restError } from './support/rest'

const UNSAFE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
]
const SAFE = [
  'https://example.org/a?b=c',
  'http://example.org',
  'mailto:hi@school.org',
  'tel:+4412345',
  '/post/x',
  '#top',
]

let payload: Payload
let editor: User
let editorToken: string
let post: Post

/** An article body with one link (or auto-link) to `url`. */
const body = (url: string, type: 'link' | 'autolink' = 'link') => {
  const node = { ...link('Click me', url), type } as unknown as LinkNode
  const root = { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [p('See ', node)] }
  return { root } as Post['content']
}

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await asUser('editor')
  const login = await payload.login({
    collection: 'users',
    data: { email: editor.email, password: 'correct horse battery staple' },
  })
  editorToken = login.token!
  post = await payload.create({ collection: 'posts', data: postData(await makeAuthor(payload)) })
})

describe('rich-text links', () => {
  it.each(UNSAFE)('refuses %j in a link and an auto-link, over REST and the Local API', async (url) => {
    for (const type of ['link', 'autolink'] as const) {
      const answer = await rest('PATCH', `/posts/${post.id}`, {
        token: editorToken,
        body: { content: body(url, type) },
      })
      expect(answer.status, type).toBe(400)
      expect(JSON.stringify(answer.body)).toContain('The following fields are invalid: url')
      await expect(
        payload.update({ collection: 'posts', id: post.id, data: { content: body(url, type) }, ...as(editor) }),
      ).rejects.toMatchObject({ status: 400 })
    }
    const stored = await payload.findByID({ collection: 'posts', id: post.id, draft: true })
    expect(JSON.stringify(stored.content)).not.toContain(url.trim().slice(0, 8))
  })

  it('says which addresses a link may have', async () => {
    const answer = await rest('PATCH', `/posts/${post.id}`, { token: editorToken, body: { content: body(UNSAFE[0]) } })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(UNSAFE_HREF_MESSAGE)
  })

  it.each(SAFE)('accepts %j', async (url) => {
    const updated = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { content: body(url) },
      ...as(editor),
    })
    expect(JSON.stringify(updated.content)).toContain(JSON.stringify(url))
  })

  it("refuses an unsafe link inside a block's rich text (the default editor)", async () => {
    const block = {
      type: 'block',
      version: 2,
      format: '',
      fields: {
        id: unique(),
        blockName: '',
        blockType: 'accordion',
        items: [{ title: 'Q', content: body('javascript:alert(1)') }],
      },
    }
    const content = { root: { ...body('/ok').root, children: [p('Intro'), block] } } as Post['content']
    const answer = await rest('PATCH', `/posts/${post.id}`, { token: editorToken, body: { content } })
    expect(answer.status).toBe(400)
  })
})

describe('the CMS link field', () => {
  const menu = (url: string) => ({ clean: [{ link: { type: 'custom', url, label: 'Home' } }] })

  it.each(UNSAFE)('refuses %j in the navigation, and keeps the menu as it was', async (url) => {
    const before = await payload.findGlobal({ slug: 'navigation' })
    const answer = await rest('POST', '/globals/navigation', { token: editorToken, body: menu(url) })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(UNSAFE_HREF_MESSAGE)
    await expect(
      payload.updateGlobal({ slug: 'navigation', data: menu(url) as never, ...as(editor) }),
    ).rejects.toMatchObject({ status: 400 })
    expect(await payload.findGlobal({ slug: 'navigation' })).toEqual(before)
  })

  it('accepts safe addresses', async () => {
    for (const url of SAFE) {
      const answer = await rest('POST', '/globals/navigation', { token: editorToken, body: menu(url) })
      expect(answer.status, `${url}: ${restError(answer)}`).toBe(200)
    }
  })
})
