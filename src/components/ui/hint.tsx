import type { ReactNode } from 'react'

import type { Tone } from '@/components/ui/tone'

/** Help under a control; the control names it in aria-describedby. */
export function Hint({ id, tone = 'light', children }: { id?: string; tone?: Tone; children: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} className={`text-sm ${tone === 'dark' ? 'text-paper/90' : 'text-muted'}`}>
      {children}
    </p>
  )
}
