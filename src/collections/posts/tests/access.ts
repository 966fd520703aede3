import { richText } from '../../../../tests/int/support/fixtures'
import { versioned, type Entities } from '../../../../tests/api/support/access/adapters'
import type { World } from '../../../../tests/api/support/access/world'

/** An article by the matrix's author. */
export const postData = (w: World, m: string) => ({
  title: m,
  slug: m,
  excerpt: `About ${m}`,
  content: richText(`Body of ${m}`),
  authors: [w.author.id],
})

export const entities: Entities = { posts: versioned('posts', postData) }
