/**
 * Content files name images and documents by their natural keys (image key, slug) because ids
 * exist only once the seed has created them. These markers stand in for ids and are swapped for
 * the real ones just before a document is saved.
 */
import type { ContentType } from '@/content/types'
import type { ImageKey } from '@/seed/art/catalogue'
import type { FormKey } from '@/seed/content/forms'

/** Documents the seed refers to by slug (authors, addressed by id, have their own keys). */
export type Linkable = Exclude<ContentType, 'authors'>

export type MediaRef = { $media: ImageKey }
export type DocRef = { $doc: { relationTo: Linkable; slug: string } }

/** The id of a document, for single-collection relationships. */
export type IdRef = { $id: { relationTo: Linkable; slug: string } }

export const media = (key: ImageKey): MediaRef => ({ $media: key })
/** A seeded CMS form, by its key in src/seed/content/forms.ts. */
export const formRef = (key: FormKey) => ({ $form: key })
/** A polymorphic reference ({ relationTo, value }), as link fields and redirects store them. */
export const docRef = (relationTo: Linkable, slug: string): DocRef => ({ $doc: { relationTo, slug } })
export const idOf = (relationTo: Linkable, slug: string): IdRef => ({ $id: { relationTo, slug } })

/** The value of a link field (src/fields/link.ts) before its reference is resolved. */
export type LinkSeed =
  | { type: 'reference'; reference: DocRef; label: string; newTab: false }
  | { type: 'custom'; url: string; label: string; newTab: boolean }

/** A link to a document of the site. */
export const linkTo = (relationTo: Linkable, slug: string, label: string): LinkSeed => ({
  type: 'reference',
  reference: docRef(relationTo, slug),
  label,
  newTab: false,
})

/** A link to an address; other sites open in a new tab. */
export const linkUrl = (url: string, label: string): LinkSeed => ({
  type: 'custom',
  url,
  label,
  newTab: /^https?:\/\//.test(url),
})

export type Lookup = {
  media: (key: ImageKey) => number
  form: (key: FormKey) => number
  doc: (relationTo: Linkable, slug: string) => number
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A deep copy of `value` with every marker replaced; an unknown key throws, naming it. */
export function resolveRefs<T>(value: T, lookup: Lookup): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (!isRecord(node)) return node
    if ('$media' in node) return lookup.media(node.$media as ImageKey)
    if ('$form' in node) return lookup.form(node.$form as FormKey)
    if ('$id' in node) {
      const { relationTo, slug } = node.$id as IdRef['$id']
      return lookup.doc(relationTo, slug)
    }
    if ('$doc' in node) {
      const { relationTo, slug } = node.$doc as DocRef['$doc']
      return { relationTo, value: lookup.doc(relationTo, slug) }
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]))
  }
  return walk(value) as T
}
