import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

import { FieldError } from '@/components/ui/field-error'
import type { Tone } from '@/components/ui/tone'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'> & {
  label: ReactNode
  error?: string
  tone?: Tone
}

/** A checkbox inside its label (the whole line is clickable), with its error tied to it. */
export function CheckboxField({ label, error, tone = 'light', ...input }: Props) {
  const errorId = `${useId()}-error`
  return (
    <div className="flex flex-col gap-1">
      <label className={`flex items-start gap-2 text-sm ${tone === 'dark' ? 'text-paper/90' : ''}`}>
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-chalk"
          {...input}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} tone={tone} message={error} />
    </div>
  )
}
