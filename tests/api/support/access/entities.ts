/**
 * Every collection and global of the matrix: how to make each subject, what a new document looks
 * like and which field a write changes (adapters.ts). Each content type keeps its own in
 * `src/collections/<type>/tests/access.ts`; the collections of no content type are here.
 */
import type { Payload } from 'payload'

import type { ContentType } from '../../../../src/content/types'
import { entities as authors } from '../../../../src/collections/authors/tests/access'
import { entities as categories } from '../../../../src/collections/categories/tests/access'
import { entities as episodes } from '../../../../src/collections/episodes/tests/access'
import { entities as faves } from '../../../../src/collections/faves/tests/access'
import { entities as giveaways } from '../../../../src/collections/giveaways/tests/access'
import { entities as memes } from '../../../../src/collections/memes/tests/access'
import { entities as originals } from '../../../../src/collections/originals/tests/access'
import { entities as pages } from '../../../../src/collections/pages/tests/access'
import { entities as performers } from '../../../../src/collections/performers/tests/access'
import { entities as podcasts } from '../../../../src/collections/podcasts/tests/access'
import { entities as posts, postData } from '../../../../src/collections/posts/tests/access'
import { entities as printables } from '../../../../src/collections/printables/tests/access'
import { entities as tourShows } from '../../../../src/collections/tour-shows/tests/access'
import { entities as videoCategories } from '../../../../src/collections/video-categories/tests/access'
import { entities as videos } from '../../../../src/collections/videos/tests/access'
import { richText } from '../../../int/support/fixtures'
import { file, named, plain, titled, versioned, type Adapter, type Data, type Entities } from './adapters'
import { actingAs, makeMember, marker, type World } from './world'

const consent = () => ({ text: 'Yes please', at: new Date().toISOString() })

const pressData = (_w: World, m: string) => ({
  outlet: 'The Morning Ledger',
  title: m,
  url: `https://press.example.org/${m}`,
  date: new Date().toISOString(),
})
const testimonialData = (_w: World, m: string) => ({ quote: `Quote of ${m}`, name: m, showOn: ['tour'] })

async function upload(payload: Payload, alt: string, uploader: World['users'][keyof World['users']]) {
  return payload.create({ collection: 'media', data: { alt }, file: file(alt), ...actingAs(uploader) })
}

const media: Adapter = {
  upload: true,
  set: (m) => ({ alt: m }),
  get: (d) => d.alt,
  create: (_w, m) => ({ alt: m }),
  make: async (w, subject) => {
    const m = marker()
    const doc = await upload(w.payload, m, subject === 'editorUpload' ? w.users.editor : w.users.contributor)
    if (subject === 'takenOver') {
      // An editor publishes an article with it: from then on it is the editors'.
      await w.payload.create({
        collection: 'posts',
        data: { ...postData(w, marker()), heroImage: doc.id, _status: 'published' },
        ...actingAs(w.users.editor),
      } as never)
      const after = await w.payload.findByID({ collection: 'media', id: doc.id })
      if (!after.takenOverAt) throw new Error('publishing an article did not take its image over')
    }
    return { id: doc.id, marker: m, url: doc.url ?? undefined }
  },
}

const users: Adapter = {
  set: (m) => ({ name: m }),
  get: (d) => d.name,
  create: (_w, m) => ({
    name: m,
    email: `${m}@staff.test`,
    password: 'correct horse battery staple',
    role: 'contributor',
  }),
  make: async (w) => {
    // The contributor's own account; a fresh contributor only where it is deleted.
    const m = marker()
    const doc = await w.payload.create({ collection: 'users', data: users.create(w, m, 'admin') as never })
    return { id: doc.id, marker: m, email: doc.email }
  },
}

const members: Adapter = {
  set: (m) => ({ name: m }),
  get: (d) => d.name,
  create: (_w, m) => ({ name: m, email: `${m}@members.test`, password: 'correct horse battery staple' }),
  make: async (w) => {
    const doc = await makeMember(w.payload, marker())
    return { id: doc.id, marker: doc.name, email: doc.email }
  },
}

