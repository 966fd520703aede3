import type { Redirect } from '@/payload-types'
import { WRITE, findBy, type Seeder } from '@/seed/context'
import { docRef, resolveRefs, type DocRef } from '@/seed/refs'

type RedirectSeed = {
  from: string
  to: { type: 'reference'; reference: DocRef } | { type: 'custom'; url: string }
  type: Redirect['type']
}

const REDIRECTS: RedirectSeed[] = [
  // The survival kit used to live at the top level; the move is permanent.
  {
    from: '/old-staffroom-survival-kit',
    to: { type: 'reference', reference: docRef('pages', 'staffroom-survival-kit') },
    type: '301',
  },
  // The shop is run by a partner and may move back in-house: temporary.
  { from: '/shop', to: { type: 'custom', url: 'https://shop.example.com/staffroom' }, type: '302' },
]

export async function seedRedirects(s: Seeder) {
  const existing = await findBy(
    s,
    'redirects',
    'from',
    REDIRECTS.map((r) => r.from),
  )
  for (const redirect of REDIRECTS) {
    if (existing.has(redirect.from)) continue
    await s.payload.create({ collection: 'redirects', data: resolveRefs(redirect, s.lookup) as never, ...WRITE })
    s.created.redirects++
  }
}
