import type { BadgeBlock as BadgeBlockData } from '@/payload-types'

type Tone = NonNullable<BadgeBlockData['tone']>

// Each pair passes WCAG AA for small bold text (ink/sun 10.9:1, paper/chalk 9.3:1, paper/apple 5.7:1).
const TONES: Record<Tone, string> = {
  sun: 'bg-sun text-ink',
  chalk: 'bg-chalk text-paper',
  apple: 'bg-apple text-paper',
}

export function BadgeBlock({ text, tone }: Pick<BadgeBlockData, 'text' | 'tone'>) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 align-middle font-sans text-xs font-bold tracking-wide uppercase ${TONES[tone ?? 'sun']}`}
    >
      {text}
    </span>
  )
}
