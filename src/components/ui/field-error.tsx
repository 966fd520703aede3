import type { Tone } from '@/components/ui/tone'

/** What is wrong with a control; the control names it in aria-describedby and is aria-invalid. */
export function FieldError({ id, tone = 'light', message }: { id?: string; tone?: Tone; message?: string }) {
  if (!message) return null
  // Apple on paper 5.7:1, sun on chalk 8.6:1 (WCAG AA for small bold text).
  return (
    <p id={id} className={`text-sm font-semibold ${tone === 'dark' ? 'text-sun' : 'text-apple'}`}>
      {message}
    </p>
  )
}
