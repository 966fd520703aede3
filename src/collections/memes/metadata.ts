import { pathOf } from '@/content/registry'
import type { DocumentMetadataInput } from '@/lib/seo/metadata'
import type { Category, Meme } from '@/payload-types'

/** The metadata input of a meme: its words are its description, its picture the share image. */
export function memeSeo(
  meme: Pick<Meme, 'title' | 'slug' | 'transcript' | 'image' | 'meta' | 'publishedAt' | 'updatedAt' | 'categories'>,
): Omit<DocumentMetadataInput, 'settings'> {
  const categories = (meme.categories ?? []).filter((c): c is Category => typeof c === 'object').map((c) => c.title)
  return {
    title: meme.title,
    // One line of words for previews: the transcript keeps its line breaks.
    description: meme.transcript.replace(/\s+/g, ' ').slice(0, 300),
    image: meme.image,
    path: pathOf('memes', meme),
    type: 'article',
    publishedTime: meme.publishedAt,
    modifiedTime: meme.updatedAt,
    section: categories[0],
    tags: categories,
    meta: meme.meta,
  }
}
