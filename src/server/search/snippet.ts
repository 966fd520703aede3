export type SearchTextPart = { text: string; match: boolean }

const OPEN = '\u0002'
const CLOSE = '\u0003'
/** About as long as a snippet reads (three lines of a result card): whole sentences up to it. */
const ENOUGH = 160
const MOST = 280

/**
 * Lines as sentences: a line that ends without a stop (a heading, a label) ends one anyway, so
 * words from two paragraphs never run together.
 */
function joinLines(text: string): string {
  return text.replace(/\s*\n\s*/g, (_line: string, at: number) => {
    const before = text.slice(0, at).replaceAll(OPEN, '').replaceAll(CLOSE, '').trimEnd().slice(-1)
    return before === '' || /[.!?…:;,"”’)]/.test(before) ? ' ' : '. '
  })
}

/** The sentences around the first match: from its sentence's start, until enough is read. */
function sentencesAround(text: string): string {
  const sentences = text.match(/…?[^.!?…]+(?:[.!?…]+["”’)]?\s*|$)/g) ?? [text]
  let at = sentences.findIndex((s) => s.includes(OPEN))
  if (at === -1) at = 0
  let out = ''
  for (let i = at; i < sentences.length && out.length < ENOUGH; i += 1) out += sentences[i]
  out = out.trim()
  if (out.length <= MOST) return out
  // One very long sentence: the part around the match.
  const match = Math.max(0, out.indexOf(OPEN))
  const start = match > 100 ? out.indexOf(' ', match - 100) + 1 : 0
  const end = out.lastIndexOf(' ', start + MOST)
  return `${start > 0 ? '…' : ''}${out.slice(start, end > start ? end : undefined)}…`
}

/**
 * Snippet text with its matches marked (\u0002 … \u0003) as parts, never HTML: readable
 * sentences around the first match, lines joined as sentences, whitespace as single spaces.
 */
export function snippetParts(snippet: string | null): SearchTextPart[] {
  const text = sentencesAround(joinLines(snippet ?? '')).replace(/\s+/g, ' ')
  const parts: SearchTextPart[] = []
  for (const piece of text.split(OPEN)) {
    const [matched, rest] = piece.includes(CLOSE) ? piece.split(CLOSE, 2) : [null, piece]
    if (matched) parts.push({ text: matched, match: true })
    if (rest) parts.push({ text: rest, match: false })
  }
  return parts.filter((p) => p.text)
}
