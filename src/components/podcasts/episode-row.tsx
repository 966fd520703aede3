import { Card, CardLink } from '@/components/ui/card'
import { pathOf } from '@/content/registry'
import { clockDuration, spokenDuration } from '@/lib/durations'
import { formatDate } from '@/lib/format'
import type { Episode } from '@/payload-types'

export type EpisodeRowData = Pick<
  Episode,
  'id' | 'title' | 'slug' | 'show' | 'description' | 'duration' | 'publishedAt' | 'season' | 'episodeNumber' | 'episodeType'
>

/** "S1 · E3", "Trailer", "Bonus · E4": how podcast apps label an episode. */
export function episodeLabel(episode: Pick<Episode, 'season' | 'episodeNumber' | 'episodeType'>): string {
  const parts = [
    episode.episodeType === 'trailer' ? 'Trailer' : episode.episodeType === 'bonus' ? 'Bonus' : null,
    episode.season ? `S${episode.season}` : null,
    episode.episodeNumber ? `E${episode.episodeNumber}` : null,
  ]
  return parts.filter(Boolean).join(' · ')
}

type Props = { episode: EpisodeRowData; headingLevel?: 'h2' | 'h3'; showTitle?: boolean }

/** An episode in a list: its label, title (the link), date, length and a line of what it is about. */
export function EpisodeRow({ episode, headingLevel: Heading = 'h3', showTitle = false }: Props) {
  const show = typeof episode.show === 'object' ? episode.show : null
  const label = episodeLabel(episode)
  return (
    <Card frame="low" className="flex flex-col gap-1 bg-paper p-4 hover:bg-sun-soft sm:p-5">
      <p className="text-xs font-bold uppercase tracking-wider text-chalk">
        {[showTitle ? show?.title : null, label].filter(Boolean).join(' · ') || 'Episode'}
      </p>
      <Heading className="font-display text-xl leading-tight font-semibold">
        <CardLink href={pathOf('episodes', episode)} underline="plain">
          {episode.title}
        </CardLink>
      </Heading>
      <p className="line-clamp-2 text-muted">{episode.description}</p>
      <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
        {episode.publishedAt && <time dateTime={episode.publishedAt}>{formatDate(episode.publishedAt)}</time>}
        <span>
          <span aria-hidden="true">{clockDuration(episode.duration)}</span>
          <span className="sr-only">{spokenDuration(episode.duration)}</span>
        </span>
      </p>
    </Card>
  )
}

/** An episode in a slider: its show's cover and the title. */
export function EpisodeTile({ episode }: { episode: EpisodeRowData }) {
  const show = typeof episode.show === 'object' ? episode.show : null
  return (
    <Card className="flex h-full flex-col gap-2 bg-chalk p-4 text-paper">
      <p className="text-xs font-bold uppercase tracking-wider text-sun">
        {[show?.title, episodeLabel(episode)].filter(Boolean).join(' · ')}
      </p>
      <h3 className="font-display text-lg leading-tight font-semibold">
        <CardLink href={pathOf('episodes', episode)} underline="plain">
          {episode.title}
        </CardLink>
      </h3>
      <p className="line-clamp-3 text-sm text-paper/85">{episode.description}</p>
      <p className="mt-auto text-sm text-paper/80">
        <span aria-hidden="true">▶ {clockDuration(episode.duration)}</span>
        <span className="sr-only">{spokenDuration(episode.duration)}</span>
      </p>
    </Card>
  )
}
