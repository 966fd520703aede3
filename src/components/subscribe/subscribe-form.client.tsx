'use client'

import { useActionState, useId } from 'react'

import { subscribe, type SubscribeState } from '@/server/actions/subscribe'

type Props = { buttonLabel: string; consentText: string; source: string; tone?: 'light' | 'dark' }

const initial: SubscribeState = { status: 'idle', message: '' }

export function SubscribeForm({ buttonLabel, consentText, source, tone = 'light' }: Props) {
  const [state, action, pending] = useActionState(subscribe, initial)
  const id = useId()
  const dark = tone === 'dark'
  if (state.status === 'ok') {
    return (
      <p role="status" className="rounded-2xl bg-sun-soft px-5 py-4 font-semibold text-ink">
        {state.message}
      </p>
    )
  }
  return (
    <form action={action} className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="consentText" value={consentText} />
      <input type="hidden" name="source" value={source} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={state.email}
          placeholder="you@school.org"
          aria-invalid={state.status === 'error'}
          aria-describedby={state.status === 'error' ? `${id}-error` : undefined}
          className="h-12 min-w-0 flex-1 rounded-full border-2 border-ink/20 bg-white px-5 text-ink placeholder:text-muted focus:border-chalk"
        />
        <button
          type="submit"
          disabled={pending}
          className="h-12 rounded-full bg-apple px-6 font-semibold text-white hover:bg-apple/90 disabled:opacity-70"
        >
          {pending ? 'Signing you up…' : buttonLabel}
        </button>
      </div>
      <label className={`flex items-start gap-2 text-sm ${dark ? 'text-paper/90' : 'text-muted'}`}>
        <input
          type="checkbox"
          name="consent"
          required
          defaultChecked={state.consent}
          className="mt-1 size-4 accent-chalk"
        />
        <span>{consentText}</span>
      </label>
      {state.status === 'error' && (
        <p id={`${id}-error`} role="alert" className={`text-sm font-semibold ${dark ? 'text-sun' : 'text-apple'}`}>
          {state.message}
        </p>
      )}
    </form>
  )
}
