'use client'

import { useRowLabel } from '@payloadcms/ui'

import { rowSummary } from '@/components/admin/row-summary'

/** A row of an array in the admin: its number and what it holds ("03 · Winter giveaway"). */
export function ArrayRowLabel() {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const summary = rowSummary(data)
  const number = twoDigits(rowNumber)
  return <span>{summary ? `${number} · ${summary}` : `Row ${number}`}</span>
}

/** A block (a home section, a page block) in the admin: its number, kind and what it holds. */
export function BlockRowLabel() {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const summary = rowSummary(data)
  const kind = humanize(typeof data?.blockType === 'string' ? data.blockType : 'block')
  return (
    <span>
      {twoDigits(rowNumber)} · <strong>{kind}</strong>
      {summary && ` · ${summary}`}
    </span>
  )
}

/** A row's place, counted from 1 as Payload's own labels count: "03". */
const twoDigits = (rowNumber: number | undefined) => String((rowNumber ?? 0) + 1).padStart(2, '0')

/** `recentVideo` → "Recent video". */
const humanize = (slug: string) => {
  const words = slug.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
