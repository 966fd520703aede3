import type { LabelHTMLAttributes } from 'react'

export function Label({ className = '', ...label }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={`text-sm font-semibold ${className}`} {...label} />
}
