import Link from 'next/link'
import type { ReactNode } from 'react'

/** A card's outline; its background and layout are the card's own. */
const FRAMES = {
  raised: 'rounded-2xl border-2 border-ink shadow-[4px_4px_0_0_var(--color-ink)]',
  low: 'rounded-2xl border-2 border-ink shadow-[3px_3px_0_0_var(--color-ink)]', // rows in a list
  feature: 'rounded-3xl border-2 border-ink shadow-[6px_6px_0_0_var(--color-sun)]', // the one at the top
  outline: 'rounded-2xl border border-line bg-white',
  none: '',
} as const

export type CardFrame = keyof typeof FRAMES

/** The card outline for a box that is itself the link (a tile, an embed's preview). */
export const cardFrame = (frame: CardFrame) => FRAMES[frame]

type CardProps = { as?: 'article' | 'div' | 'li'; frame?: CardFrame; className?: string; children: ReactNode }

/**
 * A card: a box whose one link, a CardLink in its heading, covers all of it, so that the whole card
 * is the click target while screen readers hear one link, named by the title.
 */
export function Card({ as: Tag = 'article', frame = 'raised', className = '', children }: CardProps) {
  return <Tag className={`group relative ${FRAMES[frame]} ${className}`}>{children}</Tag>
}

const UNDERLINES = {
  sun: 'hover:underline decoration-sun decoration-4 underline-offset-4',
  plain: 'hover:underline',
  card: 'group-hover:underline', // while the pointer is anywhere on the card
  none: '',
} as const

type CardLinkProps = { href: string; underline?: keyof typeof UNDERLINES; children: ReactNode }

/** The card's title link, stretched over the whole card. */
export function CardLink({ href, underline = 'sun', children }: CardLinkProps) {
  return (
    <Link href={href} className={`after:absolute after:inset-0 ${UNDERLINES[underline]}`}>
      {children}
    </Link>
  )
}
