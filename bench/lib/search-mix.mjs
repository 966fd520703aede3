// The search benchmark's query mix, shared by bench/search.mjs (over HTTP) and the statement
// profile (bench/lib/search-profile.ts, in process): the same seed gives the same queries.

/**
 * What visitors send, by share of requests: a word first, then two; the header's box while typing
 * (the last word a prefix, a handful of results); names and odd words; misspellings (the fallback);
 * a type filter; the second page.
 */
export function queryMix(words, random) {
  const pick = (items) => items[Math.floor(random() * items.length)]
  const word = (list) => pick(list).word
  const filters = [['POST'], ['MEME'], ['VIDEO', 'EPISODE'], ['PRINTABLE'], ['TOUR_SHOW', 'PERFORMER']]
  const kinds = [
    { kind: 'common word', share: 0.28, make: () => ({ query: word(words.common) }) },
    { kind: 'two words', share: 0.18, make: () => ({ query: pick(words.pairs) }) },
    // The header's box: its own operation (6 hits, the last word a prefix, no counts).
    { kind: 'prefix', share: 0.22, operation: 'header', make: () => ({ query: pick(words.prefixes) }) },
    { kind: 'rare word', share: 0.1, make: () => ({ query: word(words.rare) }) },
    { kind: 'typo', share: 0.07, make: () => ({ query: pick(words.typos).typo }) },
    { kind: 'type filter', share: 0.1, make: () => ({ query: word(words.common), types: pick(filters) }) },
    { kind: 'page 2', share: 0.05, make: () => ({ query: word(words.common), page: 2 }) },
  ]
  const total = kinds.reduce((sum, k) => sum + k.share, 0)
  return () => {
    let r = random() * total
    const chosen = kinds.find((k) => (r -= k.share) < 0) ?? kinds.at(-1)
    return { kind: chosen.kind, operation: chosen.operation ?? 'search', variables: chosen.make() }
  }
}
