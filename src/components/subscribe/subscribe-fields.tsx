import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import type { Tone } from '@/components/ui/tone'
import type { FormErrors } from '@/lib/forms/errors'
import type { subscribeInput } from '@/lib/forms/subscribe'

export type SubscribeProps = { buttonLabel: string; consentText: string; source: string; tone?: Tone }

type Name = keyof z.input<typeof subscribeInput>

type Props = SubscribeProps & {
  /** The running form (`useSchemaForm`); the server renders the fields without one. */
  form?: {
    props: object
    errors: FormErrors
    pending: boolean
    field: (name: Name) => { name: string; error?: string }
  }
}

const unchecked = (name: Name) => ({ name })

/** The newsletter form's fields: rendered by the server first, then by the running form. */
export function SubscribeFields({ buttonLabel, consentText, source, tone = 'light', form }: Props) {
  const field = form?.field ?? unchecked
  return (
    // Before any script runs: post to this page rather than put the address in a URL.
    <form method="post" noValidate data-newsletter-form className="flex flex-col gap-3" {...form?.props}>
      <input type="hidden" name="consentText" value={consentText} />
      <input type="hidden" name="source" value={source} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label="Email address"
          hideLabel
          type="email"
          autoComplete="email"
          placeholder="you@school.org"
          required
          shape="pill"
          tone={tone}
          className="flex-1"
          {...field('email')}
        />
        <Button type="submit" look="accent" pending={form?.pending} pendingLabel="Signing you up…">
          {buttonLabel}
        </Button>
      </div>
      <CheckboxField label={consentText} required tone={tone} {...field('consent')} />
      <FormAlert message={form?.errors.message ?? ''} />
    </form>
  )
}
