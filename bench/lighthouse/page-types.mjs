// The site's page types, from the e2e page-type registry (tests/e2e/support/page-types.ts): the
// list the accessibility, HTML and header specs walk, so that the benchmark cannot drift from it.
// Each entry finds its address in the seeded content through the REST API.
import { request } from 'playwright-core'
import { tsImport } from 'tsx/esm/api'

const REGISTRY = '../../tests/e2e/support/page-types.ts'
// A quick run measures these three (the lightest and the heaviest documents of the site), by their
// names in the registry.
const QUICK = ['home', 'article', 'comedy tour /comedy-tour']

/**
 * { measured, skipped, leftForFull }: the page types Lighthouse measures ({ name, contentType, path }),
 * those it never measures with the reason (a page answering with an error, which Lighthouse does not
 * score), and the names a quick run leaves out.
 */
export async function pageTypes({ quick }) {
  const { PAGE_TYPES, CONTENT_PAGE_TYPES } = await tsImport(REGISTRY, import.meta.url)
  const contentTypeOf = new Map(
    Object.entries(CONTENT_PAGE_TYPES).flatMap(([type, list]) => list.map((pageType) => [pageType, type])),
  )
  const all = PAGE_TYPES.map((pageType) => ({ ...pageType, contentType: contentTypeOf.get(pageType) ?? null }))
  for (const name of QUICK)
    if (!all.some((p) => p.name === name)) throw new Error(`the quick run's page type "${name}" is not in ${REGISTRY}`)
  const scored = all.filter((p) => p.status === 200)
  const inRun = (p) => !quick || QUICK.includes(p.name)
  return {
    measured: scored.filter(inRun),
    skipped: all
      .filter((p) => p.status !== 200)
      .map((p) => ({ name: p.name, reason: `answers ${p.status}: Lighthouse scores no error page` })),
    leftForFull: scored.filter((p) => !inRun(p)).map((p) => p.name),
  }
}

/** Each page type's address on the site at `origin`. */
export async function resolvePaths(types, origin) {
  const context = await request.newContext({ baseURL: origin })
  try {
    const resolved = []
    for (const type of types) resolved.push({ ...type, path: await type.path(context) })
    return resolved
  } finally {
    await context.dispose()
  }
}
