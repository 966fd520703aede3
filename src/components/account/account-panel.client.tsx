'use client'

import { useQuery } from '@apollo/client/react'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { AuthForms, type AuthView } from '@/components/account/auth-forms.client'
import { AvatarForm } from '@/components/account/avatar-form.client'
import { finishSignOut } from '@/components/account/finish-sign-in'
import { formErrors } from '@/components/account/form-errors'
import type { Me } from '@/components/account/me'
import { ProfileForm } from '@/components/account/profile-form.client'
import { ResetPasswordForm } from '@/components/account/reset-password-form.client'
import { SavedList } from '@/components/account/saved-list.client'
import { useAppRouter } from '@/components/shell/use-app-router.client'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { GraphQLProvider } from '@/graphql/client/provider.client'
import { MeDocument } from '@/graphql/generated/operations'

/** /account: the forms for visitors, the profile and saved list for members; ?reset=… resets a password. */
export function AccountPanel() {
  return (
    <GraphQLProvider>
      <Panel />
    </GraphQLProvider>
  )
}

function Panel() {
  const router = useAppRouter()
  const resetToken = useSearchParams().get('reset')
  // Runs signed in or not: after sign-in the cache reset refetches it and the dashboard appears.
  const { data, loading, error, refetch } = useQuery(MeDocument)
  const [view, setView] = useState<AuthView>('sign-in')
  const me = data?.meMember?.user

  if (resetToken) {
    const leave = (next: AuthView) => {
      setView(next)
      router.rewrite('/account') // the reset token leaves the address; the page stays
    }
    return <ResetPasswordForm token={resetToken} onDone={() => leave('sign-in')} onRequestNew={() => leave('forgot')} />
  }
  if (loading && !data) return <p role="status">Loading your account…</p>
  if (error && !data) {
    return (
      <div className="flex max-w-md flex-col items-start gap-4">
        <FormAlert message={formErrors(error).message} />
        <Button look="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (!me) {
    return (
      <section aria-labelledby="sign-in-heading" className="flex max-w-md flex-col gap-4">
        <h2 id="sign-in-heading" className="text-2xl font-semibold">
          Sign in or create an account
        </h2>
        <p className="text-muted">Save articles for later and choose what we send you.</p>
        <AuthForms key={view} initialView={view} />
      </section>
    )
  }
  return <Dashboard me={me} />
}

function Dashboard({ me }: { me: Me }) {
  const [leaving, setLeaving] = useState(false)

  function signOut() {
    if (leaving) return
    setLeaving(true)
    // The cache reset refetches the account as a visitor: it answers "nobody", and the forms return.
    void finishSignOut().finally(() => setLeaving(false))
  }

  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
      <div className="flex flex-col gap-10">
        <ProfileForm key={me.id} me={me} />
        <AvatarForm me={me} />
        <div className="border-t border-line pt-6">
          <Button look="secondary" pending={leaving} pendingLabel="Signing you out…" onClick={signOut}>
            Sign out
          </Button>
        </div>
      </div>
      {!leaving && <SavedList />}
    </div>
  )
}
