/**
 * The shapes of the matrix's entities: how each subject is made (Local API, as its owner), what a
 * new document looks like (REST and GraphQL create), and which field a write changes. Each content
 * type builds its own from these in `src/collections/<type>/tests/access.ts`; entities.ts collects
 * them with the rest.
 */
import type { CollectionSlug, UploadCollectionSlug } from 'payload'

import type { Caller, Subject } from '../../../access/matrix'
import { actingAs, marker, PNG, type World } from './world'

/** `restId`: what REST addresses it by, where that is not its id (preferences: their key). */
export type Doc = { id: number | string; marker: string; url?: string; email?: string; restId?: string }
export type Data = Record<string, unknown>

export type Adapter = {
  /** A new subject, made as its owner would make it. */
  make: (w: World, subject: Subject) => Promise<Doc>
  /** A new document marked `m`, as a caller would send it. */
  create: (w: World, m: string, caller: Caller) => Data
  /** The write of the matrix: sets the marker; `get` reads it back. */
  set: (m: string) => Data
  get: (doc: Data) => unknown
  /** The same over GraphQL, where they differ (enum names, groups its update input requires). */
  graphql?: { create?: (w: World, m: string, caller: Caller) => Data; set?: (m: string) => Data }
  upload?: boolean
  /** The file REST creates send, where it is not a PNG. */
  file?: { data: Buffer; type: string; name: string }
  /**
   * One document per member, who owns it (`owner`): a member's create replaces the one they had
   * (profile pictures), so it adds a document only when they had none.
   */
  onePerMember?: boolean
}

/** Adapters by collection slug. */
export type Entities = Record<string, Adapter>

/** The PNG the Local API uploads, named `name`. */
export const file = (name: string) => ({ data: PNG, mimetype: 'image/png', name: `${name}.png`, size: PNG.length })

export const titled = { set: (m: string) => ({ title: m }), get: (d: Data) => d.title }
export const named = { set: (m: string) => ({ name: m }), get: (d: Data) => d.name }

/** A collection with drafts: the contributor's draft, or a document an editor published. */
export function versioned(slug: CollectionSlug, data: (w: World, m: string) => Data): Adapter {
  return {
    ...titled,
    make: async (w, subject) => {
      const m = marker()
      const doc =
        subject === 'draft'
          ? await w.payload.create({
              collection: slug,
              data: { ...data(w, m), _status: 'draft' },
              draft: true,
              ...actingAs(w.users.contributor),
            } as never)
          : await w.payload.create({
              collection: slug,
              data: { ...data(w, m), _status: 'published' },
              ...actingAs(w.users.editor),
            } as never)
      return { id: (doc as { id: number }).id, marker: m }
    },
    create: (w, m) => ({ ...data(w, m), _status: 'draft' }),
  }
}

/** Plain documents made by the Local API. */
export function plain(slug: CollectionSlug, data: (w: World, m: string) => Data, field: string): Adapter {
  return {
    set: (m) => ({ [field]: m }),
    get: (d) => d[field],
    make: async (w) => {
      const m = marker()
      const doc = await w.payload.create({ collection: slug, data: data(w, m) as never })
      return { id: doc.id, marker: m }
    },
    create: (w, m) => data(w, m),
  }
}

type OfferedFile = {
  collection: UploadCollectionSlug
  file: { data: Buffer; type: string; ext: string }
  /** A document of the type that offers the file, offering it. */
  offer: (w: World, file: number) => { collection: CollectionSlug; data: Data }
}

/** A file offered by a published document or only by the contributor's draft (a PDF, audio). */
export const offeredFile = ({ collection, file, offer }: OfferedFile): Adapter => ({
  upload: true,
  file: { data: file.data, type: file.type, name: `upload.${file.ext}` },
  ...titled,
  create: (_w, m) => ({ title: m }),
  make: async (w, subject) => {
    const m = marker()
    const doc = await w.payload.create({
      collection,
      data: { title: m },
      file: { data: file.data, mimetype: file.type, name: `${m}.${file.ext}`, size: file.data.length },
      ...actingAs(w.users.editor),
    })
    const published = subject !== 'draftFile'
    const owner = offer(w, doc.id)
    await w.payload.create({
      collection: owner.collection,
      data: { ...owner.data, _status: published ? 'published' : 'draft' },
      draft: !published,
      ...actingAs(published ? w.users.editor : w.users.contributor),
    } as never)
    return { id: doc.id, marker: m, url: ('url' in doc && doc.url) || undefined }
  },
})
