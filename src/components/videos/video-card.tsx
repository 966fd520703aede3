import { MediaImage, type ImageData } from '@/components/media-image'
import { Card, CardLink } from '@/components/ui/card'
import { clockDuration, spokenDuration } from '@/lib/durations'
import { pathOf } from '@/content/registry'

export type VideoCardData = {
  id: number
  title: string
  slug?: string | null
  duration: number
  poster?: ImageData | number | null
  category?: { id: number; title: string } | number | null
}

type Props = { video: VideoCardData; headingLevel?: 'h2' | 'h3'; priority?: boolean; sizes?: string }

/** A video in a list or slider: the poster with its length, the category and the title (the link). */
export function VideoCard({
  video,
  headingLevel: Heading = 'h3',
  priority = false,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 40vw, 75vw',
}: Props) {
  const category = typeof video.category === 'object' ? video.category : null
  return (
    <Card className="flex h-full flex-col overflow-hidden bg-paper text-ink">
      <div className="relative aspect-video bg-ink">
        <MediaImage media={video.poster} size="card" sizes={sizes} priority={priority} fill />
        <span className="absolute top-2 right-2 rounded-md bg-ink/85 px-2 py-0.5 text-xs font-semibold text-paper tabular-nums">
          <span aria-hidden="true">{clockDuration(video.duration)}</span>
          <span className="sr-only">{spokenDuration(video.duration)}</span>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 border-t-2 border-ink p-3 sm:p-4">
        {category && (
          <p className="text-[0.6875rem] font-bold uppercase tracking-wider text-chalk sm:text-xs">{category.title}</p>
        )}
        <Heading className="font-display text-base leading-tight font-semibold sm:text-lg">
          <CardLink href={pathOf('videos', video)}>{video.title}</CardLink>
        </Heading>
      </div>
    </Card>
  )
}
