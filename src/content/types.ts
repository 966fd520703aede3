import type { Config, Media } from '@/payload-types'

/**
 * The public content types. Each is a collection whose documents have addresses on the site, and
 * each has one descriptor (`src/collections/<type>/content-type.ts`) listed in `registry.ts`.
 * Adding a name here makes the compiler ask for its descriptor, and the descriptor type below
 * asks for everything a type owes.
 */
export type ContentType =
  | 'pages'
  | 'posts'
  | 'memes'
  | 'printables'
  | 'giveaways'
  | 'faves'
  | 'videos'
  | 'podcasts'
  | 'episodes'
  | 'categories'
  | 'video-categories'
  | 'originals'
  | 'authors'
  | 'tour-shows'
  | 'performers'

/** The SEO fields' suggestions, from the document being edited (possibly unsaved, so partial). */
export type SeoSpec<T extends ContentType> = { description: (doc: Partial<DocOf<T>>) => string }

export type GlobalSlug = keyof Config['globals']

/** The relations articles are listed by (a category's, an author's, a series' articles). */
export type PostFilter = 'category' | 'author' | 'original'

export type DocOf<T extends ContentType> = Config['collections'][T]

/** Fields of a type picked for a read (Payload's `select`). */
export type FieldsOf<T extends ContentType> = { [K in keyof DocOf<T>]?: true }

/** What any address needs: list rows, link targets and populated references all qualify (an
 *  episode's also needs its show, populated). */
export type PathDoc = { id?: number | string; slug?: string | null; show?: unknown }

/** A schema.org node. Loose on purpose: the builders are the typed surface. */
export type LdNode = { '@context'?: 'https://schema.org'; '@type': string; [key: string]: unknown }

/** What a JSON-LD builder may ask of the site, so that descriptors stay free of server modules. */
export type LdContext = {
  /** Absolute URL of a document of any content type. */
  url: (type: ContentType, doc: PathDoc) => string
  /** Absolute URL of an upload's share image (`og` crop, else the original); null when not populated. */
  image: (ref: Media | number | null | undefined, prefer?: 'og' | 'original') => string | null
  /** The publishing organisation, as nodes name it. */
  publisher: LdNode
  /** A picture's rights: what `own` says, else the site settings', else the brand's. */
  rights: (own?: Partial<Record<keyof ImageRights, string | null>> | null) => ImageRights
}

/** Who made a picture and its terms of reuse, as schema.org says them (license: an absolute URL). */
export type ImageRights = { creator: string; creditText: string; copyrightNotice: string; license: string }

export type SitemapSpec = {
  /** Addresses the file lists besides the documents', dated by the newest change among `datedBy`. */
  extra?: { path: string; datedBy: { types?: ContentType[]; globals?: GlobalSlug[] } }[]
}

export type FeedSpec<T extends ContentType> = {
  /** The feed of a document lives at /feeds/{kind}/{key}.xml. */
  kind: string
  /** The channel's words; its link and own address come from the document's path and `kind`. */
  channel: (doc: DocOf<T>, brand: string) => { title: string; description: string }
  /** What it lists: the articles filtered by this document. */
  items: { type: 'posts'; by: PostFilter }
}

export type SavableSpec<T extends ContentType> = {
  /** The item's `SavedKind` in the GraphQL API (docs/api.md). */
  kind: string
  /** The answer when the item cannot be saved: gone, or not public. */
  unavailable: string
  /** Fields the saved list shows (read with the ones the path needs). */
  select: FieldsOf<T>
  card: (doc: DocOf<T>) => { title: string; excerpt?: string | null; image?: Media | number | null }
}

export type SearchSpec<T extends ContentType> = {
  /** The hit's `SearchType` in the GraphQL API (docs/api.md). */
  kind: string
  /**
   * The type's code in search entry ids (code × 2³² + document id). Stored: never renumber a type;
   * a new searchable type takes a free number (the registry test asks for a unique one). A broad
   * query lists the matches without a title match in entry order, highest code first: higher is
   * what a visitor more likely looks for.
   */
  code: number
  /** The field shown as the result's title (weighted above the rest). */
  title: keyof DocOf<T> & string
  /** Text the index holds besides the title, most telling first: fields, or paths into groups,
   *  arrays and blocks (`items.caption`). Rich text and blocks give their words; a relationship
   *  gives the related documents' titles (read at `depth`). */
  fields: string[]
  /** The picture a hit shows, if any. */
  image?: (doc: DocOf<T>) => Media | number | null | undefined
  /** The date a hit shows (ISO), if any. */
  date?: (doc: DocOf<T>) => string | null | undefined
  /**
   * For things that happen (a show, a giveaway): when it stops being current (ISO; null while it
   * never will). Past ones rank after current ones, still findable. Read when indexed.
   */
  endsAt?: (doc: DocOf<T>) => string | null | undefined
  /** Words that name the type in a query, singular (`podcast`): "free printable" asks for printables. */
  words?: string[]
  /** Its documents are one family (a tour's dates): one result, named by this, stands for them. */
  family?: (count: number, title: string) => string
  /** The day (`yyyy-mm-dd`, in the site's time zone) a published document becomes public, if not
   *  at once: a faves day's own date. */
  visibleFromDay?: (doc: DocOf<T>) => string | null
  /** How deep the indexing read populates: 1 when `fields`, `image` or the path need relations. */
  depth?: 0 | 1
  /** Whether a visitor can open the document's address as read for the index (relations read as
   *  an anonymous visitor reads them): an episode has no page while its show is not public. */
  shown?: (doc: DocOf<T>) => boolean
}

/** Everything the site needs to know about one content type. */
export type ContentTypeDescriptor<T extends ContentType> = {
  collection: T
  label: { singular: string; plural: string }
  /** The field the address is built from and looked up by: the document tag is `{type}:{key}`. */
  key: 'slug' | 'id'
  /** The fields `path` reads: lists that only need addresses select just these. */
  pathSelect: FieldsOf<T>
  /** The public path of one document. */
  path: (doc: PathDoc) => string
  /** The page listing the type. */
  index: string
  /** How deep the document's own page read populates: changes that far away show on it. */
  depth: 1 | 2
  /** Beside its own address, a change expires the lists the document is in (before and after). */
  lists: { select: FieldsOf<T>; tags: (doc: Partial<DocOf<T>>) => string[] }
  /** One sitemap per type, at /sitemaps/{type}.xml (then -2.xml, … past the page size). */
  sitemap: SitemapSpec | null
  /** An RSS feed per document, if the type has one. */
  feed: FeedSpec<T> | null
  /** Whether CMS links (link fields, rich text, redirects) may point at its documents. */
  linkable: boolean
  /** Whether members may save its documents for later, and how a saved one is shown. */
  savable: SavableSpec<T> | null
  /** Whether editors get the SEO fields (meta title, description, image), and what their
   *  "generate description" button writes. */
  seo: SeoSpec<T> | null
  /** What search indexes, or null when the type is not searched. */
  search: SearchSpec<T> | null
  /** The structured data of the document's page. */
  jsonLd: ((doc: DocOf<T>, ctx: LdContext) => LdNode) | null
}
