import { Fragment } from 'react'

export type TextPart = { text: string; match: boolean }

/**
 * A highlighted excerpt as the index returns it: the words that matched in <mark>, as React text
 * (escaped), never as HTML. Used by the /search page and the header's instant results alike.
 */
export function Snippet({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, i) =>
    part.match ? (
      <mark key={i} className="rounded-sm bg-sun-soft px-0.5 font-semibold text-ink">
        {part.text}
      </mark>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  )
}
