/**
 * A small site in which every way one document can show another occurs once: an article with a
 * hero image, authors (with avatars), categories, a series (with a cover), a related article and a
 * body that embeds an image, a block with an image and a link to a page; a page with a hero image,
 * a feature block (image + link) and a listicle (image); a home page that picks articles and shows
 * a banner image; menus that link to documents; settings with a logo. Each image is used once, so
 * a failure names the one path by which a change went unseen.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

import { writePdf } from '@/lib/pdf/writer'
import type {
  Author,
  Popup,
  Category,
  Episode,
  EpisodeAudio,
  FavesDay,
  Form,
  Giveaway,
  Performer,
  PressArticle,
  Testimonial,
  TourShow,
  Media,
  Meme,
  Original,
  Page,
  Podcast,
  Post,
  Printable,
  PrintableFile,
  Video,
  VideoCategory,
} from '@/payload-types'
import { renderJingle } from '@/seed/art/podcasts'
import { recordView } from '@/server/post-views'

import { richText, unique } from './fixtures'

/** Writes that build the world: no server is running to take cache expiries. */
const QUIET = { context: { disableRevalidate: true } } as const

export const MEDIA_ROLES = [
  'hero', // hero image of article P
  'page', // hero image of page G
  'avatar', // avatar of author A
  'cover', // cover of series O
  'logo', // the site settings' logo
  'banner', // the home page's banner section
  'bodyUpload', // an image embedded in article Q's body
  'bodyBlock', // the image of an image-plus-text block in Q's body
  'feature', // the image of a feature block on page G
  'listicle', // an item image of a listicle block on page G
  'meme', // the picture of meme M
  'memeOther', // the picture of meme N
  'printable', // the preview of printable X
  'prize', // the picture of giveaway GW
  'poster', // the poster of video V
  'posterOther', // the poster of video W
  'showCover', // the cover of show S
  'favesThumb', // the thumbnail of faves day FD's pick
  'favesFace', // the photo of faves day FD's face
  'performer', // the photo of performer PF
  'pressLogo', // the logo of press article PR
  'tourHero', // the tour page's hero
] as const
export type MediaRole = (typeof MEDIA_ROLES)[number]

export type World = {
  media: Record<MediaRole, Media>
  spare: Media
  authors: { A: Author; B: Author }
  categories: { C: Category; D: Category }
  original: Original
  posts: { P: Post; Q: Post }
  /** M in category C; N, newer, in C and D. */
  memes: { M: Meme; N: Meme }
  /** X, for grade 3 and math, with a one-page Letter PDF. */
  printable: { X: Printable; file: PrintableFile }
  /** GW, open, with its own entry form. */
  giveaway: { GW: Giveaway; entryForm: Form }
  /** FD, a published day of faves in the past, with one Instagram pick. */
  faves: { FD: FavesDay }
  /** VC a video category, VS its subcategory. */
  videoCategories: { VC: VideoCategory; VS: VideoCategory }
  /** V in VC, trending; W, newer, in VS and in series O. */
  videos: { V: Video; W: Video }
  /** Show S with episodes E (older) and F, and E's audio. */
  podcast: { S: Podcast; E: Episode; F: Episode; audio: EpisodeAudio }
  page: Page
  /** Form K, embedded in page G. */
  form: Form
  /** Popup U, whose call to action links to article P. */
  popup: Popup
  /** Show TS with performer PF in its lineup; press article PR; testimonial TM (tour and site). The tour
   *  global shows the hero image and form K. */
  tour: { TS: TourShow; PF: Performer; PR: PressArticle; TM: Testimonial }
  /** The slug of an article that does not exist yet (its miss is cached too). */
  newSlug: string
}

let shade = 0

/** A small PNG of its own colour, so that every file differs. */
export async function png(): Promise<{ data: Buffer; mimetype: string; name: string; size: number }> {
  shade = (shade + 37) % 256
  const data = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `image-${unique()}.png`, size: data.length }
}

/** A one-page Letter PDF whose words (and so whose bytes) differ each time. */
export async function pdf(words: string): Promise<{ data: Buffer; mimetype: string; name: string; size: number }> {
  const data = writePdf({
    title: words,
    pages: [{ width: 612, height: 792, marks: [{ kind: 'text', x: 72, y: 72, size: 12, text: words }] }],
  })
  return { data, mimetype: 'application/pdf', name: `sheet-${unique()}.pdf`, size: data.length }
}

