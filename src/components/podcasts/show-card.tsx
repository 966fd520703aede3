import { MediaImage } from '@/components/media-image'
import { Card, CardLink } from '@/components/ui/card'
import { pathOf } from '@/content/registry'
import type { Podcast } from '@/payload-types'

type Props = {
  show: Pick<Podcast, 'id' | 'title' | 'slug' | 'cover' | 'description' | 'hosts'>
  headingLevel?: 'h2' | 'h3'
  /** Only the cover and the title: for sliders. */
  compact?: boolean
  sizes?: string
}

/** A show: its square cover, its title (the link), its hosts and what it is about. */
export function ShowCard({
  show,
  headingLevel: Heading = 'h3',
  compact = false,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 40vw, 75vw',
}: Props) {
  const hosts = (show.hosts ?? []).map((h) => h.name).join(', ')
  return (
    <Card className="flex h-full flex-col overflow-hidden bg-paper text-ink">
      <div className="relative aspect-square bg-ink">
        <MediaImage media={show.cover} sizes={sizes} fill />
      </div>
      <div className="flex flex-1 flex-col gap-1 border-t-2 border-ink p-4">
        <Heading className="font-display text-lg leading-tight font-semibold">
          <CardLink href={pathOf('podcasts', show)}>{show.title}</CardLink>
        </Heading>
        {hosts && <p className="text-sm text-muted">With {hosts}</p>}
        {!compact && <p className="mt-1 line-clamp-3 text-sm">{show.description}</p>}
      </div>
    </Card>
  )
}
