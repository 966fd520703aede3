import type { LdContext, LdNode } from '@/content/types'
import type { Author } from '@/payload-types'

export type AuthorForLd = Pick<Author, 'id' | 'name'> & Partial<Pick<Author, 'role' | 'bio' | 'avatar' | 'socials'>>

/** schema.org Person for an author's page. */
export function personLd(author: AuthorForLd, ctx: LdContext): LdNode {
  const url = ctx.url('authors', author)
  const image = ctx.image(author.avatar, 'original')
  const sameAs = (author.socials ?? []).map((s) => s.url).filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${url}#person`,
    name: author.name,
    url,
    ...(author.role ? { jobTitle: author.role } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(image ? { image } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  }
}
