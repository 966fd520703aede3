import { formErrors } from '@/components/account/form-errors'
import { getClient } from '@/graphql/client/client'
import { SavedIdsDocument, type SavedKind, ToggleSavedDocument } from '@/graphql/generated/operations'

/**
 * The save button's calls, loaded by dynamic import() the first time they are needed, so Apollo
 * is not part of an article's first load. Plain client calls: the button renders no Apollo hooks.
 */
export async function isSaved(kind: SavedKind, id: string): Promise<boolean> {
  const { data } = await getClient().query({ query: SavedIdsDocument, fetchPolicy: 'network-only' })
  return (data?.mySaved ?? []).some((item) => item.kind === kind && item.id === id)
}

export async function toggleSaved(kind: SavedKind, id: string): Promise<boolean> {
  const client = getClient()
  const { data } = await client.mutate({ mutation: ToggleSavedDocument, variables: { kind, id } })
  if (!data) throw new Error('no answer')
  // Every saved list in the cache is out of date now: the next one shown is fetched again.
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'mySaved' })
  client.cache.gc()
  return data.toggleSaved.saved
}

/** The visitor's words for a failed toggle (the server's message when it meant it for them). */
export const failureMessage = (error: unknown) => formErrors(error).message
