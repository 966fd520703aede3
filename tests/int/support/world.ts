/**
 * A small site in which every way one document can show another occurs once: an article with a
 * hero image, authors (with avatars), categories, a series (with a cover), a related article and a
 * body that embeds an image, a block with an image and a link to a page; a page with a hero image,
 * a feature block (image + link) and a listicle (image); a home page that picks articles and shows
 * a banner image; menus that link to documents; settings with a logo. Each image is used once, so
 * a failure names the one path by which a change went unseen.
 *
 * Authors, categories, series, articles, pages, forms, popups and the globals refer to one another,
 * so they are built here; each leaf type builds its own documents over them
 * (`src/collections/<type>/tests/world.ts`, its type and the types it brings along).
 */
import type { CollectionSlug, Payload } from 'payload'

import { worldPart as buildFaves } from '@/collections/faves/tests/world'
import { worldPart as buildGiveaways } from '@/collections/giveaways/tests/world'
import { worldPart as buildMemes } from '@/collections/memes/tests/world'
import { worldPart as buildPodcasts } from '@/collections/podcasts/tests/world'
import { worldPart as buildPrintables } from '@/collections/printables/tests/world'
import { worldPart as buildTourShows } from '@/collections/tour-shows/tests/world'
import { worldPart as buildVideos } from '@/collections/videos/tests/world'
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
import { recordView } from '@/server/post-views'

import { richText, unique } from './fixtures'
import { MEDIA_ROLES, png, QUIET, type MediaRole, type WorldKit } from './world-kit'

export { MEDIA_ROLES, pdf, png, type MediaRole } from './world-kit'

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

  const create = <T>(collection: CollectionSlug, data: Record<string, unknown>) =>
    payload.create({ collection, data: data as never, ...QUIET }) as Promise<T>

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

  const kit: WorldKit = { payload, create, media, categories: { C, D }, original }
  const memes = await buildMemes(kit)
  const printable = await buildPrintables(kit)
  const giveaway = await buildGiveaways(kit)
  const faves = await buildFaves(kit)
  const { videoCategories, videos } = await buildVideos(kit)
  const podcast = await buildPodcasts(kit)

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
  const { TS, PF } = await buildTourShows(kit)
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
    memes,
    printable,
    giveaway,
    faves,
    videoCategories,
    videos,
    podcast,
    page,
    form,
    popup,
    tour: { TS, PF, PR, TM },
    newSlug: `article-r-${unique()}`,
  }
}
