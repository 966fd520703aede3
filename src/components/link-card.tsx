import Link from 'next/link'
import type { ReactNode } from 'react'

type Props = { href: string; title: string; tone?: 'plain' | 'chalk'; className?: string; children?: ReactNode }

/** A card whose title link covers the whole card (one link per card for screen readers). */
export function LinkCard({ href, title, tone = 'plain', className = '', children }: Props) {
  const look = tone === 'chalk' ? 'bg-chalk text-paper' : 'border border-line bg-white hover:border-chalk'
  return (
    <div className={`relative rounded-2xl p-6 ${look} ${className}`}>
      <h2 className="text-2xl font-semibold">
        <Link href={href} className="after:absolute after:inset-0">
          {title}
        </Link>
      </h2>
      {children}
    </div>
  )
}
