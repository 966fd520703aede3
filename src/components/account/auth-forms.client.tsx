'use client'

import { useState } from 'react'

import { ForgotPasswordForm } from '@/components/account/forgot-password-form.client'
import { SignInForm } from '@/components/account/sign-in-form.client'
import { SignUpForm } from '@/components/account/sign-up-form.client'

export type AuthView = 'sign-in' | 'sign-up' | 'forgot'

const TOGGLES: { view: AuthView; label: string }[] = [
  { view: 'sign-in', label: 'Sign in' },
  { view: 'sign-up', label: 'Create account' },
]

type Props = { initialView?: AuthView; onSignedIn?: () => void }

/**
 * Sign in, create an account, or ask for a reset link. The email typed in one view carries over
 * to the others, so switching never loses it.
 */
export function AuthForms({ initialView = 'sign-in', onSignedIn }: Props) {
  const [view, setView] = useState<AuthView>(initialView)
  const [email, setEmail] = useState('')

  return (
    <div className="flex flex-col gap-6">
      <div role="group" aria-label="Account" className="grid grid-cols-2 gap-1 rounded-full bg-ink/5 p-1">
        {TOGGLES.map((t) => (
          <button
            key={t.view}
            type="button"
            aria-pressed={view === t.view}
            onClick={() => setView(t.view)}
            className="h-11 rounded-full text-sm font-semibold aria-pressed:bg-white aria-pressed:shadow-sm"
          >
            {t.label}
          </button>
        ))}
      </div>
      {view === 'sign-in' && (
        <SignInForm email={email} onEmail={setEmail} onForgot={() => setView('forgot')} onSignedIn={onSignedIn} />
      )}
      {view === 'sign-up' && <SignUpForm email={email} onEmail={setEmail} onSignedIn={onSignedIn} />}
      {view === 'forgot' && <ForgotPasswordForm email={email} onEmail={setEmail} onBack={() => setView('sign-in')} />}
    </div>
  )
}
