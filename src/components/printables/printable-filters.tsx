import Link from 'next/link'

import { GRADES, SUBJECTS } from '@/collections/printables/taxonomy'
import type { PrintableFilter } from '@/collections/printables/queries'

const control =
  'h-11 w-full rounded-xl border-2 border-ink/20 bg-paper px-3 font-semibold hover:border-ink focus-visible:border-ink'

/** Grade and subject filters: a plain GET form, so they work before (and without) JavaScript. */
export function PrintableFilters({ grade, subject }: PrintableFilter) {
  return (
    <form
      action="/printables"
      method="get"
      aria-label="Filter printables"
      className="mt-6 flex flex-wrap items-end gap-3"
    >
      <div className="flex min-w-[11rem] flex-1 flex-col gap-1 sm:flex-none">
        <label htmlFor="printables-grade" className="text-sm font-semibold">
          Grade
        </label>
        <select id="printables-grade" name="grade" defaultValue={grade ?? ''} className={control}>
          <option value="">All grades</option>
          {GRADES.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-[11rem] flex-1 flex-col gap-1 sm:flex-none">
        <label htmlFor="printables-subject" className="text-sm font-semibold">
          Subject
        </label>
        <select id="printables-subject" name="subject" defaultValue={subject ?? ''} className={control}>
          <option value="">All subjects</option>
          {SUBJECTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="h-11 rounded-full bg-chalk px-5 font-semibold text-paper hover:bg-chalk-light">
        Show printables
      </button>
      {(grade || subject) && (
        <Link href="/printables" className="flex h-11 items-center px-2 font-semibold underline underline-offset-4">
          Clear filters
        </Link>
      )}
    </form>
  )
}
