'use client'

import { Suspense, lazy, type ComponentProps } from 'react'

/*
 * The sign-in dialog and the member link pull in Apollo and the account forms: they load when a
 * visitor opens the dialog or is signed in, never with a page. React.lazy rather than next/dynamic:
 * React already ships it, next/dynamic adds ≈3 kB to every page (docs/performance.md). Both are
 * only ever rendered on the client (after a click, or once a stored token is seen).
 */

/** Starts loading the dialog early (pointer over or focus on what opens it). */
export const loadSignInDialog = () => import('@/components/account/sign-in-dialog.client')

const Dialog = lazy(loadSignInDialog)
const Panel = lazy(() =>
  import('@/components/account/account-panel.client').then(({ AccountPanel }) => ({ default: AccountPanel })),
)
const Link = lazy(() => import('@/components/account/member-link.client'))

export function SignInDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  )
}

export function MemberLink(props: ComponentProps<typeof Link>) {
  return (
    <Suspense fallback={<span className="inline-block h-11 w-20" aria-hidden="true" />}>
      <Link {...props} />
    </Suspense>
  )
}

/**
 * /account's panel, which is rendered only in the browser (who is signed in is not known to the
 * page a shared cache holds): it arrives after the page, not in its first load (Apollo and the
 * forms were 97 kB of it). The caller's Suspense shows its fallback meanwhile.
 */
export function AccountPanel() {
  return <Panel />
}
