// apollo-upload-client 19 ships JSDoc-typed .mjs files and no declarations; these cover what we use.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client'

  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: {
      uri?: string
      useGETForQueries?: boolean
      fetch?: typeof fetch
      fetchOptions?: RequestInit
      credentials?: RequestCredentials
      headers?: Record<string, string>
      includeExtensions?: boolean
      includeUnusedVariables?: boolean
    })
  }
}

declare module 'apollo-upload-client/isExtractableFile.mjs' {
  /** File, Blob or FileList: what goes into a multipart request instead of the JSON. */
  export default function isExtractableFile(value: unknown): value is File | Blob | FileList
}
