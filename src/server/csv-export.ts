import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'

import { callerOf, isEditorial } from '@/access/caller'
import { restError } from '@/server/rest-error'

export type CsvColumn<T> = { header: string; value: (doc: T) => unknown }

/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * such text is written with a leading apostrophe. Quotes are doubled; every cell is quoted.
 */
export function csvCell(value: unknown): string {
  let text = ''
  if (value instanceof Date) text = value.toISOString()
  else if (typeof value === 'string') text = value
  else if (typeof value === 'number' || typeof value === 'boolean') text = `${value}`
  else if (value != null) text = JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

const PAGE = 500

/** What one export writes: its rows' filter, its columns and the file's name (a date is added). */
export type ExportPlan<T> = { filename: string; columns: CsvColumn<T>[]; where?: Where }

/**
 * GET /api/{collection}/export — a list as CSV, for editors and admins (who read it in the admin
 * anyway), read page by page so that a long list never sits in one query. `plan` reads the
 * request (which form's submissions, say) and answers what to write, or a refusal in words.
 */
export function csvExportEndpoint<T>(options: {
  collection: CollectionSlug
  sort?: string
  plan: (req: PayloadRequest) => Promise<ExportPlan<T> | Response> | ExportPlan<T>
}): Endpoint {
  return {
    path: '/export',
    method: 'get',
    handler: async (req) => {
      const caller = callerOf(req.user)
      if (caller.kind === 'anonymous') return restError(401, 'Sign in to the admin as an editor to export this list.')
      if (!isEditorial(caller)) return restError(403, 'Only editors and admins may export this list.')
      const plan = await options.plan(req)
      if (plan instanceof Response) return plan
      const rows: T[] = []
      for (let page = 1; ; page++) {
        const result = await req.payload.find({
          collection: options.collection,
          where: plan.where,
          sort: options.sort ?? 'createdAt',
          depth: 0,
          limit: PAGE,
          page,
          req,
        })
        rows.push(...(result.docs as T[]))
        if (!result.hasNextPage) break
      }
      const day = new Date().toISOString().slice(0, 10)
      return new Response(toCsv(plan.columns, rows), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${plan.filename}-${day}.csv"`,
          'Cache-Control': 'private, no-store',
        },
      })
    },
  }
}
