import Link from 'next/link'

import { ChipLinks } from '@/components/chip-links'
import { searchHref } from '@/components/search/search-href'
import { browseLinks } from '@/components/search/type-label'
import { SEARCHABLE } from '@/server/search'

function Browse({ heading }: { heading: string }) {
  return (
    <section aria-labelledby="search-browse" className="mt-10">
      <h2 id="search-browse" className="text-2xl font-semibold">
        {heading}
      </h2>
      <ChipLinks className="mt-4" label="Browse the site" chips={browseLinks(SEARCHABLE)} />
    </section>
  )
}

/** /search before any words: what search covers, and the indexes to browse instead. */
export function SearchStart() {
  return (
    <>
      <p className="mt-8 max-w-2xl text-lg">
        Search every article, meme, video, podcast episode, printable and tour date on the site at once. Type a few
        words above: a topic, a title or a line you remember.
      </p>
      <Browse heading="Or browse by type" />
    </>
  )
}

/** Words that found nothing: ways to find it after all. */
export function SearchNothingFound({ query, filtered }: { query: string; filtered: boolean }) {
  return (
    <>
      <h2 className="mt-10 text-2xl font-semibold">No results for “{query}”</h2>
      <ul className="mt-4 flex list-disc flex-col gap-2 pl-6 text-lg">
        <li>Check the spelling of each word.</li>
        <li>Try fewer words, or more general ones: “trip” rather than “year 5 trip to the museum”.</li>
        {filtered && (
          <li>
            <Link
              href={searchHref({ query })}
              className="font-semibold text-chalk underline decoration-sun decoration-2"
            >
              Search all types instead of the ones you picked
            </Link>
          </li>
        )}
      </ul>
      <Browse heading="Browse instead" />
    </>
  )
}
