/**
 * The /search page's own form: a plain GET to /search, so it works before (and without)
 * JavaScript. The filters in force ride along, so new words are searched in the same types.
 */
export function SearchForm({ query, types }: { query: string; types: string[] }) {
  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label="Search the site"
      className="mt-6 flex max-w-2xl gap-2"
    >
      <label htmlFor="search-page-q" className="sr-only">
        Search words
      </label>
      <input
        // A new address (a facet, a suggestion) brings new words: a new input shows them.
        key={query}
        id="search-page-q"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={200}
        placeholder="Try “marking”, “field trip” or “bingo”"
        className="h-12 min-w-0 flex-1 rounded-full border-2 border-ink/20 bg-white px-5 text-lg placeholder:text-muted focus:border-chalk"
      />
      {types.map((type) => (
        <input key={type} type="hidden" name="type" value={type} />
      ))}
      <button
        type="submit"
        className="inline-flex h-12 shrink-0 items-center justify-center rounded-full bg-chalk px-6 font-semibold text-paper hover:bg-chalk-light"
      >
        Search
      </button>
    </form>
  )
}
