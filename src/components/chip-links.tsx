import Link from 'next/link'

export type Chip = { href: string; label: string; tone?: 'sun' | 'chalk' }

const TONE = {
  sun: 'bg-sun-soft hover:bg-sun',
  chalk: 'bg-chalk text-paper hover:bg-chalk-light',
} as const

/** A wrapping row of pill links (categories, subcategories, series). */
export function ChipLinks({
  chips,
  label,
  size = 'md',
  className = '',
}: {
  chips: Chip[]
  label: string
  size?: 'sm' | 'md'
  className?: string
}) {
  if (chips.length === 0) return null
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.href}>
          <Link
            href={chip.href}
            className={`inline-block rounded-full font-semibold ${size === 'sm' ? 'px-3 py-1 text-sm' : 'px-4 py-2'} ${TONE[chip.tone ?? 'sun']}`}
          >
            {chip.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
