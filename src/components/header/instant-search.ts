/** The header's instant results: asked once the words reach this length, after this pause in typing. */
export const MIN_CHARS = 2
export const DEBOUNCE_MS = 150

/** Worth asking about: at least MIN_CHARS characters besides spaces. */
export const isAskable = (words: string) => words.trim().length >= MIN_CHARS

/**
 * The active option after ArrowDown (+1) or ArrowUp (-1) over `count` options; -1 is none (the
 * text field itself). Moving past either end wraps around, as in a native select.
 */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1
  if (active < 0) return step === 1 ? 0 : count - 1
  return (active + step + count) % count
}

/**
 * Answers in the order of the questions: an answer that arrives after a newer question was asked
 * is dropped (resolves to `stale`), so slow answers never overwrite what the visitor typed since.
 */
export function latestOnly() {
  let asked = 0
  return {
    async run<T>(ask: () => Promise<T>): Promise<{ stale: true } | { stale: false; value: T }> {
      const ticket = ++asked
      const value = await ask()
      return ticket === asked ? { stale: false, value } : { stale: true }
    },
    /** Everything asked so far is stale (the words were cleared). */
    cancel() {
      asked++
    },
  }
}
