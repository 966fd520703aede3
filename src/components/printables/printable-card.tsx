import { labelOf } from '@/collections/printables/taxonomy'
import { gradesLabel, pagesLabel } from '@/components/printables/facts'
import { MediaImage } from '@/components/media-image'
import { Card, CardLink } from '@/components/ui/card'
import { pathOf } from '@/content/registry'
import type { Printable } from '@/payload-types'

type Props = {
  printable: Pick<Printable, 'id' | 'title' | 'slug' | 'previews' | 'grades' | 'subjects' | 'pageCount'>
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
}

/** A printable in the list: its first page, title, grades and subjects, and how many pages. */
export function PrintableCard({ printable, headingLevel: Heading = 'h2', priority = false }: Props) {
  const grades = gradesLabel(printable.grades)
  return (
    <Card className="flex h-full flex-col overflow-hidden bg-paper">
      <div className="relative aspect-[17/22] border-b-2 border-ink bg-sun-soft p-3 sm:p-4">
        <MediaImage
          media={printable.previews?.[0]}
          sizes="(min-width: 1280px) 22vw, (min-width: 1024px) 30vw, 50vw"
          priority={priority}
          className="h-full w-full object-contain shadow-md"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Heading className="font-display text-base leading-tight font-semibold sm:text-lg">
          <CardLink href={pathOf('printables', printable)}>{printable.title}</CardLink>
        </Heading>
        <p className="text-sm text-muted">
          {grades && <span>{grades} · </span>}
          {pagesLabel(printable.pageCount)}
        </p>
        <ul className="mt-auto flex flex-wrap gap-1" aria-label="Subjects">
          {(printable.subjects ?? []).map((subject) => (
            <li key={subject} className="rounded-full bg-sky px-2 py-0.5 text-xs font-semibold text-ink">
              {labelOf(subject)}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  )
}
