import { configToSchema } from '@payloadcms/graphql'
import { GraphQLObjectType, GraphQLSchema } from 'graphql'
import type { SanitizedConfig } from 'payload'

import { GraphQLUpload } from '@/graphql/schema/upload-scalar'
import { subscriptionType } from '@/graphql/server/subscription'
import { limitResolverTime } from '@/graphql/server/time-limit'
import { uploadCheckField } from '@/graphql/server/upload-check'

export type GraphQLSetup = ReturnType<typeof configToSchema>

const cache = new WeakMap<SanitizedConfig, GraphQLSetup>()

/**
 * Payload's generated schema (collections, globals, and our queries and mutations from
 * src/graphql/schema/extensions.ts) with the Subscription type, the Upload scalar and
 * `uploadCheck` on top, plus Payload's validation rules; resolvers stop at the request's deadline
 * (time-limit.ts). Built once per config: Payload replaces
 * its config on hot reload in development, which builds a fresh schema.
 */
export function graphQLSetup(config: SanitizedConfig): GraphQLSetup {
  let setup = cache.get(config)
  if (!setup) {
    setup = build(config)
    cache.set(config, setup)
  }
  return setup
}

function build(config: SanitizedConfig): GraphQLSetup {
  const { schema, validationRules } = configToSchema(config)
  const base = schema.toConfig()
  // The same Upload as extensions.ts put in Payload's schema, whichever copy of our modules did it
  // (GraphQLUpload is one per process): two types may not share a name.
  const queryConfig = base.query!.toConfig()
  const query = new GraphQLObjectType({
    ...queryConfig,
    fields: { ...queryConfig.fields, uploadCheck: uploadCheckField(GraphQLUpload) },
  })
  const full = new GraphQLSchema({
    ...base,
    query,
    subscription: subscriptionType(),
    types: [...base.types.filter((t) => t !== base.query), GraphQLUpload],
  })
  limitResolverTime(full)
  return { schema: full, validationRules }
}
