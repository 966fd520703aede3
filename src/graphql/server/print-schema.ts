import { lexicographicSortSchema, printSchema } from 'graphql'
import type { SanitizedConfig } from 'payload'

import { graphQLSetup } from '@/graphql/server/schema'

/**
 * The schema /graphql serves, as SDL for schema.graphql (what the browser's typed documents are
 * generated from). Sorted, so that the text changes only when the schema does: Payload builds its
 * types in config order, and a reordered collection is not a schema change.
 */
export function printServedSchema(config: SanitizedConfig): string {
  return `${printSchema(lexicographicSortSchema(graphQLSetup(config).schema))}\n`
}