export async function makeMedia(payload: Payload, alt: string): Promise<Media> {
  return payload.create({ collection: 'media', data: { alt }, file: await png(), ...QUIET })
}

const element = { direction: 'ltr', format: '', indent: 0, version: 1 } as const
const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})

/** A link node to a page, as the editor saves an internal link. */
const pageLink = (page: Page, label: string) => ({
  type: 'link',
  version: 3,
  id: unique(),
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: page.id } },
  children: [text(label)],
})

/** An article body holding, as asked, an internal link, an embedded image and an image block. */
export function articleBody({ linkTo, upload, blockImage }: { linkTo?: Page; upload?: Media; blockImage?: Media }) {
  const state = richText('Before the bell.')
  const nodes: unknown[] = []
  if (linkTo) {
    nodes.push({
      ...element,
      type: 'paragraph',
      textFormat: 0,
      textStyle: '',
      children: [text('Read '), pageLink(linkTo, 'the page')],
    })
  }
  if (upload)
    nodes.push({
      type: 'upload',
      version: 3,
      format: '',
      id: unique(),
      fields: null,
      relationTo: 'media',
      value: upload.id,
    })
  if (blockImage) {
    nodes.push({
      type: 'block',
      version: 2,
      format: '',
      fields: {
        id: unique(),
        blockName: '',
        blockType: 'imageText',
        image: blockImage.id,
        content: richText('Beside the picture.'),
        imagePosition: 'left',
      },
    })
  }
  state.root.children.push(...(nodes as never[]))
  return state
}