const memberAvatars: Adapter = {
  upload: true,
  onePerMember: true,
  // The alt text is the same for everyone (no names in public data): a write that got through would show.
  set: (m) => ({ alt: m }),
  get: (d) => d.alt,
  create: (w, m) => ({ alt: m, owner: w.members.otherMember.id }),
  make: async (w) => {
    const doc = await w.payload.create({
      collection: 'member-avatars',
      data: { alt: 'Profile picture', owner: w.members.member.id },
      file: file('avatar'),
    })
    await w.payload.update({ collection: 'members', id: w.members.member.id, data: { avatar: doc.id } })
    return { id: doc.id, marker: String(doc.alt), url: doc.url ?? undefined }
  },
}

const preferences: Adapter = {
  set: (m) => ({ value: { note: m } }),
  get: (d) => (d.value as Data | undefined)?.note,
  create: (_w, m) => ({ key: m, value: { columns: [m] } }),
  make: async (w) => {
    const m = marker()
    // Payload sets the owner from the signed-in account.
    const doc = await w.payload.create({
      collection: 'payload-preferences',
      data: { key: m, value: { secret: m } } as never,
      ...actingAs(w.users.contributor),
    })
    return { id: doc.id, marker: m, restId: m }
  },
}

const locks: Adapter = {
  set: (m) => ({ globalSlug: m }),
  get: (d) => d.globalSlug,
  create: (w, m, caller) => ({
    globalSlug: m,
    user: { relationTo: 'users', value: caller === 'admin' ? w.users.admin.id : w.users.contributor.id },
  }),
  make: async (w) => {
    const m = marker()
    const post = await COLLECTIONS.posts.make(w, 'published')
    const doc = await w.payload.create({
      collection: 'payload-locked-documents',
      data: {
        globalSlug: m,
        document: { relationTo: 'posts', value: post.id as number },
        user: { relationTo: 'users', value: w.users.editor.id },
      },
    })
    return { id: doc.id, marker: m }
  },
}

const jobs: Adapter = {
  set: (m) => ({ queue: m }),
  get: (d) => d.queue,
  create: (_w, m) => ({ taskSlug: 'schedulePublish', queue: m, input: { type: 'publish' } }),
  make: async (w) => {
    const m = marker()
    const post = await COLLECTIONS.posts.make(w, 'draft')
    // Far in the future: a run (the admin's) must not publish it.
    const job = await w.payload.jobs.queue({
      task: 'schedulePublish',
      queue: m,
      input: { type: 'publish', doc: { relationTo: 'posts', value: String(post.id) } },
      waitUntil: new Date(Date.now() + 365 * 24 * 3600_000),
    } as never)
    return { id: job.id, marker: m }
  },
}

const migrations: Adapter = {
  set: (m) => ({ name: m }),
  get: (d) => d.name,
  create: (_w, m) => ({ name: m, batch: 99 }),
  make: async (w) => {
    const { docs } = await w.payload.find({ collection: 'payload-migrations', limit: 1 })
    if (!docs[0]) throw new Error('no migration recorded')
    return { id: docs[0].id, marker: String(docs[0].name) }
  },
}

/** A CMS form with one field (a name), thanked by a message. */
const formData = (_w: World, m: string) => ({
  title: m,
  confirmationType: 'message',
  confirmationMessage: richText('Thanks'),
  fields: [{ blockType: 'name', name: 'name', label: 'Name' }],
})

const formSubmissions: Adapter = {
  set: (m) => ({ idempotencyKey: m }),
  get: (d) => d.idempotencyKey,
  create: (w, m) => ({ form: w.form.id, submissionData: [{ field: 'name', value: m }], idempotencyKey: m }),
  make: async (w) => {
    const m = marker()
    const doc = await w.payload.create({
      collection: 'form-submissions',
      data: { form: w.form.id, submissionData: [{ field: 'name', value: m }], idempotencyKey: m },
    })
    return { id: doc.id, marker: m }
  },
}

/** Files visitors attached to CMS forms (stored by submitForm only). */
const formAttachments: Adapter = {
  upload: true,
  set: (m) => ({ field: m }),
  get: (d) => d.field,
  create: (w, m) => ({ form: w.form.id, field: m }),
  make: async (w) => {
    const m = marker()
    const doc = await w.payload.create({
      collection: 'form-attachments',
      data: { form: w.form.id, field: m },
      file: file(m),
    })
    return { id: doc.id, marker: m, url: doc.url ?? undefined }
  },
}

