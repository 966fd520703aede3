import {
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLScalarType,
} from 'graphql'

import type { UploadedFile } from '@/graphql/schema/upload-scalar'

const UploadInfo = new GraphQLObjectType<UploadedFile>({
  name: 'UploadInfo',
  description: 'What the server received of a file: its name, the type sniffed from its bytes, its size.',
  fields: {
    filename: { type: new GraphQLNonNull(GraphQLString) },
    mimetype: { type: new GraphQLNonNull(GraphQLString) },
    size: { type: new GraphQLNonNull(GraphQLInt), description: 'Bytes.' },
  },
})

/**
 * `uploadCheck(file: Upload!): UploadInfo!` — lets a client check its multipart uploads end to
 * end (the file passed every limit and type check) without storing anything.
 */
export const uploadCheckField = (upload: GraphQLScalarType): GraphQLFieldConfig<unknown, unknown> => ({
  type: new GraphQLNonNull(UploadInfo),
  description: 'Echoes what the server received of an uploaded file; stores nothing.',
  args: { file: { type: new GraphQLNonNull(upload) } },
  resolve: (_root, args: { file: UploadedFile }) => args.file,
})
