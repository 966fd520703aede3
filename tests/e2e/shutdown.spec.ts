/**
 * A graceful stop (server.ts, src/server/graceful-shutdown.ts): on SIGTERM a server of the test's
 * own stops taking connections, still answers a form submission whose body was still arriving,
 * then exits 0. Every step waits on an event: the server's 100 Continue, its log line, the answer,
 * the exit.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { rmSync } from 'node:fs'
import net from 'node:net'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { contactFormId, sideServer } from './support/server-process'

const SUBMIT = `mutation Submit($form: ID!, $values: [FormValueInput!]!, $key: String) {
  submitForm(form: $form, values: $values, idempotencyKey: $key) { id }
}`

test('SIGTERM: no new connections, the submission in flight is answered 200 and stored, exit 0', async () => {
  test.setTimeout(180_000)
  const { port, db, dir, start } = await sideServer('shutdown', { HOST: '127.0.0.1', JOBS_AUTORUN: 'true' })
  const client = createClient({ url: `file:${db}` })
  try {
    const form = `${await contactFormId(db)}`
    const server = await start()
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))

    // A submission whose headers have arrived (the server said 100 Continue) and whose body has not.
    const key = randomBytes(16).toString('hex')
    const values = [
      { name: 'name', value: 'Late Sender' },
      { name: 'email', value: `late-${key}@example.com` },
      { name: 'topic', value: 'hello' },
      { name: 'message', value: 'Sent while the server was stopping.' },
    ]
    const body = JSON.stringify({ query: SUBMIT, variables: { form, values, key } })
    const request = http.request(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    })
    const answer = new Promise<{ status: number; text: string; connection?: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, connection: res.headers.connection }))
      })
      request.on('error', reject)
    })
    await new Promise<void>((resolve) => request.once('continue', () => resolve()))

    const stopping = new Promise<void>((resolve) =>
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('SIGTERM:') && resolve()),
    )
    server.kill('SIGTERM')
    await stopping

    const refused = await new Promise<string>((resolve) =>
      net
        .connect(port, '127.0.0.1', function (this: net.Socket) {
          this.destroy()
          resolve('connected')
        })
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message)),
    )
    expect(refused, 'a new connection after SIGTERM').toBe('ECONNREFUSED')

    request.end(body)
    const { status, text, connection } = await answer
    expect(status, text).toBe(200)
    expect(connection).toBe('close')
    const id = (JSON.parse(text) as { data: { submitForm: { id: string } } }).data.submitForm.id
    expect(await exited, 'exit code').toBe(0)

    const stored = await client.execute({
      sql: 'SELECT id FROM form_submissions WHERE idempotency_key = ?',
      args: [key],
    })
    expect(stored.rows.map((r) => `${Number(r.id)}`)).toEqual([id])
  } finally {
    client.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
