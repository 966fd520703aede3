import { StatusLine } from '@/components/giveaways/status-line'
import { MediaImage } from '@/components/media-image'
import { Card, CardLink } from '@/components/ui/card'
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
    <Card className="flex h-full flex-col overflow-hidden bg-paper">
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
          <CardLink href={pathOf('giveaways', giveaway)}>{giveaway.title}</CardLink>
        </h3>
        <p>Win {giveaway.prize}.</p>
        <div className="mt-auto">
          <StatusLine giveaway={giveaway} now={now} />
          {giveaway.winner?.name && <p className="mt-1 text-sm font-semibold">Winner: {giveaway.winner.name}</p>}
        </div>
      </div>
    </Card>
  )
}
