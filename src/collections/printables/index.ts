import type { CollectionConfig } from 'payload'

import { editorialCollection } from '@/collections/editorial'
import { GRADES, SUBJECTS } from '@/collections/printables/taxonomy'
import { paperFile } from '@/collections/printables/validate'
import { slug } from '@/fields/slug'

const pdf = (name: 'letter' | 'a4', label: string) =>
  ({
    name,
    label,
    type: 'upload',
    relationTo: 'printable-files',
    validate: paperFile(name) as never,
    admin: { width: '50%', description: `The print-ready PDF on ${label} paper.` },
  }) as const

/** Printables: a worksheet, game or poster to print, as PDFs in Letter and/or A4, with page previews. */
export const Printables: CollectionConfig = editorialCollection('printables', {
  labels: { singular: 'Printable', plural: 'Printables' },
  admin: {
    defaultColumns: ['title', 'grades', 'subjects', 'pageCount', '_status', 'publishedAt'],
  },
  defaultPopulate: {
    _status: true,
    title: true,
    slug: true,
    description: true,
    previews: true,
    pageCount: true,
    grades: true,
    subjects: true,
    letter: true,
    a4: true,
    publishedAt: true,
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 1000,
      admin: { description: 'What it is and how to use it, in a sentence or three.' },
    },
    {
      name: 'previews',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 20,
      admin: { description: 'A picture of each page, in order. The first one is the card picture.' },
    },
    { type: 'row', fields: [pdf('letter', 'Letter PDF'), pdf('a4', 'A4 PDF')] },
    {
      name: 'pageCount',
      type: 'number',
      required: true,
      min: 1,
      max: 200,
      admin: { description: 'Pages in each PDF. Checked against the files when you publish.', step: 1 },
    },
    slug(),
    {
      name: 'grades',
      type: 'select',
      hasMany: true,
      required: true,
      options: [...GRADES],
      admin: { position: 'sidebar' },
    },
    {
      name: 'subjects',
      type: 'select',
      hasMany: true,
      required: true,
      options: [...SUBJECTS],
      admin: { position: 'sidebar' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
  ],
})
