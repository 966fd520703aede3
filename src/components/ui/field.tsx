import { type ReactNode, useId } from 'react'

import { FieldError } from '@/components/ui/field-error'
import { Hint } from '@/components/ui/hint'
import { Label } from '@/components/ui/label'
import type { Tone } from '@/components/ui/tone'

/** What a control needs to be tied to its label, hint and error. */
export type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }

type Props = {
  label: ReactNode
  hint?: ReactNode
  error?: string
  /** Still read out, not shown: for a control whose purpose the design already shows (a placeholder, a button beside it). */
  hideLabel?: boolean
  tone?: Tone
  className?: string
  children: (control: ControlProps) => ReactNode
}

/** A label, the control it names, its hint and its error, wired together for assistive technology. */
export function Field({ label, hint, error, hideLabel, tone, className = '', children }: Props) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : ''}>
        {label}
      </Label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      <Hint id={hintId} tone={tone}>
        {hint}
      </Hint>
      <FieldError id={errorId} tone={tone} message={error} />
    </div>
  )
}
