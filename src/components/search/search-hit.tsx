import { MediaImage } from '@/components/media-image'
import { Snippet } from '@/components/search/snippet'
import { typeLabel } from '@/components/search/type-label'
import { Card, CardLink } from '@/components/ui/card'
import { formatDate } from '@/lib/format'
import type { SearchHit } from '@/server/search'

/** One result: its kind, its title linked, the matching words in context, its date and picture. */
export function SearchHitCard({ hit }: { hit: SearchHit }) {
  return (
    <Card frame="outline" className="flex items-start gap-4 p-4 hover:border-ink/30 sm:p-5">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="text-xs font-bold uppercase tracking-wider text-chalk">{typeLabel(hit.type)}</p>
        <h2 className="font-display text-xl leading-tight font-semibold break-words">
          <CardLink href={hit.url}>{hit.title}</CardLink>
        </h2>
        {hit.snippet.length > 0 && (
          <p className="line-clamp-3 break-words text-muted">
            <Snippet parts={hit.snippet} />
          </p>
        )}
        {hit.date && (
          <p className="text-sm text-muted">
            <time dateTime={hit.date}>{formatDate(hit.date)}</time>
          </p>
        )}
      </div>
      {hit.image && (
        <div className="relative aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-xl bg-sun-soft sm:w-36">
          <MediaImage media={hit.image} fill sizes="(min-width: 640px) 9rem, 6rem" />
        </div>
      )}
    </Card>
  )
}
