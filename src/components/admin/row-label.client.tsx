'use client'

import { useRowLabel } from '@payloadcms/ui'

import { rowSummary } from '@/components/admin/row-summary'

/** A row of an array in the admin: its number and what it holds ("03 · Winter giveaway"). */
export function ArrayRowLabel() {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const summary = rowSummary(data)
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  return <span>{summary ? `${number} · ${summary}` : `Row ${number}`}</span>
}

/** A block (a home section, a page block) in the admin: its number, kind and what it holds. */
export function BlockRowLabel() {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const summary = rowSummary(data)
  const kind = humanize(typeof data?.blockType === 'string' ? data.blockType : 'block')
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  return (
    <span>
      {number} · <strong>{kind}</strong>
      {summary && ` · ${summary}`}
    </span>
  )
}

/** `recentVideo` → "Recent video". */
const humanize = (slug: string) => {
  const words = slug.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