export async function buildWorld(payload: Payload): Promise<World> {
  const media = {} as Record<MediaRole, Media>
  for (const role of MEDIA_ROLES) media[role] = await makeMedia(payload, `Image: ${role}`)
  const spare = await makeMedia(payload, 'Image: spare')

  const create = <T>(collection: string, data: Record<string, unknown>) =>
    payload.create({ collection: collection as 'posts', data: data as never, ...QUIET }) as Promise<T>

  const A = await create<Author>('authors', { name: 'Ms. Avery', avatar: media.avatar.id })
  const B = await create<Author>('authors', { name: 'Mr. Bell', role: 'Year 2' })
  const C = await create<Category>('categories', { title: 'Classroom', slug: `classroom-${unique()}` })
  const D = await create<Category>('categories', { title: 'Marking', slug: `marking-${unique()}`, parent: C.id })
  const original = await create<Original>('originals', {
    title: 'Lunch Duty',
    slug: `lunch-duty-${unique()}`,
    cover: media.cover.id,
  })
  const P = await create<Post>('posts', {
    title: 'Article P',
    slug: `article-p-${unique()}`,
    excerpt: 'About P',
    content: richText('Body of P'),
    heroImage: media.hero.id,
    authors: [A.id],
    categories: [C.id],
    original: original.id,
    sponsored: true,
    publishedAt: '2030-01-01T00:00:00.000Z',
    _status: 'published',
  })
  const form = await create<Form>('forms', {
    title: `Form K ${unique()}`,
    confirmationType: 'message',
    confirmationMessage: richText('Thanks from K'),
    fields: [{ blockType: 'name', name: 'name', label: 'Your name', required: true }],
  })
  const popup = await create<Popup>('popups', {
    title: 'Popup U',
    content: richText('Hello from U'),
    cta: { type: 'reference', reference: { relationTo: 'posts', value: P.id }, label: 'Read P' },
    showOn: '/post/*',
    _status: 'published',
  })
  const page = await create<Page>('pages', {
    title: 'Page G',
    slug: `page-g-${unique()}`,
    layout: 'page',
    heroImage: media.page.id,
    blocks: [
      {
        blockType: 'feature',
        heading: 'A feature',
        image: media.feature.id,
        hasLink: true,
        link: { type: 'reference', reference: { relationTo: 'posts', value: P.id }, label: 'Read P' },
      },
      { blockType: 'listicle', items: [{ title: 'First', image: media.listicle.id }] },
      { blockType: 'embeddedForm', form: form.id, heading: 'Write to G' },
    ],
    _status: 'published',
  })
  const Q = await create<Post>('posts', {
    title: 'Article Q',
    slug: `article-q-${unique()}`,
    excerpt: 'About Q',
    content: articleBody({ linkTo: page, upload: media.bodyUpload, blockImage: media.bodyBlock }),
    authors: [B.id],
    categories: [D.id],
    relatedPosts: [P.id],
    publishedAt: '2030-01-02T00:00:00.000Z',
    _status: 'published',
  })

  const M = await create<Meme>('memes', {
    title: 'Meme M',
    slug: `meme-m-${unique()}`,
    image: media.meme.id,
    transcript: 'Words of M',
    categories: [C.id],
    tags: ['marking'],
    publishedAt: '2030-01-01T00:00:00.000Z',
    _status: 'published',
  })
  const N = await create<Meme>('memes', {
    title: 'Meme N',
    slug: `meme-n-${unique()}`,
    image: media.memeOther.id,
    transcript: 'Words of N',
    categories: [C.id, D.id],
    publishedAt: '2030-01-02T00:00:00.000Z',
    _status: 'published',
  })

  const file = await payload.create({
    collection: 'printable-files',
    data: {},
    file: await pdf(`Printable X ${unique()}`),
    ...QUIET,
  })
  const X = await create<Printable>('printables', {
    title: 'Printable X',
    slug: `printable-x-${unique()}`,
    description: 'A sheet of X',
    previews: [media.printable.id],
    letter: file.id,
    pageCount: 1,
    grades: ['grade-3'],
    subjects: ['math'],
    publishedAt: '2030-01-01T00:00:00.000Z',
    _status: 'published',
  })
  const entryForm = await create<Form>('forms', {
    title: `Entry form of GW ${unique()}`,
    confirmationType: 'message',
    confirmationMessage: richText('You are in'),
    fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
  })
  const GW = await create<Giveaway>('giveaways', {
    title: 'Giveaway GW',
    slug: `giveaway-gw-${unique()}`,
    prize: 'a mug',
    image: media.prize.id,
    startsAt: '2020-01-01T00:00:00.000Z',
    endsAt: '2099-01-01T00:00:00.000Z',
    entryForm: entryForm.id,
    eligibility: 'Anyone in a school.',
    rules: richText('Rules of GW'),
    _status: 'published',
  })
  const FD = await create<FavesDay>('faves', {
    slug: '2020-01-01',
    title: 'Faves FD',
    face: { name: 'Face of FD', photo: media.favesFace.id, story: 'The story of FD.' },
    items: [
      {
        network: 'instagram',
        url: 'https://www.instagram.com/p/C8xYz12AbCd/',
        thumbnail: media.favesThumb.id,
        creator: '@fd.creator',
        permission: true,
      },
    ],
    questions: [{ title: 'Question of FD', body: 'Answer of FD' }],
    _status: 'published',
  })
  const VC = await create<VideoCategory>('video-categories', { title: 'Sketches', slug: `sketches-${unique()}` })
  const VS = await create<VideoCategory>('video-categories', {
    title: 'Staffroom sketches',
    slug: `staffroom-sketches-${unique()}`,
    parent: VC.id,
  })
  const V = await create<Video>('videos', {
    title: 'Video V',
    slug: `video-v-${unique()}`,
    description: 'About V',
    source: { kind: 'platform', platformId: 'aaaaaaaaaaa' },
    poster: media.poster.id,
    duration: 75,
    category: VC.id,
    trending: true,
    publishedAt: '2030-01-01T00:00:00.000Z',
    _status: 'published',
  })
  const W = await create<Video>('videos', {
    title: 'Video W',
    slug: `video-w-${unique()}`,
    description: 'About W',
    source: { kind: 'platform', platformId: 'bbbbbbbbbbb' },
    poster: media.posterOther.id,
    duration: 3600,
    category: VS.id,
    series: original.id,
    publishedAt: '2030-01-02T00:00:00.000Z',
    _status: 'published',
  })

  const S = await create<Podcast>('podcasts', {
    title: 'Show S',
    slug: `show-s-${unique()}`,
    description: 'About S',
    cover: media.showCover.id,
    hosts: [{ name: 'Host H' }],
    category: 'comedy',
    owner: { name: 'Staffroom', email: 'podcasts@staffroom.test' },
    publishedAt: '2030-01-01T00:00:00.000Z',
    _status: 'published',
  })
  const mp3 = renderJingle(1, 7)
  const audio = await payload.create({
    collection: 'episode-audio',
    data: {},
    file: { data: mp3, mimetype: 'audio/mpeg', name: `world-${unique()}.mp3`, size: mp3.length },
    ...QUIET,
  })
  const episode = (title: string, publishedAt: string, audioId: number, duration: number) =>
    create<Episode>('episodes', {
      show: S.id,
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${unique()}`,
      description: `About ${title}`,
      audio: audioId,
      duration,
      publishedAt,
      _status: 'published',
    })
  const E = await episode('Episode E', '2030-01-01T00:00:00.000Z', audio.id, 60)
  const F = await episode('Episode F', '2030-01-02T00:00:00.000Z', audio.id, 90)

  const link = (relationTo: string, value: number, label: string) => ({
    type: 'reference',
    reference: { relationTo, value },
    label,
  })
  await payload.updateGlobal({
    slug: 'home',
    data: {
      sections: [
        { blockType: 'header', lead: P.id, side: [Q.id] },
        {
          blockType: 'banner',
          heading: 'Hello',
          image: media.banner.id,
          link: link('originals', original.id, 'Series'),
        },
        { blockType: 'posts', heading: 'Classroom', source: 'category', category: C.id },
        { blockType: 'trending', heading: 'Trending', picks: [P.id] },
      ],
    } as never,
    ...QUIET,
  })
  await payload.updateGlobal({
    slug: 'navigation',
    data: {
      clean: [{ link: link('pages', page.id, 'Page G') }, { link: link('categories', C.id, 'Classroom') }],
    } as never,
    ...QUIET,
  })
  await payload.updateGlobal({
    slug: 'footer',
    data: { groups: [{ title: 'Read', links: [{ link: link('posts', Q.id, 'Article Q') }] }] } as never,
    ...QUIET,
  })
  await payload.updateGlobal({ slug: 'site-settings', data: { logo: media.logo.id }, ...QUIET })
  const PF = await create<Performer>('performers', {
    name: 'Performer PF',
    slug: `performer-pf-${unique()}`,
    role: 'host',
    photo: media.performer.id,
    bio: 'About PF',
    _status: 'published',
  })
  const TS = await create<TourShow>('tour-shows', {
    title: 'Show TS',
    kind: 'standard',
    startsAt: '2099-03-01T01:30:00.000Z',
    timeZone: 'America/Chicago',
    venue: 'Venue of TS',
    address: '1 Main St',
    city: 'Austin',
    region: 'Texas',
    country: 'US',
    lineup: [PF.id],
    _status: 'published',
  })
  const PR = await create<PressArticle>('press-articles', {
    outlet: 'Outlet PR',
    logo: media.pressLogo.id,
    title: 'Article PR',
    url: 'https://press.example.org/pr',
    date: '2030-01-01T00:00:00.000Z',
    _status: 'published',
  })
  const TM = await create<Testimonial>('testimonials', {
    quote: 'Quote of TM',
    name: 'Testimonial TM',
    showOn: ['tour', 'site'],
    _status: 'published',
  })
  await payload.updateGlobal({
    slug: 'tour',
    data: { hero: { kind: 'image', image: media.tourHero.id }, contact: { form: form.id } },
    ...QUIET,
  })
  await recordView(payload, P.id)
  await recordView(payload, Q.id)
  await recordView(payload, Q.id)

  return {
    media,
    spare,
    authors: { A, B },
    categories: { C, D },
    original,
    posts: { P, Q },
    memes: { M, N },
    printable: { X, file },
    giveaway: { GW, entryForm },
    faves: { FD },
    videoCategories: { VC, VS },
    videos: { V, W },
    podcast: { S, E, F, audio },
    page,
    form,
    popup,
    tour: { TS, PF, PR, TM },
    newSlug: `article-r-${unique()}`,
  }
}
