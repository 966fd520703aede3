export type SearchTextPart = { text: string; match: boolean }

/** Snippet text with its matches marked (\u0002 … \u0003) as parts; never HTML. */
export function snippetParts(snippet: string | null): SearchTextPart[] {
  const parts: SearchTextPart[] = []
  for (const piece of (snippet ?? '').split('\u0002')) {
    const [matched, rest] = piece.includes('\u0003') ? piece.split('\u0003', 2) : [null, piece]
    if (matched) parts.push({ text: matched, match: true })
    if (rest) parts.push({ text: rest, match: false })
  }
  // Whitespace runs (line breaks between paragraphs) read as one space.
  return parts.map((p) => ({ ...p, text: p.text.replace(/\s+/g, ' ') })).filter((p) => p.text)
}
