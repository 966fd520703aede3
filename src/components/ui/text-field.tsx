import type { InputHTMLAttributes, ReactNode } from 'react'

import { Field } from '@/components/ui/field'
import type { Tone } from '@/components/ui/tone'

const SHAPES = {
  box: 'rounded-xl px-4',
  pill: 'rounded-full px-5',
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: ReactNode
  hint?: ReactNode
  error?: string
  hideLabel?: boolean
  tone?: Tone
  shape?: keyof typeof SHAPES
  className?: string
}

/** A labelled text-like input (text, email, password, number, tel, url) with its hint and error. */
export function TextField({ label, hint, error, hideLabel, tone, shape = 'box', className, ...input }: Props) {
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} tone={tone} className={className}>
      {(control) => (
        <input
          {...control}
          {...input}
          className={`h-12 min-w-0 border-2 border-ink/20 bg-white text-ink placeholder:text-muted focus:border-chalk aria-invalid:border-apple ${SHAPES[shape]}`}
        />
      )}
    </Field>
  )
}