/** Popups: only editors make them, drafts and published ones alike. */
const popups: Adapter = {
  ...titled,
  make: async (w, subject) => {
    const m = marker()
    const status = subject === 'draft' ? 'draft' : 'published'
    const doc = await w.payload.create({
      collection: 'popups',
      data: { title: m, _status: status },
      draft: status === 'draft',
      ...actingAs(w.users.editor),
    } as never)
    return { id: (doc as { id: number }).id, marker: m }
  },
  create: (_w, m) => ({ title: m, _status: 'draft' }),
}

/** The collections of no content type. */
const SHARED: Entities = {
  'press-articles': versioned('press-articles', pressData),
  testimonials: { ...versioned('testimonials', testimonialData), ...named },
  redirects: {
    ...plain('redirects', (_w, m) => ({ from: `/${m}`, to: { type: 'custom', url: '/' }, type: '302' }), 'from'),
    graphql: {
      create: (_w, m) => ({ from: `/${m}`, to: { type: 'custom', url: '/' }, type: '_302' }),
      set: (m) => ({ from: m, to: { type: 'custom', url: '/' } }),
    },
  },
  media,
  subscribers: {
    ...plain(
      'subscribers',
      (_w, m) => ({ email: `${m}@readers.test`, status: 'subscribed', consent: consent() }),
      'source',
    ),
    graphql: { set: (m) => ({ source: m, consent: consent() }) },
  },
  'post-views': plain('post-views', (_w, m) => ({ day: m, count: 1 }), 'day'),
  forms: plain('forms', formData, 'title'),
  'form-submissions': formSubmissions,
  'form-attachments': formAttachments,
  popups,
  users,
  members,
  'member-avatars': memberAvatars,
  'payload-preferences': preferences,
  'payload-locked-documents': locks,
  'payload-jobs': jobs,
  'payload-kv': plain('payload-kv', (_w, m) => ({ key: m, data: { secret: m } }), 'key'),
  'document-references': plain('document-references', (_w, m) => ({ source: m, targets: [m] }), 'source'),
  'payload-migrations': migrations,
}

/** Each content type's entities, as its folder has them (with the collections of its slice). */
export const CONTENT_ENTITIES: Record<ContentType, Entities> = {
  pages,
  posts,
  memes,
  printables,
  giveaways,
  faves,
  videos,
  podcasts,
  episodes,
  categories,
  'video-categories': videoCategories,
  originals,
  authors,
  'tour-shows': tourShows,
  performers,
}

export const COLLECTIONS: Entities = Object.fromEntries(
  [...Object.values(CONTENT_ENTITIES), SHARED].flatMap((entities) => Object.entries(entities)),
)

/** Globals: the write of the matrix, and how to read it back. */
export const GLOBALS: Record<string, Pick<Adapter, 'set' | 'get' | 'graphql'>> = {
  home: {
    set: (m) => ({ sections: [{ blockType: 'heading', text: m }] }),
    get: (d) => (d.sections as Data[] | undefined)?.[0]?.text,
  },
  navigation: {
    set: (m) => ({ clean: [{ link: { type: 'custom', url: '/', label: m } }] }),
    get: (d) => ((d.clean as Data[] | undefined)?.[0]?.link as Data | undefined)?.label,
  },
  tour: {
    set: (m) => ({ tagline: m }),
    get: (d) => d.tagline,
    graphql: { set: (m) => ({ name: 'Teachers Do Stand-Up', tagline: m }) },
  },
  'site-settings': {
    set: (m) => ({ tagline: m }),
    get: (d) => d.tagline,
    graphql: { set: (m) => ({ brandName: 'Staffroom', tagline: m }) },
  },
  'search-synonyms': {
    set: (m) => ({ groups: [{ words: `${m}, ${m} again` }] }),
    get: (d) => ((d.groups as Data[] | undefined)?.[0]?.words as string | undefined)?.split(',')[0],
  },
  footer: {
    set: (m) => ({ blurb: m }),
    get: (d) => d.blurb,
    graphql: {
      set: (m) => ({
        blurb: m,
        newsletter: {
          heading: 'Get the teachers’ lounge gossip',
          buttonLabel: 'Subscribe',
          consentText: 'Send me the email.',
        },
      }),
    },
  },
}
