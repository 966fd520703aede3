/**
 * Where a popup shows. A pattern is an exact path (`/about-us`) or a prefix ending in `/*`
 * (`/post/*`: every path under `/post/`, not `/post` itself); `/*` alone is every path.
 * Editors write one pattern a line.
 */
export type PathRules = { showOn?: string | null; hideOn?: string | null }

const PATTERN = /^\/[^\s*?#]*(\/\*)?$|^\/\*$/

/** The non-empty lines of a pattern list. */
export const patternsOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** A trailing slash means the same page (`/memes/` is `/memes`). */
const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

export function matchesPath(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) return normal(path).startsWith(pattern.slice(0, -1))
  return normal(pattern) === normal(path)
}

/** On `path` when some `showOn` pattern matches (none: everywhere) and no `hideOn` pattern does. */
export function showsOn({ showOn, hideOn }: PathRules, path: string): boolean {
  const shown = patternsOf(showOn)
  if (shown.length > 0 && !shown.some((p) => matchesPath(p, path))) return false
  return !patternsOf(hideOn).some((p) => matchesPath(p, path))
}

/** Payload's validation of a pattern list: true, or a sentence naming the first bad line. */
export function validatePatterns(text: string | null | undefined): true | string {
  const bad = patternsOf(text).find((line) => !PATTERN.test(line))
  return bad === undefined
    ? true
    : `"${bad}" is not a path: write one a line, starting with / (like /about-us), or ending in /* for everything under it (like /post/*).`
}
