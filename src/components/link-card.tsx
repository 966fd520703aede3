import type { ReactNode } from 'react'

import { Card, CardLink } from '@/components/ui/card'

type Props = { href: string; title: string; tone?: 'plain' | 'chalk'; className?: string; children?: ReactNode }

/** A card whose title link covers the whole card (one link per card for screen readers). */
export function LinkCard({ href, title, tone = 'plain', className = '', children }: Props) {
  const look = tone === 'chalk' ? 'rounded-2xl bg-chalk text-paper' : 'hover:border-chalk'
  return (
    <Card as="div" frame={tone === 'chalk' ? 'none' : 'outline'} className={`p-6 ${look} ${className}`}>
      <h2 className="text-2xl font-semibold">
        <CardLink href={href} underline="none">
          {title}
        </CardLink>
      </h2>
      {children}
    </Card>
  )
}
