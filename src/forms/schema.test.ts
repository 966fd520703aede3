import { describe, expect, it } from 'vitest'

import type { FormField } from '@/forms/field-types'
import { formSchema, HONEYPOT } from '@/forms/schema'
import { errorsOf } from '@/lib/forms/errors'

const FIELDS: FormField[] = [
  { blockType: 'name', name: 'name', label: 'Your name', required: true, maxLength: 40 },
  { blockType: 'email', name: 'email', label: 'Email', required: true },
  { blockType: 'phone', name: 'phone', label: 'Phone' },
  { blockType: 'website', name: 'site', label: 'Your website' },
  { blockType: 'number', name: 'years', label: 'Years teaching', min: 0, max: 60 },
  { blockType: 'textarea', name: 'story', label: 'Your story', required: true, minLength: 10, maxLength: 200 },
  {
    blockType: 'select',
    name: 'grade',
    label: 'Grade',
    options: [
      { label: 'K', value: 'k' },
      { label: '1', value: '1' },
    ],
  },
  {
    blockType: 'radio',
    name: 'kind',
    label: 'Kind',
    required: true,
    options: [
      { label: 'Story', value: 'story' },
      { label: 'Meme', value: 'meme' },
    ],
  },
  { blockType: 'checkbox', name: 'anonymous', label: 'Publish without my name' },
  { blockType: 'consent', name: 'consent', text: 'I agree to the terms', required: true },
  { blockType: 'hidden', name: 'contest', defaultValue: 'spring' },
  { blockType: 'address', name: 'address', label: 'Postal address' },
  { blockType: 'html', html: '<p>Read this first</p>' },
  { blockType: 'file', name: 'file', label: 'Attachment', accept: ['image'], maxSizeMb: 2 },
]

const good = {
  name: 'Robin',
  email: 'robin@school.org',
  phone: '',
  site: 'https://robin.example',
  years: '12',
  story: 'A very long story indeed.',
  grade: 'k',
  kind: 'meme',
  anonymous: false,
  consent: true,
  contest: 'spring',
  'address.line1': '',
  file: { type: 'image/png', size: 1000 },
  [HONEYPOT]: '',
}

const check = (values: Record<string, unknown>) => formSchema(FIELDS).safeParse(values)

describe('formSchema', () => {
  it('accepts a good submission, typed: numbers as numbers, empty optional values as not given', () => {
    const result = check(good)
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ name: 'Robin', years: 12, phone: '', kind: 'meme', consent: true })
  })

  it('says what is wrong with each field, by its label, in plain words', () => {
    const result = check({
      name: '',
      email: 'robin@',
      phone: 'call me',
      site: 'robin.example',
      years: '99',
      story: 'short',
      grade: 'z',
      kind: '',
      consent: false,
      file: { type: 'application/zip', size: 10 },
    })
    expect(result.success).toBe(false)
    expect(errorsOf(result.error!).fields).toEqual({
      name: 'Please fill in “Your name”.',
      email: 'Please enter a valid email address, like name@school.org.',
      phone: 'Please enter a phone number, like +1 555 010 0199.',
      site: 'Please enter a web address starting with https://, like https://example.org.',
      years: 'Please enter 60 or less.',
      story: 'Please write at least 10 characters in “Your story”.',
      grade: 'Please choose one of the options for “Grade”.',
      kind: 'Please choose one of the options for “Kind”.',
      consent: 'Please tick the box to agree.',
      file: 'Please choose an image.',
    })
  })

  it('caps lengths and sizes, and drops keys the form does not have', () => {
    const long = check({ ...good, name: 'x'.repeat(41), file: { type: 'image/png', size: 3 * 1024 * 1024 } })
    expect(errorsOf(long.error!).fields).toEqual({
      name: 'Please keep “Your name” to 40 characters or fewer.',
      file: 'Please choose a file of 2 MB or less.',
    })
    expect(check({ ...good, admin: true }).data).not.toHaveProperty('admin')
  })

  it('a required address wants each required part', () => {
    const schema = formSchema([{ blockType: 'address', name: 'home', label: 'Home', required: true }])
    const result = schema.safeParse({ 'home.line1': '1 Main St', 'home.city': 'Springfield' })
    expect(errorsOf(result.error!).fields).toEqual({
      'home.postcode': 'Please fill in the ZIP or postal code of “Home”.',
      'home.country': 'Please fill in the country of “Home”.',
    })
  })
})
