/**
 * Per collection and global: how to make each subject of the matrix (Local API, as its owner),
 * what a new document looks like (REST and GraphQL create), and which field a write changes.
 */
import type { CollectionSlug, Payload } from 'payload'

import type { Caller, Subject } from '../../../access/matrix'
import { richText } from '../../../int/support/fixtures'
import { actingAs, giveawayForm, makeMember, marker, MP3, MP4, PDF, PNG, showData, type World } from './world'

/** `restId`: what REST addresses it by, where that is not its id (preferences: their key). */
export type Doc = { id: number | string; marker: string; url?: string; email?: string; restId?: string }
type Data = Record<string, unknown>

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
}

const file = (name: string) => ({ data: PNG, mimetype: 'image/png', name: `${name}.png`, size: PNG.length })

const consent = () => ({ text: 'Yes please', at: new Date().toISOString() })

const titled = { set: (m: string) => ({ title: m }), get: (d: Data) => d.title }

const postData = (w: World, m: string) => ({
  title: m,
  slug: m,
  excerpt: `About ${m}`,
  content: richText(`Body of ${m}`),
  authors: [w.author.id],
})
const pageData = (m: string) => ({ title: m, slug: m, layout: 'page' })
const memeData = (w: World, m: string) => ({ title: m, slug: m, image: w.image.id, transcript: `Words of ${m}` })
const printableData = (w: World, m: string) => ({
  title: m,
  slug: m,
  description: `About ${m}`,
  previews: [w.image.id],
  letter: w.pdf.id,
  pageCount: 1,
  grades: ['grade-1'],
  subjects: ['math'],
})

/** Open from an hour ago for a day: a draw on it is refused (409) to whoever may draw. */
const giveawayData = (w: World, m: string) => ({
  title: m,
  slug: m,
  prize: `A prize for ${m}`,
  image: w.image.id,
  startsAt: new Date(Date.now() - 3600_000).toISOString(),
  endsAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
  entryForm: giveawayForm(w),
  eligibility: 'Anyone in a school.',
  rules: richText(`Rules of ${m}`),
})

/** A day of faves: each a day of its own (the address), in the past so that the public sees it. */
let favesDays = 0
const favesData = (w: World, m: string) => ({
  title: m,
  slug: new Date(Date.UTC(2000, 0, 1 + (favesDays += 1))).toISOString().slice(0, 10),
  face: { name: `Face of ${m}`, photo: w.image.id, story: `Story of ${m}` },
  items: [
    {
      network: 'tiktok',
      url: 'https://www.tiktok.com/@matrix.creator/video/7301234567890123456',
      thumbnail: w.image.id,
      creator: '@matrix.creator',
      permission: true,
    },
  ],
})

const tourShowData = (_w: World, m: string) => ({
  title: m,
  kind: 'standard',
  startsAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
  timeZone: 'America/Chicago',
  venue: 'Congress Avenue Theatre',
  address: '713 Congress Ave',
  city: 'Austin',
  region: 'Texas',
  country: 'US',
})
const performerData = (w: World, m: string) => ({
  name: m,
  slug: m,
  role: 'host',
  photo: w.image.id,
  bio: `Bio of ${m}`,
})
const pressData = (_w: World, m: string) => ({
  outlet: 'The Morning Ledger',
  title: m,
  url: `https://press.example.org/${m}`,
  date: new Date().toISOString(),
})
const testimonialData = (_w: World, m: string) => ({ quote: `Quote of ${m}`, name: m, showOn: ['tour'] })
const named = { set: (m: string) => ({ name: m }), get: (d: Data) => d.name }

const videoData = (w: World, m: string) => ({
  title: m,
  slug: m,
  source: { kind: 'platform', platformId: 'dQw4w9WgXcQ' },
  poster: w.image.id,
  duration: 90,
  category: w.videoCategory.id,
})

const episodeData = (w: World, m: string, audio?: number) => ({
  show: w.show.id,
  title: m,
  slug: m,
  description: `About ${m}`,
  audio,
  duration: 1,
})

