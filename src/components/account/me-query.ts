import { gql, type TypedDocumentNode } from '@apollo/client'

export type Me = {
  id: number
  name: string
  email: string
  newsletter: boolean | null
  avatar: { id: number; url: string | null; sizes: { thumbnail: { url: string | null } | null } | null } | null
}

/** The signed-in member (null for visitors and expired tokens): the header and /account share it. */
export const ME: TypedDocumentNode<{ meMember: { user: Me | null } | null }> = gql`
  query Me {
    meMember {
      user {
        id
        name
        email
        newsletter
        avatar {
          id
          url
          sizes {
            thumbnail {
              url
            }
          }
        }
      }
    }
  }
`
