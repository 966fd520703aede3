import { notFound } from 'next/navigation'

import { labelOf } from '@/collections/printables/taxonomy'
import { PageHeading } from '@/components/page-heading'
import { Pagination } from '@/components/pagination'
import { PrintableCard } from '@/components/printables/printable-card'
import { PrintableFilters } from '@/components/printables/printable-filters'
import { printablesHref } from '@/components/printables/printables-href'
import { SiteLayout } from '@/layouts/site-layout'
import { listPrintables, type PrintableFilter } from '@/collections/printables/queries'

/** What the list shows, in words: "Math printables for Grade 3". */
export function printablesTitle({ grade, subject }: PrintableFilter) {
  return `${subject ? `${labelOf(subject)} printables` : 'Printables'}${grade ? ` for ${labelOf(grade)}` : ''}`
}

/** /printables: a page of printables, filtered by grade and subject when asked. */
export async function PrintableIndex({ page, filter }: { page: number; filter: PrintableFilter }) {
  const { docs, totalDocs, totalPages } = await listPrintables({ page, ...filter })
  if (page > 1 && page > totalPages) notFound()
  const filtered = Boolean(filter.grade || filter.subject)
  return (
    <SiteLayout layout="default">
      <PageHeading
        title={printablesTitle(filter)}
        intro="Print-ready sheets for the classroom and the staffroom, in Letter and A4: bingo cards, rotas, planners and the occasional certificate for surviving parents' evening."
        crumbs={[
          { name: 'Printables', path: '/printables' },
          ...(filtered ? [{ name: printablesTitle(filter), path: printablesHref(filter) }] : []),
        ]}
      >
        <PrintableFilters {...filter} />
      </PageHeading>
      <div className="container-site pb-16">
        <p className="mb-6 text-muted" role="status">
          {totalDocs === 0
            ? 'No printables match these filters yet. Try another grade or subject.'
            : `${totalDocs} printable${totalDocs === 1 ? '' : 's'}`}
        </p>
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
          {docs.map((printable, i) => (
            <li key={printable.id}>
              <PrintableCard printable={printable} priority={i < 2} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={totalPages}
          basePath="/printables"
          hrefOf={(n) => printablesHref({ ...filter, page: n })}
        />
      </div>
    </SiteLayout>
  )
}
