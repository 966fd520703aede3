import { COMPANY_PAGES } from '@/seed/content/pages-company'
import { GIVEAWAY_PAGES } from '@/seed/content/pages-giveaways'
import { GUIDE_PAGES } from '@/seed/content/pages-guides'
import { LEGAL_PAGES } from '@/seed/content/pages-legal'
import { PRIVACY_PAGES } from '@/seed/content/pages-privacy'
import type { PageSeed } from '@/seed/content/types'
import { WRITE, findBy, type Seeder } from '@/seed/context'
import { resolveRefs, type Linkable } from '@/seed/refs'

export const PAGES: PageSeed[] = [...COMPANY_PAGES, ...GUIDE_PAGES, ...LEGAL_PAGES, ...PRIVACY_PAGES, ...GIVEAWAY_PAGES]

/** The documents a page refers to (from its seed markers), as [collection, slug]. */
const references = (page: PageSeed): [Linkable, string][] =>
  [...JSON.stringify(page.blocks).matchAll(/"\$(?:doc|id)":\{"relationTo":"(\w+)","slug":"([^"]+)"\}/g)].map((m) => [
    m[1] as Linkable,
    m[2] ?? '',
  ])

/**
 * Creates the missing pages whose references all exist, repeatedly, so pages may link to each
 * other in any order. Runs twice: before the articles (which link to some pages) and, `final`,
 * after them, for the pages that link to articles. Whatever is still waiting then is a cycle.
 */
export async function seedPages(s: Seeder, { final }: { final: boolean }) {
  const existing = await findBy(
    s,
    'pages',
    'slug',
    PAGES.map((p) => p.slug),
  )
  for (const [slug, id] of existing) s.docs.pages.set(slug, id)
  let waiting = PAGES.filter((page) => !existing.has(page.slug))
  while (waiting.length > 0) {
    const ready = waiting.filter((page) => references(page).every(([collection, slug]) => s.docs[collection].has(slug)))
    if (ready.length === 0) {
      if (!final) return
      throw new Error(
        `Seed: these pages refer to documents that never get created: ${waiting.map((p) => p.slug).join(', ')}`,
      )
    }
    for (const page of ready) await createPage(s, page)
    waiting = waiting.filter((page) => !ready.includes(page))
  }
}

async function createPage(s: Seeder, page: PageSeed) {
  const heroImage = page.heroImage ? s.lookup.media(page.heroImage) : undefined
  const doc = await s.payload.create({
    collection: 'pages',
    data: {
      title: page.title,
      slug: page.slug,
      intro: page.intro,
      layout: page.layout,
      heroImage,
      blocks: resolveRefs(page.blocks, s.lookup) as never,
      meta: { title: page.title, description: page.intro.slice(0, 300), image: heroImage },
      createdBy: s.users.get('editor'),
      _status: 'published',
    },
    ...WRITE,
  })
  s.docs.pages.set(page.slug, doc.id)
  s.created.pages++
}
