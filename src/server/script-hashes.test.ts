import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { hashInlineScripts, inlineScriptHashes, withScriptSrc } from './script-hashes'

// SHA-256 of the scripts' text, base64 (as `openssl dgst -sha256 -binary | base64` gives them).
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='" // alert(1)
const PUSH = "'sha256-G8L1SiKTJMbDlG4FGFKHgqgbC5cAhf7b3dVem2cCN2c='" // self.__next_f.push([1,"x"])
const IMPORT = "'sha256-7GZ08k9eDWlnONnBGSuk0j5sF0CWVCliNaWT5Dy14Ag='" // import("/a.js")

const PAGE =
  '<!DOCTYPE html><html><head><script src="/_next/a.js" async></script><script>alert(1)</script>' +
  '<script type="application/ld+json">{"@type":"Article"}</script></head><body>' +
  '<SCRIPT type="module">import("/a.js")</SCRIPT><script>self.__next_f.push([1,"x"])</script>' +
  '<script>alert(1)</script><script type="application/json">{}</script></body></html>'

describe('inlineScriptHashes', () => {
  it('hashes each inline script the browser runs, once, and leaves out files and data blocks', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([ALERT, IMPORT, PUSH])
  })

  it('finds nothing to hash in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>No scripts, only &lt;script&gt; as text</p>')).toEqual([])
  })
})

describe('withScriptSrc', () => {
  it("adds script-src with 'self', the other sources and the hashes to the policy", () => {
    expect(withScriptSrc("object-src 'none'", [ALERT], ['https://ads.example.com'])).toBe(
      `object-src 'none'; script-src 'self' https://ads.example.com ${ALERT}`,
    )
    expect(withScriptSrc('', [])).toBe("script-src 'self'")
  })
})

describe('hashInlineScripts', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  /** A server whose answers `respond` writes, through hashInlineScripts. */
  async function serve(respond: (res: ServerResponse) => void) {
    server = createServer((_req, res) => {
      res.setHeader('content-security-policy', "object-src 'none'")
      hashInlineScripts(res)
      respond(res)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  }

  it('sends a streamed HTML page whole, with the hashes of its inline scripts in its policy', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-kept': 'yes' })
      res.flushHeaders() // what Next does when a page starts streaming
      res.write(PAGE.slice(0, 100))
      res.write(Buffer.from(PAGE.slice(100, 200)))
      res.end(PAGE.slice(200))
    })
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-kept')).toBe('yes')
    expect(response.headers.get('content-security-policy')).toBe(
      `object-src 'none'; script-src 'self' ${ALERT} ${IMPORT} ${PUSH}`,
    )
    expect(await response.text()).toBe(PAGE)
  })

  it('reads a compressed page to hash it, and sends the compressed bytes unchanged', async () => {
    const gzipped = gzipSync(PAGE)
    const url = await serve((res) => {
      res.statusCode = 404
      res.setHeader('content-type', 'text/html')
      res.setHeader('content-encoding', 'gzip')
      res.end(gzipped)
    })
    const response = await fetch(url)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-security-policy')).toContain(`${ALERT} ${IMPORT} ${PUSH}`)
    expect(await response.text()).toBe(PAGE) // fetch decompressed what came
  })

  it("reads a page once per ETag (Next's ETag is a hash of the page), and each new ETag again", async () => {
    let body = '<script>alert(1)</script>'
    let etag = '"page-1"'
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/html', etag })
      res.end(body)
    })
    const policyOf = async () => (await fetch(url)).headers.get('content-security-policy')
    expect(await policyOf()).toBe(`object-src 'none'; script-src 'self' ${ALERT}`)
    body = '<script>import("/a.js")</script>' // not read again while the ETag says it is the same page
    expect(await policyOf()).toBe(`object-src 'none'; script-src 'self' ${ALERT}`)
    etag = '"page-2"'
    expect(await policyOf()).toBe(`object-src 'none'; script-src 'self' ${IMPORT}`)
  })

  it('leaves the policy out of a 304, so the browser keeps the one that matches its copy', async () => {
    const url = await serve((res) => {
      res.writeHead(304, { etag: '"v1"' }) // as Next answers: no content type
      res.end()
    })
    const response = await fetch(url)
    expect(response.status).toBe(304)
    expect(response.headers.get('etag')).toBe('"v1"')
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  it('lets every other answer through as it is written, streaming', async () => {
    let resolveSecond!: () => void
    const second = new Promise<void>((resolve) => (resolveSecond = resolve))
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"first":')
      void second.then(() => res.end('true}'))
    })
    const response = await fetch(url)
    // The head arrived before the body was finished: nothing held it.
    expect(response.headers.get('content-security-policy')).toBe("object-src 'none'")
    resolveSecond()
    expect(await response.json()).toEqual({ first: true })
  })
})
