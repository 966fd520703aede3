import * as graphql from 'graphql'
import { describe, expect, it } from 'vitest'

import { expandPermissions, permissionQueries } from '@/graphql/schema/permissions'

const { GraphQLBoolean, GraphQLNonNull, GraphQLObjectType, GraphQLString } = graphql

const permission = (name: string) =>
  new GraphQLObjectType({
    name,
    fields: { permission: { type: new GraphQLNonNull(GraphQLBoolean) }, where: { type: GraphQLString } },
  })

const PostsFields = new GraphQLObjectType({
  name: 'PostsFields',
  fields: {
    title: {
      type: new GraphQLObjectType({
        name: 'PostsFieldsTitle',
        fields: { read: { type: permission('PostsTitleRead') }, update: { type: permission('PostsTitleUpdate') } },
      }),
    },
  },
})

const Access = new GraphQLObjectType({
  name: 'Access',
  fields: {
    canAccessAdmin: { type: new GraphQLNonNull(GraphQLBoolean) },
    posts: {
      type: new GraphQLObjectType({
        name: 'PostsAccess',
        fields: {
          create: { type: permission('PostsCreate') },
          read: { type: permission('PostsRead') },
          fields: { type: PostsFields },
        },
      }),
    },
  },
})

describe("Payload's permission queries", () => {
  it("spell out Payload's compact answer: left out is refused, true is allowed", () => {
    // What Payload answers for a visitor: canAccessAdmin and create dropped, read with a condition.
    const visitor = { posts: { read: { permission: true, where: { _status: { equals: 'published' } } } } }
    expect(JSON.parse(JSON.stringify(expandPermissions(Access, visitor)))).toEqual({
      canAccessAdmin: false,
      posts: {
        create: { permission: false },
        read: { permission: true, where: { _status: { equals: 'published' } } },
        fields: { title: { read: { permission: false }, update: { permission: false } } },
      },
    })
    // An editor: everything true, fields included.
    const editor = { canAccessAdmin: true, posts: { create: true, read: true, fields: true } }
    expect(JSON.parse(JSON.stringify(expandPermissions(Access, editor)))).toEqual({
      canAccessAdmin: true,
      posts: {
        create: { permission: true },
        read: { permission: true },
        fields: { title: { read: { permission: true }, update: { permission: true } } },
      },
    })
  })

  it('answer { Access { canAccessAdmin } } for anyone', async () => {
    const fields = permissionQueries({
      Access: { type: Access, resolve: async () => ({ collections: {}, globals: {} }) },
    })
    const schema = new graphql.GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: fields as graphql.GraphQLFieldConfigMap<unknown, unknown>,
      }),
    })
    const result = await graphql.graphql({
      schema,
      source: '{ Access { canAccessAdmin posts { create { permission } } } }',
    })
    expect(result).toEqual({ data: { Access: { canAccessAdmin: false, posts: { create: { permission: false } } } } })
  })
})
