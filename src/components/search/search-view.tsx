import type { ReactNode } from 'react'

import { PageHeading } from '@/components/page-heading'
import { Pagination } from '@/components/pagination'
import { SearchFacets } from '@/components/search/search-facets'
import { SearchForm } from '@/components/search/search-form'
import { SearchGroupCard } from '@/components/search/search-group'
import { SearchHitCard } from '@/components/search/search-hit'
import { searchHref, type SearchRequest } from '@/components/search/search-href'
import { SearchNothingFound, SearchStart } from '@/components/search/search-states'
import type { SearchOutcome } from '@/components/search/run-search'
import { SiteLayout } from '@/layouts/site-layout'

const PAGE_LABELS = { previous: '← Previous', next: 'Next →' }

function Notice({ children }: { children: ReactNode }) {
  return <p className="mt-6 max-w-2xl rounded-2xl bg-sun-soft px-5 py-3">{children}</p>
}

/** /search: the form, then the start screen, a problem, nothing found, or the results. */
export function SearchView({ request, outcome }: { request: SearchRequest; outcome: SearchOutcome }) {
  const { query } = request
  const { result, problem, types, unknownTypes } = outcome
  return (
    <SiteLayout layout="default">
      <PageHeading
        title="Search"
        crumbs={[{ name: 'Search', path: '/search' }]}
        list={
          result && result.total > 0
            ? {
                type: 'SearchResultsPage',
                path: searchHref({ query, types, page: result.page }),
                items: result.hits.map((hit) => ({ name: hit.title, path: hit.url })),
              }
            : undefined
        }
      >
        <SearchForm query={query} types={types} />
      </PageHeading>
      <div className="container-site pb-16 [&>:first-child]:mt-0">
        {unknownTypes.length > 0 && (
          <Notice>
            We have nothing called {unknownTypes.map((t) => `“${t}”`).join(', ')} to search, so{' '}
            {unknownTypes.length === 1 ? 'that filter was' : 'those filters were'} left out.
          </Notice>
        )}
        {problem && <Notice>{problem}</Notice>}
        {!query && <SearchStart />}
        {result?.correctedQuery && (
          <Notice>
            No exact matches for “{query}”. Showing results for <strong>“{result.correctedQuery}”</strong>.
          </Notice>
        )}
        {/* Also when the filter leaves nothing: the counts show where the words are found. */}
        {result && result.facets.length > 0 && <SearchFacets query={query} selected={types} facets={result.facets} />}
        {result && result.total === 0 && <SearchNothingFound query={query} filtered={types.length > 0} />}
        {result && result.total > 0 && (
          <>
            <h2 className="mt-8 text-muted">
              {result.total === 1 ? '1 result' : `${result.total} results`} for “{result.correctedQuery ?? query}”
              {result.totalPages > 1 && `, page ${result.page} of ${result.totalPages}`}
            </h2>
            <ol className="mt-4 flex max-w-4xl flex-col gap-4">
              {result.hits.map((hit) => (
                <li key={`${hit.type}:${hit.id}`}>
                  {hit.group ? <SearchGroupCard hit={{ ...hit, group: hit.group }} /> : <SearchHitCard hit={hit} />}
                </li>
              ))}
            </ol>
            <Pagination
              page={result.page}
              totalPages={result.totalPages}
              basePath="/search"
              hrefOf={(n) => searchHref({ query, types, page: n })}
              labels={PAGE_LABELS}
            />
          </>
        )}
      </div>
    </SiteLayout>
  )
}
