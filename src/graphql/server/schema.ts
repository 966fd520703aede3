import { configToSchema } from '@payloadcms/graphql'
import { GraphQLObjectType, GraphQLSchema, isScalarType, type GraphQLScalarType } from 'graphql'
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
  // Next bundles its own copy of upload-scalar.ts: when extensions.ts already uses an Upload scalar
  // (from that copy), reuse it — two different types may not share a name.
  const existing = base.types.find((t) => t.name === 'Upload')
  const upload: GraphQLScalarType = existing && isScalarType(existing) ? existing : GraphQLUpload
  const queryConfig = base.query!.toConfig()
  const query = new GraphQLObjectType({
    ...queryConfig,
    fields: { ...queryConfig.fields, uploadCheck: uploadCheckField(upload) },
  })
  const full = new GraphQLSchema({
    ...base,
    query,
    subscription: subscriptionType(),
    types: [...base.types.filter((t) => t !== base.query), upload],
  })
  limitResolverTime(full)
  return { schema: full, validationRules }
}
