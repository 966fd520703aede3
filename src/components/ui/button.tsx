import type { ButtonHTMLAttributes } from 'react'

const LOOKS = {
  primary:
    'inline-flex h-12 items-center justify-center rounded-full bg-chalk px-6 font-semibold text-paper hover:bg-chalk-light',
  accent:
    'inline-flex h-12 items-center justify-center rounded-full bg-apple px-6 font-semibold text-white hover:bg-apple/90',
  secondary:
    'inline-flex h-11 items-center justify-center rounded-full border-2 border-ink/15 px-5 text-sm font-semibold hover:bg-sun-soft',
  link: 'self-start text-sm font-semibold text-chalk underline decoration-sun decoration-2 underline-offset-2',
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  look?: keyof typeof LOOKS
  /** While the form is sending: the button says so and stays focusable (a disabled one would drop focus). */
  pending?: boolean
  pendingLabel?: string
}

export function Button({
  look = 'primary',
  pending,
  pendingLabel,
  type = 'button',
  className = '',
  children,
  ...button
}: Props) {
  return (
    <button
      type={type}
      aria-disabled={pending || undefined}
      className={`${LOOKS[look]} disabled:opacity-70 aria-disabled:opacity-70 ${className}`}
      {...button}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  )
}
