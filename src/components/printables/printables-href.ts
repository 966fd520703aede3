/** The list's address for a filter and page; page 1 and no filter is the bare /printables. */
export function printablesHref({ grade, subject, page = 1 }: { grade?: string; subject?: string; page?: number }) {
  const query = new URLSearchParams()
  if (grade) query.set('grade', grade)
  if (subject) query.set('subject', subject)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `/printables?${search}` : '/printables'
}
