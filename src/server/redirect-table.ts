import { isLinkable, pathOf } from '@/content/registry'
import { decodedPath } from '@/server/request-path'

type RedirectDoc = {
  from: string
  type?: '301' | '302' | null
  to?: {
    type?: 'reference' | 'custom' | null
    url?: string | null
    reference?: { relationTo: string; value: { slug?: string | null } | number | string } | null
  } | null
}

export type Redirect = { status: 301 | 302; location: string }

/**
 * "/Old-Page/", "https://our.site/old-page?x=1" → "/old-page": how editors' paths are matched.
 * Never throws: a path whose %-escapes do not decode ("/%ff", "/100%") is matched as typed.
 */
export function normalizePath(input: string): string {
  let pathname = input.trim()
  try {
    pathname = new URL(pathname, 'http://x').pathname
  } catch {
    // keep as typed
  }
  pathname = (decodedPath(pathname) ?? pathname).replace(/\/+$/, '')
  return (pathname.startsWith('/') ? pathname : `/${pathname}`).toLowerCase()
}

/** Turns the CMS redirects into a lookup table; a redirect whose target is gone is skipped. */
export function buildTable(docs: RedirectDoc[]): Map<string, Redirect> {
  const table = new Map<string, Redirect>()
  for (const doc of docs) {
    const to = doc.to
    let location: string | undefined
    if (to?.type === 'custom') location = to.url ?? undefined
    else if (
      to?.reference &&
      isLinkable(to.reference.relationTo) &&
      typeof to.reference.value === 'object' &&
      to.reference.value?.slug
    ) {
      location = pathOf(to.reference.relationTo, to.reference.value)
    }
    if (!location) continue
    table.set(normalizePath(doc.from), { status: doc.type === '301' ? 301 : 302, location })
  }
  return table
}
