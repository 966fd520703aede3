/**
 * The callers of the access matrix: one account per kind, each signed in (Local API login: no
 * rate limit is spent on setting up) and each connecting from its own loopback address. The twin
 * is a member whose id equals the contributor's user id: ids are created until they collide.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { writePdf } from '@/lib/pdf/writer'
import type {
  Author,
  EpisodeAudio,
  Form,
  Media,
  Member,
  Podcast,
  PrintableFile,
  User,
  VideoCategory,
} from '@/payload-types'
import { renderJingle } from '@/collections/podcasts/seed/art'

import { CALLERS, type Caller } from '../../../access/matrix'
import { makeAuthor, richText } from '../../../int/support/fixtures'
import { asUser } from '../../../int/support/payload'
import type { ApiServer } from '../server'

export const PASSWORD = 'correct horse battery staple'

export type Account = { collection: 'users' | 'members'; id: number; email: string }
export type CallerInfo = { from: string; token?: string; account?: Account }

export type World = {
  api: ApiServer
  payload: Payload
  callers: Record<Caller, CallerInfo>
  author: Author
  /** A picture documents that need one (memes) show. */
  image: Media
  /** A PDF printables offer. */
  pdf: PrintableFile
  /** The category videos need. */
  videoCategory: VideoCategory
  /** The published show episodes belong to. */
  show: Podcast
  /** Audio episodes play. */
  audio: EpisodeAudio
  /** The CMS form submissions belong to. */
  form: Form
  /** Entry forms for giveaways, one each (a form serves one giveaway): taken by giveawayForm(). */
  giveawayForms: number[]
  users: { contributor: User; editor: User; admin: User }
  members: { member: Member; otherMember: Member; twin: Member }
}

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** A one-page Letter PDF (printables need one). */
export const PDF = writePdf({ title: 'Matrix', pages: [{ width: 612, height: 792, marks: [] }] })

/** A second of MP3, as the seed makes them. */
export const MP3 = renderJingle(1, 1)

let count = 0
/** The smallest MP4 a sniffer calls video/mp4 (an ftyp box, brand isom). */
export const MP4 = Buffer.concat([
  Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex'),
  Buffer.alloc(64),
])

/** A unique lowercase word: usable in titles, slugs and email addresses. */
export const marker = () => `m${(count += 1)}x${randomBytes(3).toString('hex')}`

export async function makeMember(payload: Payload, name = 'Mia Member'): Promise<Member> {
  return payload.create({
    collection: 'members',
    data: { name, email: `${marker()}@members.test`, password: PASSWORD },
  })
}

/** Members and contributors, one at a time (the one behind first), until a member's id is a contributor's. */
async function collide(payload: Payload): Promise<{ contributor: User; twin: Member }> {
  let contributor = await asUser('contributor', { password: PASSWORD })
  let twin = await makeMember(payload, 'Tom Twin')
  for (let i = 0; i < 500 && twin.id !== contributor.id; i += 1) {
    if (twin.id < contributor.id) twin = await makeMember(payload, 'Tom Twin')
    else contributor = await asUser('contributor', { password: PASSWORD })
  }
  if (twin.id !== contributor.id) throw new Error('could not give a member the id of a contributor')
  return { contributor, twin }
}

async function tokenOf(payload: Payload, account: Account): Promise<string> {
  const { token } = await payload.login({
    collection: account.collection,
    data: { email: account.email, password: PASSWORD },
  })
  if (!token) throw new Error(`no token for ${account.email}`)
  return token
}

export async function makeWorld(api: ApiServer): Promise<World> {
  const { payload } = api
  const admin = await asUser('admin', { password: PASSWORD })
  const editor = await asUser('editor', { password: PASSWORD })
  const { contributor, twin } = await collide(payload)
  const member = await makeMember(payload)
  const otherMember = await makeMember(payload, 'Otto Other')
  const accounts: Record<Caller, Account | undefined> = {
    anonymous: undefined,
    member: { collection: 'members', id: member.id, email: member.email },
    otherMember: { collection: 'members', id: otherMember.id, email: otherMember.email },
    twin: { collection: 'members', id: twin.id, email: twin.email },
    contributor: { collection: 'users', id: contributor.id, email: contributor.email },
    editor: { collection: 'users', id: editor.id, email: editor.email },
    admin: { collection: 'users', id: admin.id, email: admin.email },
  }
  const entries = await Promise.all(
    CALLERS.map(async (caller, i): Promise<[Caller, CallerInfo]> => {
      const account = accounts[caller]
      const from = `127.0.77.${i + 1}`
      return [caller, { from, account, token: account ? await tokenOf(payload, account) : undefined }]
    }),
  )
  const image = await payload.create({
    collection: 'media',
    data: { alt: 'A picture for the matrix' },
    file: { data: PNG, mimetype: 'image/png', name: `matrix-${marker()}.png`, size: PNG.length },
  })
  return {
    api,
    payload,
    callers: Object.fromEntries(entries) as Record<Caller, CallerInfo>,
    author: await makeAuthor(payload),
    image,
    pdf: await payload.create({
      collection: 'printable-files',
      data: {},
      file: { data: PDF, mimetype: 'application/pdf', name: `matrix-${marker()}.pdf`, size: PDF.length },
    }),
    videoCategory: await payload.create({
      collection: 'video-categories',
      data: { title: `Matrix ${marker()}`, slug: marker() },
    }),
    show: await payload.create({
      collection: 'podcasts',
      data: { ...showData(marker(), image.id), _status: 'published' },
    }),
    audio: await payload.create({
      collection: 'episode-audio',
      data: {},
      file: { data: MP3, mimetype: 'audio/mpeg', name: `matrix-${marker()}.mp3`, size: MP3.length },
    }),
    form: await payload.create({
      collection: 'forms',
      data: {
        title: `Matrix ${marker()}`,
        confirmationType: 'message',
        confirmationMessage: richText('Thanks'),
        fields: [{ blockType: 'name', name: 'name', label: 'Name' }],
      } as never,
    }),
    giveawayForms: await formPool(payload, GIVEAWAY_FORMS),
    users: { contributor, editor, admin },
    members: { member, otherMember, twin },
  }
}

/** More than the matrix creates giveaways (about 40: each row, caller and protocol that writes one). */
const GIVEAWAY_FORMS = 120

async function formPool(payload: Payload, count: number): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: `Matrix entry ${marker()}`,
        confirmationType: 'message',
        confirmationMessage: richText('Thanks'),
        fields: [{ blockType: 'email', name: 'email', label: 'Email' }],
      } as never,
    })
    ids.push(form.id)
  }
  return ids
}

/** An entry form no giveaway uses yet. */
export function giveawayForm(w: World): number {
  const id = w.giveawayForms.pop()
  if (id === undefined) throw new Error(`the matrix made more than ${GIVEAWAY_FORMS} giveaways: raise GIVEAWAY_FORMS`)
  return id
}

/** A show as the matrix makes them (published or a draft, by the caller of `create`). */
export const showData = (m: string, cover: number) => ({
  title: m,
  slug: m,
  description: `About ${m}`,
  cover,
  hosts: [{ name: 'Host' }],
  category: 'comedy' as const,
  owner: { name: 'Staffroom', email: 'podcasts@staffroom.test' },
})

/** Local API options that act as `user` (hooks see them; access is not checked). */
export const actingAs = (user: User) => ({ user: { ...user, collection: 'users' as const } })
