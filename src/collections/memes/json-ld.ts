import type { LdContext, LdNode } from '@/content/types'
import type { Category, Meme } from '@/payload-types'

export type MemeForLd = Pick<Meme, 'id' | 'title' | 'slug' | 'transcript' | 'image' | 'updatedAt' | 'createdAt'> &
  Partial<Pick<Meme, 'categories' | 'tags' | 'publishedAt' | 'imageRights'>>

/**
 * schema.org ImageObject for a meme's page: the picture, its words as the caption, the publisher as
 * author, and its rights (Google's image metadata): the meme's own where it says them, else the site's.
 */
export function memeLd(meme: MemeForLd, ctx: LdContext): LdNode {
  const url = ctx.url('memes', meme)
  const image = typeof meme.image === 'object' ? meme.image : null
  const categories = (meme.categories ?? []).filter((c): c is Category => typeof c === 'object')
  const keywords = [...categories.map((c) => c.title), ...(meme.tags ?? [])]
  const rights = ctx.rights(meme.imageRights)
  const publisherName = (ctx.publisher as { name?: string }).name
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageObject',
    '@id': `${url}#meme`,
    name: meme.title,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    contentUrl: ctx.image(meme.image, 'original'),
    ...(image?.width && image.height ? { width: image.width, height: image.height } : {}),
    caption: meme.transcript,
    ...(image?.alt ? { description: image.alt } : {}),
    datePublished: meme.publishedAt ?? meme.createdAt,
    dateModified: meme.updatedAt,
    author: ctx.publisher,
    publisher: ctx.publisher,
    creator: rights.creator === publisherName ? ctx.publisher : { '@type': 'Person', name: rights.creator },
    creditText: rights.creditText,
    copyrightNotice: rights.copyrightNotice,
    license: rights.license,
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    inLanguage: 'en',
    isAccessibleForFree: true,
  }
}
