import { typeLabel } from '@/components/search/type-label'
import type { TextPart } from '@/components/search/snippet'
import type { ContentType } from '@/content/types'
import { getClient } from '@/graphql/client/client'
import { InstantSearchDocument, type SearchType } from '@/graphql/generated/operations'

/** The API's name of each searched type (docs/api.md), and the content type it stands for. */
const CONTENT_TYPE: Record<SearchType, ContentType> = {
  POST: 'posts',
  MEME: 'memes',
  VIDEO: 'videos',
  SHOW: 'podcasts',
  EPISODE: 'episodes',
  PRINTABLE: 'printables',
  PAGE: 'pages',
  TOUR_SHOW: 'tour-shows',
  PERFORMER: 'performers',
  GIVEAWAY: 'giveaways',
  FAVES_DAY: 'faves',
}

export type InstantHit = { label: string; title: string; url: string; snippet: readonly TextPart[] }
export type InstantAnswer = { total: number; hits: InstantHit[] }

/**
 * The header's instant results, loaded by dynamic import() when the search field is first
 * focused, so that Apollo is not part of any page's first load.
 */
export async function fetchInstantResults(query: string): Promise<InstantAnswer> {
  const { data } = await getClient().query({ query: InstantSearchDocument, variables: { query } })
  if (!data) throw new Error('no answer')
  return {
    total: data.search.total,
    hits: data.search.hits.map((hit) => ({ ...hit, label: typeLabel(CONTENT_TYPE[hit.type]) })),
  }
}
