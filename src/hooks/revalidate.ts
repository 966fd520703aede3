import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { tags, type ContentCollection, type GlobalSlug } from '@/lib/cache-tags'
import { expireTags } from '@/lib/revalidate'
import { bus, type ContentEvent } from '@/server/bus'

type Doc = Record<string, unknown> & { id: number | string; slug?: string; _status?: string }
type Collection = ContentCollection | 'media' | 'redirects'

const ids = (value: unknown): (number | string)[] =>
  (Array.isArray(value) ? value : value == null ? [] : [value]).map((v) =>
    typeof v === 'object' && v !== null ? (v as { id: number | string }).id : (v as number | string),
  )

/** Slugs of published posts matching `where`: their pages show the changed document. */
async function postPagesWhere(req: PayloadRequest, where: Record<string, unknown>): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'posts',
    where: { and: [where, { _status: { equals: 'published' } }] } as never,
    select: { slug: true },
    limit: 0,
    depth: 0,
    pagination: false,
    req,
  })
  return docs.map((d) => tags.doc('posts', d.slug as string))
}

/** The tags of every page that shows `doc` (and `previous`, its state before the change). */
export async function tagsFor(collection: Collection, doc: Doc, previous: Doc | undefined, req: PayloadRequest) {
  const both = [doc, previous].filter(Boolean) as Doc[]
  const slugs = both.map((d) => d.slug).filter(Boolean) as string[]
  switch (collection) {
    case 'posts':
      return [
        ...slugs.map((s) => tags.doc('posts', s)),
        tags.list('posts'),
        ...both.flatMap((d) => ids(d.categories).map((id) => tags.postsBy('category', id))),
        ...both.flatMap((d) => ids(d.authors).map((id) => tags.postsBy('author', id))),
        ...both.flatMap((d) => ids(d.original).map((id) => tags.postsBy('original', id))),
        ...(await postPagesWhere(req, { relatedPosts: { contains: doc.id } })),
      ]
    case 'pages':
      return [...slugs.map((s) => tags.doc('pages', s)), tags.list('pages')]
    case 'categories':
    case 'originals': {
      const filter = collection === 'categories' ? 'category' : 'original'
      const field = collection === 'categories' ? 'categories' : 'original'
      return [
        ...slugs.map((s) => tags.doc(collection, s)),
        tags.list(collection),
        tags.list('posts'),
        tags.postsBy(filter, doc.id),
        ...(await postPagesWhere(req, { [field]: { in: [doc.id] } })),
      ]
    }
    case 'authors':
      return [
        tags.doc('authors', doc.id),
        tags.list('authors'),
        tags.list('posts'),
        tags.postsBy('author', doc.id),
        ...(await postPagesWhere(req, { authors: { in: [doc.id] } })),
      ]
    case 'media':
      return [
        tags.list('posts'),
        tags.list('originals'),
        tags.list('authors'),
        tags.global('site-settings'),
        tags.global('home'),
        ...(await postPagesWhere(req, { heroImage: { equals: doc.id } })),
      ]
    case 'redirects':
      return [tags.redirects]
  }
}

/**
 * Whether readers could see a difference. A draft saved over a published document leaves the
 * published row alone (Payload writes only a version), so it changes nothing public.
 */
async function changesPublicState(collection: Collection, doc: Doc, previous: Doc | undefined, req: PayloadRequest) {
  if (doc._status === undefined) return true // collection without drafts
  if (doc._status === 'published') return true
  if (previous?._status !== 'published') return false
  const live = await req.payload.db.findOne({ collection, where: { id: { equals: doc.id } }, req })
  return (live as Doc | null)?._status !== 'published'
}

function changeOf(args: object, doc: Doc, previous: Doc | undefined): ContentEvent['change'] {
  if (!('previousDoc' in args)) return 'deleted'
  if (doc._status !== undefined && doc._status !== 'published') return 'unpublished'
  return previous?._status === 'published' || (doc._status === undefined && previous?.id) ? 'updated' : 'published'
}

export const revalidateDocument =
  (collection: Collection): CollectionAfterChangeHook & CollectionAfterDeleteHook =>
  async (args) => {
    const { doc, req, context } = args
    if (context.disableRevalidate) return doc
    const previous = 'previousDoc' in args ? (args.previousDoc as Doc) : undefined
    if (!(await changesPublicState(collection, doc, previous, req))) return doc
    await expireTags(await tagsFor(collection, doc, previous, req))
    bus.emit('content', {
      collection,
      id: doc.id,
      slug: doc.slug,
      change: changeOf(args, doc, previous),
      at: new Date().toISOString(),
    })
    return doc
  }

export const revalidateGlobal =
  (slug: GlobalSlug): GlobalAfterChangeHook =>
  async ({ doc, context }) => {
    if (!context.disableRevalidate) await expireTags([tags.global(slug)])
    return doc
  }
