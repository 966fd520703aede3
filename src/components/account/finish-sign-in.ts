import { announceSessionChange } from '@/components/account/session'
import { getClient, signIn, signOut } from '@/graphql/client/client'
import { SignOutDocument } from '@/graphql/generated/operations'

/** Signs in (cookie, cache reset, refetch, websocket), then every account control updates. */
export async function finishSignIn(token: string, then?: () => void) {
  await signIn(token)
  announceSessionChange()
  then?.()
}

/**
 * Signs out, then every account control updates. logoutMember first: it ends the session on
 * the server (the token stops working anywhere it was copied) and expires the HttpOnly
 * payload-token cookie that Payload's loginMember sets beside ours, which would otherwise keep
 * authenticating this browser. Signing out locally happens even if that call fails.
 */
export async function finishSignOut() {
  await getClient()
    .mutate({ mutation: SignOutDocument })
    .catch(() => undefined)
  await signOut()
  announceSessionChange()
}
