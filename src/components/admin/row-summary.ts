/** The fields that say what a row is, in the order they are tried. */
const NAMING = ['title', 'heading', 'label', 'name', 'question', 'text', 'caption', 'network', 'url', 'email', 'value'] as const
const MAX = 60

/**
 * A few words that tell a row of an array or a block from the others: its first naming field that
 * holds text (a link's label inside a `link` group counts), cut to one line. Empty when none does.
 */
export function rowSummary(data: Record<string, unknown> | null | undefined): string {
  if (!data) return ''
  const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')
  for (const key of NAMING) {
    const found = text(data[key])
    if (found) return found.length > MAX ? `${found.slice(0, MAX - 1)}…` : found
  }
  for (const value of Object.values(data)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const nested = rowSummary(value as Record<string, unknown>)
      if (nested) return nested
    }
  }
  return ''
}
