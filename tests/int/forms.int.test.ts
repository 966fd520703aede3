/**
 * CMS form submissions through the submitForm mutation on a real database: checked with the form's
 * own rules (errors by field), stored with the consent words, read back before the answer; the same
 * idempotency key stored once (one after the other and at the same moment); one entry per email;
 * a filled honeypot dropped; the editor's notification email sent; the submissions the team's only.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Form } from '@/payload-types'

import { richText, unique } from './support/fixtures'
import { errorOf, gql } from './support/graphql'
import { asUser, getTestPayload } from './support/payload'
import { rest } from './support/rest'

// Before src/env.ts first reads the environment: the notification goes through SMTP_URL.
const inbox = await vi.hoisted(async () => (await import('./support/inbox')).startInbox())

let payload: Payload
let form: Form
const CONSENT = 'I agree that Staffroom may publish my story.'
const PASSWORD = 'correct horse battery staple'
const SUBMIT = `mutation Submit($form: ID!, $values: [FormValueInput!]!, $key: String) {
  submitForm(form: $form, values: $values, idempotencyKey: $key) { id redirect }
}`

type Submitted = { submitForm: { id: string; redirect: string | null } }

const submit = (values: Record<string, string>, key?: string, id: string | number = form.id) =>
  gql<Submitted>(SUBMIT, {
    variables: { form: String(id), values: Object.entries(values).map(([name, value]) => ({ name, value })), key },
  })

const good = (email = `ada-${unique()}@school.test`) => ({
  name: 'Ada',
  email,
  years: '7',
  grade: 'k',
  consent: 'true',
})

const submissionsOf = async (where: Record<string, unknown> = {}) =>
  (await payload.find({ collection: 'form-submissions', where: { form: { equals: form.id }, ...where }, depth: 0 }))
    .docs

beforeAll(async () => {
  payload = await getTestPayload()
  form = await payload.create({
    collection: 'forms',
    data: {
      title: `Stories ${unique()}`,
      oneEntryPerEmail: true,
      confirmationType: 'message',
      confirmationMessage: richText('Thanks! We read every story.'),
      fields: [
        { blockType: 'name', name: 'name', label: 'Your name', required: true },
        { blockType: 'email', name: 'email', label: 'Email', required: true },
        { blockType: 'number', name: 'years', label: 'Years teaching', min: 0, max: 60 },
        { blockType: 'select', name: 'grade', label: 'Grade', options: [{ label: 'K', value: 'k' }] },
        { blockType: 'html', html: '<p>Tell us everything.</p>' },
        { blockType: 'consent', name: 'consent', text: CONSENT, required: true },
      ],
      emails: [{ emailTo: 'stories@staffroom.test', subject: 'New story from {{name}}', message: null }],
    } as never,
  })
})

afterAll(() => inbox.close())

describe('submitForm', () => {
  it('stores the answers with the consent words and tells the editors’ address', async () => {
    const values = good()
    const result = await submit(values, `key-${unique()}-${unique()}`)
    expect(result.errors).toBeUndefined()
    const [stored] = await submissionsOf({ email: { equals: values.email } })
    expect(String(stored.id)).toBe(result.data!.submitForm.id)
    expect(stored.submissionData?.map(({ field, value }) => ({ field, value }))).toEqual([
      { field: 'name', value: 'Ada' },
      { field: 'email', value: values.email },
      { field: 'years', value: '7' },
      { field: 'grade', value: 'k' },
      { field: 'consent', value: `Agreed: ${CONSENT}` },
    ])
    await expect.poll(() => inbox.to('stories@staffroom.test').length, { timeout: 5000 }).toBeGreaterThan(0)
    expect(inbox.to('stories@staffroom.test').at(-1)!.body).toMatch(/^Subject: New story from Ada/m)
  })

  it('refuses what the form refuses, naming each field, and stores nothing', async () => {
    const before = (await submissionsOf()).length
    const result = await submit({ name: '', email: 'ada@', years: '99', grade: 'z', consent: 'false' })
    expect(errorOf(result)).toMatchObject({
      message: 'Please fill in “Your name”.',
      extensions: {
        code: 'BAD_USER_INPUT',
        statusCode: 400,
        fields: {
          name: 'Please fill in “Your name”.',
          email: 'Please enter a valid email address, like name@school.org.',
          years: 'Please enter 60 or less.',
          grade: 'Please choose one of the options for “Grade”.',
          consent: 'Please tick the box to agree.',
        },
      },
    })
    expect(await submissionsOf()).toHaveLength(before)
  })

  it('stores a retried submission once: the same key answers the same submission, even at the same moment', async () => {
    const key = `retry-${unique()}-${unique()}`
    const values = good()
    const [a, b] = await Promise.all([submit(values, key), submit(values, key)])
    const c = await submit(values, key)
    expect([a, b, c].map((r) => r.errors)).toEqual([undefined, undefined, undefined])
    expect(new Set([a, b, c].map((r) => r.data!.submitForm.id)).size).toBe(1)
    expect(await submissionsOf({ email: { equals: values.email } })).toHaveLength(1)
    expect(errorOf(await submit(good(), 'short')).message).toBe(
      'This form was sent with a damaged key. Reload the page and send it again.',
    )
  })

  it('takes one entry per email address where the form says so', async () => {
    const email = `bo-${unique()}@school.test`
    expect((await submit(good(email))).errors).toBeUndefined()
    const again = await submit({ ...good(email.toUpperCase()), name: 'Bo again' })
    expect(errorOf(again)).toMatchObject({
      message: 'This email address has already been used on this form: one entry per person.',
      extensions: {
        code: 'CONFLICT',
        statusCode: 409,
        fields: { email: '“Email” has already been used on this form.' },
      },
    })
    expect(await submissionsOf({ email: { equals: email } })).toHaveLength(1)
  })

  it('thanks a robot that fills the hidden honeypot, and keeps nothing', async () => {
    const values = { ...good(), company_website: 'https://spam.example' }
    const result = await submit(values)
    expect(result.errors).toBeUndefined()
    expect(await submissionsOf({ email: { equals: values.email } })).toHaveLength(0)
  })

  it('says so when the form no longer exists', async () => {
    expect(errorOf(await submit(good(), undefined, 987654))).toMatchObject({
      message: 'This form no longer exists. Reload the page to see what is there now.',
      extensions: { code: 'NOT_FOUND', statusCode: 404 },
    })
  })
})

describe('GET /api/form-submissions/export', () => {
  it('gives editors one form’s submissions as CSV, a column per field; nobody else', async () => {
    const editor = await asUser('editor')
    const token = (await payload.login({ collection: 'users', data: { email: editor.email, password: PASSWORD } })).token!
    const email = `cy-${unique()}@school.test`
    await submit({ ...good(email), name: '=cmd()' })
    const answer = await rest('GET', `/form-submissions/export?form=${form.id}`, { token })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = answer.bytes.toString('utf8').split('\r\n')
    expect(lines[0]).toBe('"Submitted at","Email","Member","Your name","Email","Years teaching","Grade","consent"')
    expect(lines.find((l) => l.includes(email))).toMatch(
      new RegExp(`^"[^"]+","${email}","","'=cmd\\(\\)","${email}","7","k","Agreed: ${CONSENT}"$`),
    )
    expect((await rest('GET', '/form-submissions/export', { token })).status).toBe(400)
    expect((await rest('GET', '/form-submissions/export?form=987654', { token })).status).toBe(404)
    expect((await rest('GET', `/form-submissions/export?form=${form.id}`)).status).toBe(401)
  })
})

describe('forms and submissions over REST', () => {
  it('lets anyone read a form but not where its notifications go; submissions only through submitForm', async () => {
    const read = await rest('GET', `/forms/${form.id}`)
    expect(read.status).toBe(200)
    expect(read.body.title).toBe(form.title)
    // The form has one notification address; a visitor sees none.
    expect(read.body.emails ?? []).toEqual([])
    expect(JSON.stringify(read.body)).not.toContain('stories@staffroom.test')
    const created = await rest('POST', '/form-submissions', {
      body: { form: form.id, submissionData: [{ field: 'name', value: 'Mallory' }] },
    })
    expect(created.status).toBe(403)
    expect((await rest('GET', '/form-submissions')).status).toBe(403)
  })
})
