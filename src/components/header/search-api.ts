import { typeLabel } from '@/components/search/type-label'
import type { TextPart } from '@/components/search/snippet'
import { CONTENT_TYPES, descriptorOf } from '@/content/registry'
import { getClient } from '@/graphql/client/client'
import { InstantSearchDocument, type SearchType } from '@/graphql/generated/operations'

export type InstantHit = { label: string; title: string; url: string; snippet: readonly TextPart[] }
export type InstantAnswer = { hits: InstantHit[] }

/** "Article" for POST: the API names each type by its descriptor's search `kind`. */
function labelOf(kind: SearchType): string {
  const type = CONTENT_TYPES.find((t) => descriptorOf(t).search?.kind === kind)
  return type ? typeLabel(type) : ''
}

/**
 * The header's instant results. Part of the combobox's chunk, which the search field loads on its
 * first focus: Apollo is not part of any page's first load.
 */
export async function fetchInstantResults(query: string): Promise<InstantAnswer> {
  const { data } = await getClient().query({ query: InstantSearchDocument, variables: { query } })
  if (!data) throw new Error('no answer')
  return { hits: data.search.hits.map((hit) => ({ ...hit, label: labelOf(hit.type) })) }
}
