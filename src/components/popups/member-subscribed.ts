import { clientConfig } from '@/graphql/client/config'
import { readToken } from '@/graphql/client/token'

const QUERY = 'query NewsletterModalMember { meMember { user { newsletter } } }'

type Answer = { data?: { meMember?: { user?: { newsletter?: boolean | null } | null } | null } }

/** Whether the signed-in member (if any) already gets the newsletter: then the modal stays away. */
export async function memberSubscribed(): Promise<boolean> {
  const token = readToken()
  if (!token) return false
  try {
    const response = await fetch(clientConfig.httpUri, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: QUERY }),
    })
    const answer = (await response.json()) as Answer
    return answer.data?.meMember?.user?.newsletter === true
  } catch {
    return false // unknown: asking once more is better than never
  }
}
