import type * as GraphQLModule from 'graphql'
import type { GraphQLScalarType } from 'graphql'

import { contentTypes, SAVABLE } from '@/content/registry'
import { GraphQLUpload } from '@/graphql/schema/upload-scalar'

export type GraphQL = typeof GraphQLModule

/**
 * The account types, built with the graphql module Payload hands to extensions.ts: Payload's own
 * types come from that copy, and graphql refuses to mix types of two copies (a test runner or a
 * bundler may load both the CJS and the ESM build). One set per copy: a name may appear only once.
 */
function build(g: GraphQL) {
  const { GraphQLBoolean, GraphQLEnumType, GraphQLID, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLString } = g
  const SavedKind = new GraphQLEnumType({
    name: 'SavedKind',
    description: 'What kind of thing a saved item is.',
    // One value per savable content type, named by its descriptor (POST; MEME, EPISODE… later).
    values: Object.fromEntries(SAVABLE.map((type) => [contentTypes[type].savable!.kind, { value: type }] as const)),
  })
  const SavedImage = new GraphQLObjectType({
    name: 'SavedImage',
    fields: {
      url: { type: new GraphQLNonNull(GraphQLString) },
      alt: { type: new GraphQLNonNull(GraphQLString) },
    },
  })
  const SavedItem = new GraphQLObjectType({
    name: 'SavedItem',
    description: 'Something the signed-in member saved for later.',
    fields: {
      kind: { type: new GraphQLNonNull(SavedKind) },
      id: { type: new GraphQLNonNull(GraphQLID) },
      title: { type: new GraphQLNonNull(GraphQLString) },
      slug: { type: new GraphQLNonNull(GraphQLString) },
      path: { type: new GraphQLNonNull(GraphQLString), description: 'Where it lives on the site, e.g. /post/{slug}.' },
      excerpt: { type: GraphQLString },
      heroImage: { type: SavedImage },
    },
  })
  const SavedToggle = new GraphQLObjectType({
    name: 'SavedToggle',
    fields: {
      saved: { type: new GraphQLNonNull(GraphQLBoolean), description: 'Whether the item is saved now.' },
      count: { type: new GraphQLNonNull(GraphQLInt), description: 'How many items the member has saved.' },
    },
  })
  // The Upload scalar of upload-scalar.ts, or its twin in this copy of graphql (same name, same parsing).
  const sameCopy = (GraphQLUpload as unknown) instanceof g.GraphQLScalarType
  const Upload: GraphQLScalarType = sameCopy ? GraphQLUpload : new g.GraphQLScalarType(GraphQLUpload.toConfig())
  const FormValueInput = new g.GraphQLInputObjectType({
    name: 'FormValueInput',
    description: 'One answer of a CMS form: the field\'s name and what was typed or chosen ("true"/"false" for a box).',
    fields: {
      name: { type: new GraphQLNonNull(GraphQLString) },
      value: { type: GraphQLString },
    },
  })
  const FormFileInput = new g.GraphQLInputObjectType({
    name: 'FormFileInput',
    description: "A file attached to a CMS form's file field, sent as a part of a multipart request.",
    fields: {
      name: { type: new GraphQLNonNull(GraphQLString), description: "The file field's name." },
      file: { type: new GraphQLNonNull(Upload) },
    },
  })
  const FormSubmitted = new GraphQLObjectType({
    name: 'FormSubmitted',
    fields: {
      id: { type: new GraphQLNonNull(GraphQLID), description: 'The stored submission.' },
      redirect: { type: GraphQLString, description: 'Where the form sends the visitor next, when it has a redirect.' },
    },
  })
  return { SavedKind, SavedItem, SavedToggle, Upload, FormValueInput, FormFileInput, FormSubmitted }
}

const built = new WeakMap<GraphQL, ReturnType<typeof build>>()

export function accountTypes(g: GraphQL) {
  let types = built.get(g)
  if (!types) built.set(g, (types = build(g)))
  return types
}
