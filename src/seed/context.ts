import type { CollectionSlug, Payload } from 'payload'

import { CONTENT_TYPES } from '@/content/registry'

import type { ImageKey } from '@/seed/art/catalogue'
import type { FormKey } from '@/seed/content/forms'
import type { AuthorKey } from '@/seed/content/types'
import type { Linkable, Lookup } from '@/seed/refs'

/** Any collection the seed writes to; the report counts each as it creates documents in it. */
export type SeededCollection = CollectionSlug

/** Documents created per collection, in the order the seed first created one; 0 for the rest. */
const counter = () =>
  new Proxy({} as Record<SeededCollection, number>, {
    get: (counts, key): number | undefined =>
      typeof key === 'string' ? ((Reflect.get(counts, key) as number | undefined) ?? 0) : undefined,
  })

/**
 * Every write of the seed: no editor is signed in, and no Next server is there to revalidate
 * (expiring cache tags outside a request would only fail).
 */
export const WRITE = { overrideAccess: true, context: { disableRevalidate: true } } as const

/** What the steps share: the ids found or created so far, and how many documents were created. */
export type Seeder = {
  payload: Payload
  created: Record<SeededCollection, number>
  media: Map<ImageKey, number>
  docs: Record<Linkable, Map<string, number>>
  authors: Map<AuthorKey, number>
  users: Map<'admin' | 'editor' | 'contributor', number>
  forms: Map<FormKey, number>
  lookup: Lookup
}

export function createSeeder(payload: Payload): Seeder {
  const media = new Map<ImageKey, number>()
  const docs = Object.fromEntries(CONTENT_TYPES.map((type) => [type, new Map()])) as Seeder['docs']
  const forms = new Map<FormKey, number>()
  const need = <K, V>(map: Map<K, V>, key: K, what: string): V => {
    const value = map.get(key)
    if (value === undefined) throw new Error(`Seed: no ${what} "${String(key)}"`)
    return value
  }
  return {
    payload,
    created: counter(),
    media,
    docs,
    authors: new Map(),
    users: new Map(),
    forms,
    lookup: {
      media: (key) => need(media, key, 'image'),
      form: (key) => need(forms, key, 'form'),
      doc: (relationTo, slug) => need(docs[relationTo], slug, relationTo.replace(/s$/, '')),
    },
  }
}

/** The ids of the documents of `collection` whose `field` is one of `values`, by that value. */
export async function findBy(
  s: Seeder,
  collection: SeededCollection,
  field: string,
  values: string[],
): Promise<Map<string, number>> {
  const { docs } = await s.payload.find({
    collection,
    where: { [field]: { in: values } },
    select: { [field]: true },
    limit: values.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [String((doc as unknown as Record<string, unknown>)[field]), doc.id]))
}

/** Runs `make` over `items`, four at a time: sharp draws off the main thread, and four keep both cores busy. */
export async function inBatches<T>(items: T[], make: (item: T) => Promise<void>, size = 4) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(make))
}

/** Uploads a picture the seed drew (a PNG) to media, with its alt text and the illustration credit. */
export async function uploadDrawing(
  s: Seeder,
  data: Buffer,
  alt: string,
  name: string,
  credit = 'Illustration: Staffroom',
) {
  const doc = await s.payload.create({
    collection: 'media',
    data: { alt, credit },
    file: { data, mimetype: 'image/png', name, size: data.length },
    ...WRITE,
  })
  s.created.media++
  return doc
}

/** The slug of a seeded title: lower case, words joined by hyphens. */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
