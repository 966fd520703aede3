// The Lighthouse part of `npm run bench`: every page type of the site against the minimal Next.js
// page, in one browser, interleaved round by round (the minimal page first in each round), with
// each page's HTML and first-load JavaScript. Resolves to { figures, budgets, markdown }.
import { environment, launchChrome, measureInterleaved } from '../lib/lighthouse.mjs'
import { pageWeight } from '../lib/first-load-js.mjs'
import { startMinimal } from '../lib/minimal.mjs'
import { startServer } from '../lib/server.mjs'
import { pageTypes, resolvePaths } from './page-types.mjs'
import { lighthouseBudgets, lighthouseMarkdown } from './report.mjs'

export const MINIMAL = 'minimal Next.js page'
export const DEFAULT_RUNS = { full: 5, quick: 1 }

/**
 * `port` is the site's (the minimal page takes the next one); with `origin`, a running site is
 * measured instead and nothing is pinned to a CPU.
 */
export async function lighthouseBench({ quick, runs, port, origin, log }) {
  const { measured: types } = await pageTypes({ quick })
  const site = origin ? null : await startServer({ port })
  const siteUrl = origin ?? site.url
  let minimal
  let measured
  try {
    minimal = await startMinimal({ port: port + 1, pin: !origin, log })
    const sitePages = (await resolvePaths(types, siteUrl)).map(({ name, contentType, path }) => ({
      name,
      contentType,
      path,
      url: new URL(path, siteUrl).href,
    }))
    const pages = [{ name: MINIMAL, contentType: null, path: '/', url: `${minimal.url}/` }, ...sitePages]
    log(`Lighthouse: ${pages.length} pages × ${runs} round${runs === 1 ? '' : 's'}`)
    const chrome = await launchChrome({ pinned: Boolean(site?.pinned) })
    try {
      measured = await measureInterleaved(pages, { runs, chrome, log })
    } finally {
      chrome.kill()
    }
    for (const page of measured) page.weight = await pageWeight(page.url)
  } finally {
    await Promise.all([site?.stop(), minimal?.stop()])
  }

  const env = { ...(await environment(measured)), serverPinnedToCpu0: Boolean(site?.pinned), origin: siteUrl }
  const [floor, ...pages] = measured
  const budgets = lighthouseBudgets(floor, pages)
  return {
    figures: { runsPerPage: runs, machine: env, minimal: floor, pages },
    budgets: budgets.map(({ name, measured: value, budget, met }) => ({ name, measured: value, budget, met })),
    markdown: lighthouseMarkdown({ minimal: floor, pages, budgets, runs, environment: env }),
  }
}