/** The content types: the contributor's draft, or a document an editor published. */
function versioned(
  slug:
    | 'posts'
    | 'pages'
    | 'memes'
    | 'printables'
    | 'giveaways'
    | 'faves'
    | 'videos'
    | 'podcasts'
    | 'episodes'
    | 'tour-shows'
    | 'performers'
    | 'press-articles'
    | 'testimonials',
  data: (w: World, m: string) => Data,
): Adapter {
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
function plain(slug: CollectionSlug, data: (w: World, m: string) => Data, field: string): Adapter {
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

type OfferedFile = {
  collection: 'printable-files' | 'episode-audio'
  file: { data: Buffer; type: string; ext: string }
  /** A document of the type that offers the file, offering it. */
  offer: (w: World, file: number) => { collection: 'printables' | 'episodes'; data: Data }
}

/** A file offered by a published document or only by the contributor's draft (a PDF, audio). */
const offeredFile = ({ collection, file, offer }: OfferedFile): Adapter => ({
  upload: true,
  file: { data: file.data, type: file.type, name: `upload.${file.ext}` },
  set: (m) => ({ title: m }),
  get: (d) => d.title,
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
    return { id: doc.id, marker: m, url: doc.url ?? undefined }
  },
})

const printableFiles = offeredFile({
  collection: 'printable-files',
  file: { data: PDF, type: 'application/pdf', ext: 'pdf' },
  offer: (w, id) => ({ collection: 'printables', data: { ...printableData(w, marker()), letter: id } }),
})

const episodeAudio = offeredFile({
  collection: 'episode-audio',
  file: { data: MP3, type: 'audio/mpeg', ext: 'mp3' },
  offer: (w, id) => ({ collection: 'episodes', data: episodeData(w, marker(), id) }),
})

/** Video files: MP4 or WebM, named by a title. */
const videoFiles: Adapter = {
  upload: true,
  file: { data: MP4, type: 'video/mp4', name: 'upload.mp4' },
  ...titled,
  create: (_w, m) => ({ title: m }),
  make: async (w) => {
    const m = marker()
    const doc = await w.payload.create({
      collection: 'video-files',
      data: { title: m },
      file: { data: MP4, mimetype: 'video/mp4', name: `${m}.mp4`, size: MP4.length },
      ...actingAs(w.users.editor),
    })
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
    const post = await versioned('posts', postData).make(w, 'published')
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
    const post = await versioned('posts', postData).make(w, 'draft')
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
export const formData = (_w: World, m: string) => ({
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

/** A draw's record, as the draw writes it (the server only: nobody writes them through the API). */
const giveawayDraws: Adapter = {
  set: (m) => ({ seed: m }),
  get: (d) => d.seed,
  create: (w, m) => drawData(w, m, w.users.editor.id),
  make: async (w) => {
    const m = marker()
    const giveaway = await w.payload.create({
      collection: 'giveaways',
      data: { ...giveawayData(w, marker()), _status: 'published' },
    } as never)
    const entry = await w.payload.create({
      collection: 'form-submissions',
      data: { form: w.form.id, submissionData: [{ field: 'name', value: m }] },
    })
    const doc = await w.payload.create({
      collection: 'giveaway-draws',
      data: { ...drawData(w, m, w.users.editor.id, (giveaway as { id: number }).id), winner: entry.id } as never,
    })
    return { id: doc.id, marker: m }
  },
}

const drawData = (w: World, m: string, user: number, giveaway?: number) => ({
  giveaway,
  key: m,
  drawnBy: user,
  drawnAt: new Date().toISOString(),
  seed: m,
  entries: 1,
  candidates: [1],
  winner: 1,
})

export const COLLECTIONS: Record<string, Adapter> = {
  posts: versioned('posts', postData),
  pages: versioned('pages', (_w, m) => pageData(m)),
  memes: versioned('memes', memeData),
  printables: {
    ...versioned('printables', printableData),
    graphql: { create: (w, m) => ({ ...printableData(w, m), grades: ['grade_1'], _status: 'draft' }) },
  },
  'printable-files': printableFiles,
  giveaways: versioned('giveaways', giveawayData),
  faves: versioned('faves', favesData),
  'giveaway-draws': giveawayDraws,
  videos: versioned('videos', videoData),
  podcasts: versioned('podcasts', (w, m) => showData(m, w.image.id)),
  episodes: {
    ...versioned('episodes', (w, m) => episodeData(w, m, w.audio.id)),
    graphql: { create: (w, m) => ({ ...episodeData(w, m, w.audio.id), episodeType: 'full', _status: 'draft' }) },
  },
  'episode-audio': episodeAudio,
  'tour-shows': versioned('tour-shows', tourShowData),
  performers: { ...versioned('performers', performerData), ...named },
  'press-articles': versioned('press-articles', pressData),
  testimonials: { ...versioned('testimonials', testimonialData), ...named },
  categories: plain('categories', (_w, m) => ({ title: m, slug: m }), 'title'),
  'video-categories': plain('video-categories', (_w, m) => ({ title: m, slug: m }), 'title'),
  'video-files': videoFiles,
  originals: plain('originals', (_w, m) => ({ title: m, slug: m }), 'title'),
  authors: plain('authors', (_w, m) => ({ name: m }), 'name'),
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
  footer: {
    set: (m) => ({ blurb: m }),
    get: (d) => d.blurb,
    graphql: {
      set: (m) => ({
        blurb: m,
        newsletter: {
          heading: 'Get the staffroom gossip',
          buttonLabel: 'Subscribe',
          consentText: 'Send me the email.',
        },
      }),
    },
  },
}
