/**
 * Hostile addresses against the real server (server.ts + Next): broken %-escapes anywhere in a path
 * answer 400 before any route decodes them; the preview route redirects only to paths of this site;
 * uploads are served with nosniff, and a missing one is a 404. Never a 5xx.
 */
import { expect, test } from './support/fixtures'

const BROKEN = [
  '/%ff',
  '/%E0%A4%A',
  '/post/%ff',
  '/post/%E0%A4%A',
  '/category/%ff',
  '/author/%ff',
  '/page/%ff?x=1',
  '/100%',
  '/api/posts/%ff',
  '/api/media/file/%ff.png',
  '/admin/%ff',
  '/next/preview/%ff',
  '/graphql/%ff',
]

test('a broken %-escape in any path answers 400 in words, for GET, HEAD and POST', async ({ request }) => {
  for (const path of BROKEN) {
    for (const method of ['GET', 'HEAD', 'POST'] as const) {
      const response = await request.fetch(path, { method, maxRedirects: 0 })
      expect(response.status(), `${method} ${path}`).toBe(400)
      if (method === 'GET') {
        expect(await response.text()).toBe(
          'This address is not valid: it has a broken %-escape (such as %ff). Check the link and try again.',
        )
      }
    }
  }
  // Well-formed escapes still reach the pages: an unknown article is the usual 404.
  expect((await request.get('/post/caf%C3%A9-nothing-here')).status()).toBe(404)
})

const ESCAPES = [
  '/\\evil.example',
  '/\\/evil.example',
  '//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/.//evil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '',
]

test('preview redirects signed-in editors only to paths of this site', async ({ editorApi }) => {
  for (const path of ESCAPES) {
    const response = await editorApi.get(`/next/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
    expect(response.status(), JSON.stringify(path)).toBe(400)
    expect(response.headers().location, JSON.stringify(path)).toBeUndefined()
    expect(await response.text()).toBe('Preview needs a path on this site, such as /post/my-article.')
  }
  const ok = await editorApi.get(`/next/preview?path=${encodeURIComponent('/post/some-article?x=1')}`, {
    maxRedirects: 0,
  })
  expect(ok.status()).toBe(307)
  expect(ok.headers().location).toBe('/post/some-article?x=1')
})

test('preview refuses visitors, whatever the path', async ({ request }) => {
  const response = await request.get(`/next/preview?path=${encodeURIComponent('/post/x')}`, { maxRedirects: 0 })
  expect(response.status()).toBe(403)
})

test('uploads are served with nosniff; a missing file is a 404 in words', async ({ request }) => {
  const { docs } = (await (await request.get('/api/media?limit=1&depth=0')).json()) as { docs: { url: string }[] }
  expect(docs.length, 'the seed has media').toBe(1)
  const served = await request.get(docs[0].url)
  expect(served.status()).toBe(200)
  expect(served.headers()['x-content-type-options']).toBe('nosniff')
  expect(served.headers()['content-type']).toMatch(/^image\//)

  const missing = await request.get('/api/media/file/nope.png')
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toEqual({ errors: [{ message: 'There is no file named "nope.png".' }] })
})

test('list pages take any ?page= without a 5xx: junk is page 1, past the end is a 404', async ({ request }) => {
  for (const list of ['/post', '/memes']) {
    for (const junk of ['abc', '-1', '0', '1.5', '1e3x', '%20', '']) {
      const response = await request.get(`${list}?page=${junk}`)
      expect(response.status(), `${list}?page=${junk}`).toBe(200)
    }
    for (const past of ['1000', '1000000', '9007199254740993']) {
      const response = await request.get(`${list}?page=${past}`)
      expect(response.status(), `${list}?page=${past}`).toBe(404)
    }
    expect((await request.get(`${list}?page=1&page=2`)).status(), `${list}: a repeated page`).toBe(200)
  }
})
