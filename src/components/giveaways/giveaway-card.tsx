import Link from 'next/link'

import { StatusLine } from '@/components/giveaways/status-line'
import { MediaImage } from '@/components/media-image'
import { pathOf } from '@/content/registry'
import type { Giveaway } from '@/payload-types'

export type GiveawayCardData = Pick<
  Giveaway,
  'id' | 'title' | 'slug' | 'prize' | 'image' | 'startsAt' | 'endsAt' | 'disabled' | 'winner'
>

/** A giveaway in the list: the prize's picture, the title, what you win and where it stands. */
export function GiveawayCard({
  giveaway,
  now,
  priority = false,
}: {
  giveaway: GiveawayCardData
  now: number
  priority?: boolean
}) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border-2 border-ink bg-paper shadow-[4px_4px_0_0_var(--color-ink)]">
      <div className="relative aspect-[4/3] border-b-2 border-ink bg-sun-soft">
        <MediaImage
          media={giveaway.image}
          fill
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          priority={priority}
          className="object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-display text-lg leading-tight font-semibold">
          <Link
            href={pathOf('giveaways', giveaway)}
            className="after:absolute after:inset-0 hover:underline decoration-sun decoration-4 underline-offset-4"
          >
            {giveaway.title}
          </Link>
        </h3>
        <p>Win {giveaway.prize}.</p>
        <div className="mt-auto">
          <StatusLine giveaway={giveaway} now={now} />
          {giveaway.winner?.name && <p className="mt-1 text-sm font-semibold">Winner: {giveaway.winner.name}</p>}
        </div>
      </div>
    </article>
  )
}
