import type { GraphQLResolveInfo } from 'graphql'

import { descriptorOf } from '@/content/registry'
import type { ContentType } from '@/content/types'
import { AccountError } from '@/graphql/schema/account-error'
import type { GraphQL } from '@/graphql/schema/account-types'
import type { ResolverContext } from '@/graphql/schema/current-member'
import { MAX_PAGE, MAX_PER_PAGE, SEARCHABLE, searchSite, SearchInputError } from '@/server/search'

function build(g: GraphQL) {
  const { GraphQLBoolean, GraphQLEnumType, GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType } = g
  const { GraphQLString } = g
  const list = (type: InstanceType<typeof GraphQLObjectType>) =>
    new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type)))
  const SearchType = new GraphQLEnumType({
    name: 'SearchType',
    description: 'What kind of thing a search hit is.',
    // One value per searchable content type, named by its descriptor (POST, MEME, TOUR_SHOW…).
    values: Object.fromEntries(SEARCHABLE.map((type) => [descriptorOf(type).search!.kind, { value: type }] as const)),
  })
  const SearchTextPart = new GraphQLObjectType({
    name: 'SearchTextPart',
    description: 'A piece of a snippet; `match` pieces are the words that matched (show them highlighted).',
    fields: {
      text: { type: new GraphQLNonNull(GraphQLString) },
      match: { type: new GraphQLNonNull(GraphQLBoolean) },
    },
  })
  const SearchImage = new GraphQLObjectType({
    name: 'SearchImage',
    fields: {
      url: { type: new GraphQLNonNull(GraphQLString) },
      alt: { type: new GraphQLNonNull(GraphQLString) },
      width: { type: GraphQLInt },
      height: { type: GraphQLInt },
    },
  })
  const SearchHit: InstanceType<typeof GraphQLObjectType> = new GraphQLObjectType({
    name: 'SearchHit',
    fields: () => ({
      type: { type: new GraphQLNonNull(SearchType) },
      id: { type: new GraphQLNonNull(GraphQLID) },
      title: { type: new GraphQLNonNull(GraphQLString) },
      url: { type: new GraphQLNonNull(GraphQLString), description: 'Where it lives on the site, e.g. /post/{slug}.' },
      snippet: { type: list(SearchTextPart), description: 'A short excerpt around the words that matched.' },
      image: { type: SearchImage },
      date: { type: GraphQLString, description: 'ISO 8601: published, or when a show or giveaway starts.' },
      group: {
        type: SearchGroup,
        description:
          'Set when the hit stands for a family of entries (a tour’s dates: "Teachers Do Stand-Up — 35 dates", at the tour page).',
      },
    }),
  })
  const SearchGroup = new GraphQLObjectType({
    name: 'SearchGroup',
    description: 'The entries one hit stands for.',
    fields: () => ({
      count: { type: new GraphQLNonNull(GraphQLInt), description: 'How many entries matched.' },
      hits: { type: list(SearchHit), description: 'Those found, the current ones soonest first, then past ones.' },
    }),
  })
  const SearchFacet = new GraphQLObjectType({
    name: 'SearchFacet',
    fields: {
      type: { type: new GraphQLNonNull(SearchType) },
      label: { type: new GraphQLNonNull(GraphQLString) },
      count: { type: new GraphQLNonNull(GraphQLInt) },
    },
  })
  const SearchResults = new GraphQLObjectType({
    name: 'SearchResults',
    fields: {
      query: { type: new GraphQLNonNull(GraphQLString) },
      correctedQuery: {
        type: GraphQLString,
        description:
          'Set when a word of the query is in no document: the hits are for this spelling instead (its closest word that is).',
      },
      total: { type: new GraphQLNonNull(GraphQLInt), description: 'Hits of the types asked for.' },
      page: { type: new GraphQLNonNull(GraphQLInt) },
      perPage: { type: new GraphQLNonNull(GraphQLInt) },
      totalPages: { type: new GraphQLNonNull(GraphQLInt) },
      hits: { type: list(SearchHit) },
      facets: { type: list(SearchFacet), description: 'Hits per type, whatever `types` asks for; largest first.' },
    },
  })
  return { SearchType, SearchResults }
}

const built = new WeakMap<GraphQL, ReturnType<typeof build>>()
const typesOf = (g: GraphQL) => {
  let types = built.get(g)
  if (!types) built.set(g, (types = build(g)))
  return types
}

const COUNTED = new Set(['total', 'totalPages', 'facets'])

/**
 * Whether the operation reads any count (facets, total, totalPages): counting every match of a
 * broad query is the costly part of a search, and the header's instant results show none. A
 * fragment or an alias of another field is taken to read them all.
 */
function asksForCounts(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some((selection) => {
      // Compared as text: the schema's graphql module may be another copy than this file's types.
      const { kind, name } = selection as { kind: string; name?: { value: string } }
      return kind !== 'Field' || COUNTED.has(name?.value ?? '')
    }),
  )
}

type Args = { query: string; types?: ContentType[] | null; page: number; perPage: number; prefix: boolean }

export const search = (g: GraphQL) => {
  const { SearchType, SearchResults } = typesOf(g)
  return {
    type: new g.GraphQLNonNull(SearchResults),
    description:
      'Ranked full-text search over everything published: web-search syntax ("a phrase", -exclude, or). ' +
      `A blank query finds nothing. page 1–${MAX_PAGE}, perPage 1–${MAX_PER_PAGE}.`,
    args: {
      query: { type: new g.GraphQLNonNull(g.GraphQLString) },
      types: {
        type: new g.GraphQLList(new g.GraphQLNonNull(SearchType)),
        description: 'Only these kinds (all when empty).',
      },
      page: { type: g.GraphQLInt, defaultValue: 1 },
      perPage: { type: g.GraphQLInt, defaultValue: 10 },
      prefix: {
        type: g.GraphQLBoolean,
        defaultValue: false,
        description: 'Search as you type: the last word also matches longer words that start with it.',
      },
    },
    async resolve(_root: unknown, args: Args, context: ResolverContext, info: GraphQLResolveInfo) {
      try {
        return await searchSite(context.req.payload, {
          query: args.query,
          types: args.types ?? [],
          page: args.page,
          perPage: args.perPage,
          prefix: args.prefix,
          counts: asksForCounts(info),
        })
      } catch (error) {
        if (error instanceof SearchInputError) throw new AccountError(error.message, 'BAD_USER_INPUT')
        throw error
      }
    },
  }
}
