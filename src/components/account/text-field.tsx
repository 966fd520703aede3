import { useId, type InputHTMLAttributes } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; hint?: string; error?: string }

/** A labelled input whose hint and error are tied to it (aria-describedby), for screen readers too. */
export function TextField({ label, hint, error, className = '', ...input }: Props) {
  const id = useId()
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="h-12 rounded-xl border-2 border-ink/20 bg-white px-4 text-ink placeholder:text-muted focus:border-chalk aria-invalid:border-apple"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-apple">
          {error}
        </p>
      )}
    </div>
  )
}

/** The form-level message: announced when it appears. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-xl bg-apple-soft px-4 py-3 text-sm font-semibold text-ink">
      {message}
    </p>
  )
}

export const PRIMARY_BUTTON =
  'inline-flex h-12 items-center justify-center rounded-full bg-chalk px-6 font-semibold text-paper hover:bg-chalk-light disabled:opacity-70'
export const SECONDARY_BUTTON =
  'inline-flex h-11 items-center justify-center rounded-full border-2 border-ink/15 px-5 text-sm font-semibold hover:bg-sun-soft disabled:opacity-70'
export const LINK_BUTTON = 'text-sm font-semibold text-chalk underline decoration-sun decoration-2 underline-offset-2'

/** The account email input, the same in every form (sign in, sign up, forgot password). */
export function EmailField({
  value,
  onValue,
  error,
}: {
  value: string
  onValue: (value: string) => void
  error?: string
}) {
  return (
    <TextField
      label="Email address"
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onValue(e.target.value)}
      error={error}
      required
    />
  )
}
