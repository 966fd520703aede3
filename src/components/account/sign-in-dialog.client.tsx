'use client'

import { AuthForms, type AuthView } from '@/components/account/auth-forms.client'
import { Dialog } from '@/components/ui/dialog.client'
import { GraphQLProvider } from '@/graphql/client/provider.client'

type Props = {
  intro?: string
  initialView?: AuthView
  onClose: () => void
  onSignedIn?: () => void
  returnFocus?: () => HTMLElement | null | undefined
}

/**
 * The sign-in dialog, open while mounted. Loaded on demand (lazy.client.tsx): Apollo and the forms
 * are not part of any page's first load.
 */
export default function SignInDialog({ intro, initialView, onClose, onSignedIn, returnFocus }: Props) {
  return (
    <Dialog title="Your Staffroom account" onClose={onClose} returnFocus={returnFocus}>
      {intro && <p className="font-semibold">{intro}</p>}
      <GraphQLProvider>
        <AuthForms
          initialView={initialView}
          onSignedIn={() => {
            onSignedIn?.()
            onClose()
          }}
        />
      </GraphQLProvider>
    </Dialog>
  )
}
