import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isGrade, isSubject } from '@/collections/printables/taxonomy'
import { pageParam } from '@/components/pagination'
import { PrintableIndex, printablesTitle } from '@/components/printables/printable-index'
import { printablesHref } from '@/components/printables/printables-href'
import type { PrintableFilter } from '@/collections/printables/queries'
import { pageMetadata } from '@/lib/seo/metadata'

type Param = string | string[] | undefined
type Props = { searchParams: Promise<{ page?: Param; grade?: Param; subject?: Param }> }

const one = (value: Param) => (Array.isArray(value) ? value[0] : value) || undefined

/** The filter in the address; null when it names a grade or subject we do not have (404, as memes do). */
function filterOf(params: { grade?: Param; subject?: Param }): PrintableFilter | null {
  const [grade, subject] = [one(params.grade), one(params.subject)]
  if ((grade && !isGrade(grade)) || (subject && !isSubject(subject))) return null
  return { grade: grade as PrintableFilter['grade'], subject: subject as PrintableFilter['subject'] }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filter = filterOf(await searchParams) ?? {}
  return pageMetadata({
    title: printablesTitle(filter),
    description:
      'Free print-ready sheets for teachers, in Letter and A4: bingo cards, rotas, planners and certificates.',
    path: printablesHref(filter),
  })
}

export default async function PrintablesPage({ searchParams }: Props) {
  const params = await searchParams
  const filter = filterOf(params)
  if (!filter) notFound()
  return <PrintableIndex page={pageParam(params.page)} filter={filter} />
}
