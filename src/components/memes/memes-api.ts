import type { MemeCardData } from '@/components/memes/meme-card'
import { getClient } from '@/graphql/client/client'
import { MemesPageDocument } from '@/graphql/generated/operations'

/**
 * The gallery's "Load more" call, loaded by dynamic import() on the first click so that the
 * gallery's first load does not carry Apollo. Published memes only, whoever is signed in.
 */
export async function fetchMemesPage(page: number, limit: number, category?: number) {
  const { data } = await getClient().query({
    query: MemesPageDocument,
    variables: {
      page,
      limit,
      where: {
        _status: { equals: 'published' },
        ...(category !== undefined ? { categories: { in: [category] } } : {}),
      },
    },
    fetchPolicy: 'network-only',
  })
  if (!data?.Memes) throw new Error('no answer')
  const memes: MemeCardData[] = data.Memes.docs.map((doc) => ({ ...doc, title: doc.title ?? '' }))
  return { memes, hasMore: Boolean(data.Memes.hasNextPage) }
}
