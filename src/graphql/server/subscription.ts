import {
  GraphQLEnumType,
  GraphQLError,
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfig,
} from 'graphql'

import { busIterator } from '@/graphql/server/bus-iterator'
import type { GraphQLContext } from '@/graphql/server/context'
import { canRead } from '@/graphql/server/read-access'
import type { ChangeEvent, ContentEvent } from '@/server/bus'

const ContentChange = new GraphQLEnumType({
  name: 'ContentChange',
  values: { published: {}, updated: {}, unpublished: {}, deleted: {} },
})

const ContentEventType = new GraphQLObjectType<ContentEvent>({
  name: 'ContentEvent',
  description: 'A document became public, changed while public, or stopped being public.',
  fields: {
    collection: { type: new GraphQLNonNull(GraphQLString), description: 'The collection slug, e.g. "posts".' },
    id: { type: new GraphQLNonNull(GraphQLID) },
    slug: { type: GraphQLString, description: 'Null for unpublished and deleted documents.' },
    change: { type: new GraphQLNonNull(ContentChange) },
    at: { type: new GraphQLNonNull(GraphQLString), description: 'When it happened (ISO 8601).' },
  },
})

const changeEventType = (name: string, description: string) =>
  new GraphQLObjectType<ChangeEvent>({
    name,
    description,
    fields: {
      id: { type: new GraphQLNonNull(GraphQLID) },
      change: { type: new GraphQLNonNull(GraphQLString) },
      at: { type: new GraphQLNonNull(GraphQLString), description: 'When it happened (ISO 8601).' },
    },
  })

type Field = GraphQLFieldConfig<unknown, GraphQLContext, Record<string, unknown>>

/** Only ids leave with these: the document is gone from the public, its slug need not follow. */
const idOnly = new Set<ContentEvent['change']>(['unpublished', 'deleted'])

const contentPublished: Field = {
  type: new GraphQLNonNull(ContentEventType),
  description: 'Publishes, updates, unpublishes and deletions of documents the subscriber may read.',
  args: { types: { type: new GraphQLList(new GraphQLNonNull(GraphQLString)), description: 'Collection slugs.' } },
  subscribe: (_root, args, { req, bus }) => {
    const types = (args.types as string[] | null | undefined) ?? null
    const unknown = types?.find((t) => !Object.hasOwn(req.payload.collections, t))
    if (unknown !== undefined)
      throw new GraphQLError(`Unknown type "${unknown}": types are collection slugs, e.g. "posts".`)
    return busIterator(
      bus,
      'content',
      async (event) => {
        if (types && !types.includes(event.collection)) return undefined
        if (idOnly.has(event.change)) return { ...event, slug: undefined }
        // Re-read with the subscriber's rights: an event must not reveal what they may not see.
        return (await canRead(req, event)) ? event : undefined
      },
      (error) => req.payload.logger.error({ err: error, msg: 'contentPublished: could not check an event' }),
    )
  },
  resolve: (event) => event,
}

const passThrough = (event: 'tourShow' | 'giveaway', type: GraphQLObjectType, description: string): Field => ({
  type: new GraphQLNonNull(type),
  description,
  subscribe: (_root, _args, { req, bus }) =>
    busIterator(
      bus,
      event,
      async (e) => e,
      (error) => req.payload.logger.error({ err: error }),
    ),
  resolve: (e) => e,
})

export const subscriptionType = () =>
  new GraphQLObjectType<unknown, GraphQLContext>({
    name: 'Subscription',
    fields: {
      contentPublished,
      tourShowChanged: passThrough(
        'tourShow',
        changeEventType('TourShowEvent', 'A comedy-tour show changed.'),
        'Changes of comedy-tour shows (sold out, new dates).',
      ),
      giveawayChanged: passThrough(
        'giveaway',
        changeEventType('GiveawayEvent', 'A giveaway changed.'),
        'Giveaways opening, closing or changing.',
      ),
    },
  })
