/**
 * Printables: the editorial rules of every content type, PDFs that are PDFs (sniffed) and match
 * what the printable says (page count, paper size), files private until their printable is
 * published, and downloads counted once per visitor.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PAPER_SIZES, type Paper } from '@/lib/pdf/marks'
import { writePdf } from '@/lib/pdf/writer'
import type { Media, Member, Printable, PrintableFile, User } from '@/payload-types'
import { recordDownload } from '@/server/printable-downloads'

import { png } from '../support/png'
import { unique } from './support/fixtures'
import { as, asUser, getTestPayload } from './support/payload'
import { rest, restError } from './support/rest'

const FORBIDDEN = { status: 403 }
const PASSWORD = 'correct horse battery staple'

let payload: Payload
let preview: Media
let editor: User
let contributor: User
let member: Member & { collection: 'members' }
let editorToken: string

const pdf = (paper: Paper, pages: number) => {
  const { width, height } = PAPER_SIZES[paper]
  return writePdf({
    title: 'Test sheet',
    pages: Array.from({ length: pages }, (_, i) => ({
      width,
      height,
      marks: [{ kind: 'text' as const, x: 72, y: 72, size: 12, text: `Page ${i + 1}` }],
    })),
  })
}

const upload = (paper: Paper, pages: number): Promise<PrintableFile> => {
  const data = pdf(paper, pages)
  return payload.create({
    collection: 'printable-files',
    data: {},
    file: { data, mimetype: 'application/pdf', name: `sheet-${unique()}.pdf`, size: data.length },
  })
}

const printableData = (overrides: Partial<Printable> = {}) => {
  const title = `Printable ${unique()}`
  return {
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    description: 'A sheet to print.',
    previews: [preview.id],
    pageCount: 2,
    grades: ['grade-3' as const],
    subjects: ['math' as const],
    _status: 'draft' as const,
    ...overrides,
  } as Omit<Printable, 'id' | 'createdAt' | 'updatedAt'>
}

/** The plain-words message of a REST validation error. */
const fieldErrors = (answer: { body: Record<string, unknown> }) =>
  (answer.body.errors as { data?: { errors?: { path: string; message: string }[] } }[])[0]?.data?.errors ?? []

beforeAll(async () => {
  payload = await getTestPayload()
  const picture = await png(60, 78, '#ffffff')
  preview = await payload.create({
    collection: 'media',
    data: { alt: 'Page 1 of a test sheet' },
    file: { data: picture, mimetype: 'image/png', name: `sheet-${unique()}.png`, size: picture.length },
  })
  ;[editor, contributor] = await Promise.all([asUser('editor'), asUser('contributor')])
  const doc = await payload.create({
    collection: 'members',
    data: { name: 'Pat Member', email: `pat-${unique()}@test.local`, password: 'a long enough password' },
  })
  member = { ...doc, collection: 'members' }
  editorToken = (await payload.login({ collection: 'users', data: { email: editor.email, password: PASSWORD } })).token!
})

