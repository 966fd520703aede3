/**
 * CMS form attachments through submitForm's GraphQL multipart request: the file's type read from
 * its bytes and checked against what the field accepts, its size against the field's limit, the
 * file stored privately (editors read it; nobody else, by document or by URL) and tied to the
 * submission; nothing stored when the answers are refused; a retry with the same key stores the
 * file once.
 */
import type { Form } from '@/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richText, unique } from '../int/support/fixtures'
import { as, asUser } from '../int/support/payload'
import { firstError, send, type GraphQLAnswer } from './support/http'
import { startApiServer, type ApiServer } from './support/server'

let api: ApiServer
let form: Form

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer << >>\n%%EOF\n')
const SUBMIT = `mutation Submit($form: ID!, $values: [FormValueInput!]!, $files: [FormFileInput!], $key: String) {
  submitForm(form: $form, values: $values, files: $files, idempotencyKey: $key) { id }
}`

const values = (email = `kim-${unique()}@school.test`) => [
  { name: 'name', value: 'Kim' },
  { name: 'email', value: email },
]

/** submitForm with `files` as [field name, bytes, file name], as a multipart request. */
function submit(
  files: [string, Buffer, string][],
  vars: { values?: unknown; key?: string } = {},
): Promise<GraphQLAnswer> {
  const body = new FormData()
  const variables = {
    form: String(form.id),
    values: vars.values ?? values(),
    key: vars.key,
    files: files.map(([name]) => ({ name, file: null })),
  }
  body.append('operations', JSON.stringify({ query: SUBMIT, variables }))
  body.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}.file`]]))),
  )
  files.forEach(([, bytes, filename], i) => body.append(String(i), new Blob([new Uint8Array(bytes)]), filename))
  return send(api.url, { method: 'POST', body, headers: { 'apollo-require-preflight': 'true' } })
}

const idOf = (answer: GraphQLAnswer) => (answer.body.data?.submitForm as { id: string } | undefined)?.id

beforeAll(async () => {
  api = await startApiServer()
  form = await api.payload.create({
    collection: 'forms',
    data: {
      title: `Memes ${unique()}`,
      confirmationType: 'message',
      confirmationMessage: richText('Thanks!'),
      fields: [
        { blockType: 'name', name: 'name', label: 'Your name', required: true },
        { blockType: 'email', name: 'email', label: 'Email', required: true },
        { blockType: 'file', name: 'meme', label: 'Your meme', required: true, accept: ['image'], maxSizeMb: 1 },
        { blockType: 'file', name: 'notes', label: 'Notes', accept: ['pdf'] },
      ],
    },
  })
})

afterAll(async () => {
  await api?.close()
})

describe('submitForm with attachments', () => {
  it('stores each file privately, typed from its bytes, tied to the submission', async () => {
    const answer = await submit([
      ['meme', PNG, 'my meme.png'],
      ['notes', PDF, 'notes.pdf'],
    ])
    expect(answer.body.errors).toBeUndefined()
    const submission = await api.payload.findByID({ collection: 'form-submissions', id: idOf(answer)!, depth: 1 })
    expect(submission.submissionData).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'meme', value: 'my meme.png' }),
        expect.objectContaining({ field: 'notes', value: 'notes.pdf' }),
      ]),
    )
    const files = (submission.attachments ?? []).map((a) => ({
      field: a.field,
      mimeType: typeof a.file === 'object' ? a.file.mimeType : null,
    }))
    expect(files).toEqual([
      { field: 'meme', mimeType: 'image/png' },
      { field: 'notes', mimeType: 'application/pdf' },
    ])

    // The file route asks the collection's read rule: editors yes; anonymous, members, contributors no.
    const attachment = submission.attachments![0].file as { url: string; id: number }
    const editor = await asUser('editor')
    const contributor = await asUser('contributor')
    expect((await api.payload.findByID({ collection: 'form-attachments', id: attachment.id, ...as(editor) })).id).toBe(
      attachment.id,
    )
    await expect(
      api.payload.findByID({ collection: 'form-attachments', id: attachment.id, ...as(contributor) }),
    ).rejects.toThrow()
    const anonymous = await fetch(api.restUrl.replace(/\/api$/, '') + new URL(attachment.url, 'http://x').pathname)
    expect(anonymous.status).toBe(403)
  })

  it('refuses a file of a type the field does not take, whatever its name says, and stores nothing', async () => {
    const before = await api.payload.count({ collection: 'form-attachments' })
    const answer = await submit([['meme', PDF, 'looks-like.png']])
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { meme: 'Please choose an image.' },
    })
    expect(await api.payload.count({ collection: 'form-attachments' })).toEqual(before)
  })

  it('refuses a file whose bytes start like its type but do not hold one, in words', async () => {
    const answer = await submit([
      ['meme', PNG, 'a.png'],
      ['notes', Buffer.from('%PDF-1.4 and then nothing a PDF needs'), 'broken.pdf'],
    ])
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { notes: 'We could not read this file. Please choose another.' },
    })
  })

  it('refuses a file over the field’s size, a missing required file, and a file for no field', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1)])
    expect((await submit([['meme', big, 'big.png']])).body.errors?.[0]?.extensions?.fields).toEqual({
      meme: 'Please choose a file of 1 MB or less.',
    })
    expect((await submit([])).body.errors?.[0]?.extensions?.fields).toEqual({ meme: 'Please choose a file to send.' })
    const stray = await submit([
      ['meme', PNG, 'a.png'],
      ['other', PNG, 'b.png'],
    ])
    expect(stray.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    expect(firstError(stray)).toBe('This form has no attachment called “other”.')
  })

  it('stores the file once when the same submission is sent again with its key', async () => {
    const key = `key-${unique()}-${unique()}`
    const email = `kim-${unique()}@school.test`
    const before = await api.payload.count({ collection: 'form-attachments' })
    const first = await submit([['meme', PNG, 'a.png']], { key, values: values(email) })
    const again = await submit([['meme', PNG, 'a.png']], { key, values: values(email) })
    expect(idOf(again)).toBe(idOf(first))
    expect((await api.payload.count({ collection: 'form-attachments' })).totalDocs).toBe(before.totalDocs + 1)
  })
})
