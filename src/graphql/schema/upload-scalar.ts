import { GraphQLError, GraphQLScalarType } from 'graphql'

import { processSingleton } from '@/server/process-singleton'

/**
 * A file sent with a GraphQL multipart request (parts "operations", "map", then files; docs/api.md,
 * Uploads). The /graphql handler reads each file completely (within its size limit), checks its
 * content against its declared type, and puts this object where the map says; resolvers get it as
 * is.
 */
export type UploadedFile = {
  filename: string
  /** The type sniffed from the bytes, not the one the browser claimed. */
  mimetype: string
  size: number
  buffer: Buffer
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).buffer)

/**
 * One per process: Payload's schema (through extensions.ts, in whichever copy of our modules made
 * Payload) and the /graphql handler's (server.ts's copy) must hold the same type named Upload.
 */
export const GraphQLUpload = processSingleton(
  'graphql-upload',
  () =>
    new GraphQLScalarType<UploadedFile, never>({
      name: 'Upload',
      description: 'A file of a multipart request (GraphQL multipart request specification).',
      parseValue(value) {
        if (isUploadedFile(value)) return value
        throw new GraphQLError('Upload values must be sent as files of a multipart request.')
      },
      parseLiteral() {
        throw new GraphQLError('Upload literals are not supported: send the file in a multipart request.')
      },
      serialize() {
        throw new GraphQLError('Upload is an input-only type.')
      },
    }),
)