describe('who may do what with printables', () => {
  it('visitors and members read published printables only, and cannot write', async () => {
    const letter = (await upload('letter', 2)).id
    const live = await payload.create({
      collection: 'printables',
      data: printableData({ letter, _status: 'published' }),
    })
    const draft = await payload.create({ collection: 'printables', data: printableData({ letter }) })
    for (const user of [undefined, member]) {
      const options = as(user as never)
      const { docs } = await payload.find({
        collection: 'printables',
        where: { id: { in: [live.id, draft.id] } },
        ...options,
      })
      expect(docs.map((d) => d.id)).toEqual([live.id])
      await expect(
        payload.create({ collection: 'printables', data: printableData(), ...options }),
      ).rejects.toMatchObject(FORBIDDEN)
      await expect(
        payload.update({ collection: 'printables', id: live.id, data: { title: 'Mine now' }, ...options }),
      ).rejects.toMatchObject(FORBIDDEN)
      await expect(payload.delete({ collection: 'printables', id: live.id, ...options })).rejects.toMatchObject(
        FORBIDDEN,
      )
    }
  })

  it('contributors write drafts but cannot publish; editors publish and delete', async () => {
    const letter = (await upload('letter', 2)).id
    const draft = await payload.create({
      collection: 'printables',
      data: printableData({ letter }),
      ...as(contributor),
    })
    expect(draft._status).toBe('draft')
    await expect(
      payload.update({ collection: 'printables', id: draft.id, data: { _status: 'published' }, ...as(contributor) }),
    ).rejects.toMatchObject(FORBIDDEN)
    const published = await payload.update({
      collection: 'printables',
      id: draft.id,
      data: { _status: 'published' },
      ...as(editor),
    })
    expect(published.publishedAt).toEqual(expect.any(String))
    await payload.delete({ collection: 'printables', id: draft.id, ...as(editor) })
  })

  it('the PDFs: the team lists them, visitors and members do not; contributors upload, only editors replace', async () => {
    const file = await upload('a4', 1)
    for (const user of [undefined, member]) {
      const options = as(user as never)
      await expect(
        payload.find({ collection: 'printable-files', where: { id: { equals: file.id } }, ...options }),
      ).rejects.toMatchObject(FORBIDDEN)
    }
    const staff = await payload.find({
      collection: 'printable-files',
      where: { id: { equals: file.id } },
      ...as(contributor),
    })
    expect(staff.docs).toHaveLength(1)
    const data = pdf('a4', 1)
    const mine = await payload.create({
      collection: 'printable-files',
      data: {},
      file: { data, mimetype: 'application/pdf', name: `mine-${unique()}.pdf`, size: data.length },
      ...as(contributor),
    })
    await expect(
      payload.delete({ collection: 'printable-files', id: mine.id, ...as(contributor) }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.create({
        collection: 'printable-files',
        data: {},
        file: { data, mimetype: 'application/pdf', name: `theirs-${unique()}.pdf`, size: data.length },
        ...as(member as never),
      }),
    ).rejects.toMatchObject(FORBIDDEN)
  })

  it('a file is public at its URL only while a published printable offers it, and always as a download', async () => {
    const file = await upload('letter', 2)
    const url = `/printable-files/file/${file.filename}`
    const printable = await payload.create({ collection: 'printables', data: printableData({ letter: file.id }) })
    expect((await rest('GET', url)).status).toBe(403)
    await payload.update({ collection: 'printables', id: printable.id, data: { _status: 'published' } })
    const answer = await rest('GET', url)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })
})

describe('what a printable needs', () => {
  it('reads the page count and paper size from each uploaded PDF', async () => {
    const file = await upload('a4', 3)
    expect(file).toMatchObject({ pages: 3, paper: 'a4', downloads: 0, mimeType: 'application/pdf' })
  })

  it('refuses a file that is not a PDF, whatever its name says, in plain words', async () => {
    const form = new FormData()
    const picture = await png(10, 10, '#000')
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'application/pdf' }), 'worksheet.pdf')
    form.append('_payload', JSON.stringify({}))
    const answer = await rest('POST', '/printable-files', { token: editorToken, form })
    expect(answer.status).toBe(400)
    expect(restError(answer)).toBe(
      'This file is not a PDF. Printables take PDF files only: export or print the sheet to PDF and upload that file.',
    )
  })

  it('refuses to publish when a PDF has another number of pages than the printable says', async () => {
    const letter = await upload('letter', 2)
    const answer = await rest('POST', '/printables', {
      token: editorToken,
      body: printableData({ letter: letter.id, pageCount: 3, _status: 'published' }),
    })
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer).map((e) => [e.path, e.message])).toEqual([
      ['letter', 'The Letter PDF has 2 pages, but the page count says 3. Change one of them so they match.'],
    ])
  })

  it('refuses an A4 file offered as the Letter one, and a printable without any PDF', async () => {
    const a4 = await upload('a4', 2)
    const wrong = await rest('POST', '/printables', {
      token: editorToken,
      body: printableData({ letter: a4.id, _status: 'published' }),
    })
    expect(wrong.status).toBe(400)
    expect(fieldErrors(wrong).map((e) => e.message)).toEqual(['This PDF is A4, not Letter. Upload it as the A4 file.'])
    const none = await rest('POST', '/printables', {
      token: editorToken,
      body: printableData({ _status: 'published' }),
    })
    expect(none.status).toBe(400)
    expect(fieldErrors(none).map((e) => e.message)).toContain('Add a Letter PDF, an A4 PDF or both.')
  })
})

describe('downloads', () => {
  it('count once per visitor a day, however often they download', async () => {
    const file = await upload('letter', 1)
    const count = async () =>
      (await payload.findByID({ collection: 'printable-files', id: file.id, depth: 0 })).downloads
    expect(await recordDownload(payload, file.id, '10.1.2.3', 'Firefox')).toBe(true)
    expect(await recordDownload(payload, file.id, '10.1.2.3', 'Firefox')).toBe(false)
    expect(await count()).toBe(1)
    expect(await recordDownload(payload, file.id, '10.9.8.7', 'Safari')).toBe(true)
    expect(await count()).toBe(2)
  })

  it('an edit of the file by the team keeps its count', async () => {
    const file = await upload('letter', 1)
    await recordDownload(payload, file.id, '10.4.4.4', 'Chrome')
    const edited = await payload.update({ collection: 'printable-files', id: file.id, data: {}, ...as(editor) })
    expect(edited.downloads).toBe(1)
  })
})
