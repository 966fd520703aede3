import type { CollectionConfig, FieldHook, NumberFieldSingleValidation, TextFieldSingleValidation } from 'payload'

import { nobody } from '@/access/nobody'
import { editorialCollection } from '@/collections/editorial'
import { slug } from '@/fields/slug'
import { idsOf } from '@/lib/relation-ids'
import type { Episode } from '@/payload-types'
import { countedEndpoint } from '@/server/counted-endpoint'
import { increment } from '@/server/counters'

/** An episode's address is /podcast/{show}/{slug}: its slug need only be unique within its show. */
const freeWithinShow: TextFieldSingleValidation = async (value, { req, data, id }) => {
  if (!value) return 'Enter the episode’s address (its slug), or leave it to be made from the title.'
  const [show] = idsOf((data as { show?: unknown }).show)
  if (show === undefined) return true // the show's own check asks for it
  const { totalDocs } = await req.payload.count({
    collection: 'episodes',
    where: {
      and: [{ show: { equals: show } }, { slug: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0 ? `Another episode of this show already has the address "${value}". Choose another slug.` : true
}

/**
 * The length of the MP3, read when it is uploaded: filled in when the editor left the duration
 * empty, or chose a new file without typing a new length (the old one was the old file's).
 */
const durationFromAudio: FieldHook<Episode, number | null | undefined> = async ({ value, data, originalDoc, req }) => {
  const [audio] = idsOf(data?.audio)
  const newFile = audio !== undefined && originalDoc !== undefined && audio !== idsOf(originalDoc.audio)[0]
  const typed = value != null && (!newFile || value !== originalDoc?.duration)
  if (typed || audio === undefined) return value
  const file = await req.payload
    .findByID({ collection: 'episode-audio', id: audio, select: { seconds: true }, depth: 0, req, disableErrors: true })
    .catch(() => null)
  return file?.seconds ? Math.round(file.seconds) : value
}

const wholeNumber =
  (what: string): NumberFieldSingleValidation =>
  (value) =>
    value == null || (Number.isInteger(value) && value >= 1 && value <= 9999)
      ? true
      : `The ${what} is a whole number from 1 to 9999.`

/**
 * Plays are counted by the play endpoint straight into the live row (no hook, no version). Every
 * save keeps that live count: a draft or an autosave holds the count of its own moment, which
 * would otherwise wind the count back when it is published.
 */
const livePlays: FieldHook = async ({ operation, originalDoc, req }) => {
  const id = (originalDoc as { id?: number } | undefined)?.id
  if (operation === 'create' || id === undefined) return 0
  const { docs } = await req.payload.find({
    collection: 'episodes',
    where: { id: { equals: id } },
    select: { plays: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0]?.plays ?? 0
}

/**
 * Podcast episodes: /podcast/{show}/{slug}. The audio is an upload of its own (episode-audio);
 * season, number and type are what podcast apps group and label episodes by.
 */
export const Episodes: CollectionConfig = editorialCollection('episodes', {
  labels: { singular: 'Episode', plural: 'Episodes' },
  admin: {
    defaultColumns: ['title', 'show', 'episodeNumber', 'plays', '_status', 'publishedAt'],
    group: 'Podcasts',
  },
  // An address is only unique within its show; versions keep a plain (not unique) index.
  indexes: [{ fields: ['show', 'slug'], unique: true }],
  endpoints: [
    countedEndpoint({
      path: '/:id/play',
      collection: 'episodes',
      unknown: 'Unknown episode.',
      subject: (id) => `play:${id}`,
      record: (payload, id) => increment(payload, 'episodes', 'plays', id),
    }),
  ],
  defaultPopulate: {
    _status: true,
    title: true,
    slug: true,
    show: true,
    description: true,
    duration: true,
    episodeNumber: true,
    season: true,
    episodeType: true,
    publishedAt: true,
    audio: true,
  },
  fields: [
    {
      name: 'show',
      type: 'relationship',
      relationTo: 'podcasts',
      required: true,
      index: true,
      admin: { description: 'The show the episode belongs to. Its address starts with the show’s.' },
    },
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 4000,
      admin: { description: 'What the episode is about. Podcast apps show it as the episode notes.' },
    },
    {
      name: 'audio',
      type: 'upload',
      relationTo: 'episode-audio',
      required: true,
      admin: { description: 'The MP3 (or M4A) file. Its length fills in the duration.' },
    },
    {
      name: 'duration',
      type: 'number',
      required: true,
      min: 1,
      admin: { step: 1, description: 'Length in seconds. Left empty, it is read from the MP3.' },
      hooks: { beforeValidate: [durationFromAudio] },
    },
    {
      name: 'transcript',
      type: 'textarea',
      maxLength: 100_000,
      admin: { description: 'Everything said, typed out: for listeners who read, and for search.' },
    },
    slug('title', { uniqueWithinParent: freeWithinShow }),
    {
      type: 'row',
      admin: { position: 'sidebar' },
      fields: [
        { name: 'season', type: 'number', validate: wholeNumber('season') },
        { name: 'episodeNumber', type: 'number', label: 'Episode', validate: wholeNumber('episode number') },
      ],
    },
    {
      name: 'episodeType',
      type: 'select',
      defaultValue: 'full',
      options: [
        { label: 'Full episode', value: 'full' },
        { label: 'Trailer', value: 'trailer' },
        { label: 'Bonus', value: 'bonus' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'plays',
      type: 'number',
      defaultValue: 0,
      index: true,
      access: { create: nobody, update: nobody },
      admin: { position: 'sidebar', readOnly: true, description: 'Listeners who pressed play (each once a day).' },
      hooks: { beforeChange: [livePlays] },
    },
  ],
})
