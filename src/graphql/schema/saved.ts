import type { PayloadRequest } from 'payload'

import { descriptorOf, pathOf, SAVABLE } from '@/content/registry'
import type { ContentType } from '@/content/types'
import { AccountError } from '@/graphql/schema/account-error'
import { accountTypes, type GraphQL } from '@/graphql/schema/account-types'
import { idOf, requireMember, type ResolverContext } from '@/graphql/schema/current-member'
import type { Member } from '@/payload-types'

const MAX_SAVED = 500 // the members.saved field's maxRows

type Saved = NonNullable<Member['saved']>[number]
type SavedItem = {
  kind: ContentType
  id: number
  title: string
  slug: string
  path: string
  excerpt: string | null
  heroImage: { url: string; alt: string } | null
}

const isSavable = (kind: string): kind is ContentType => (SAVABLE as string[]).includes(kind)

async function savedOf({ req }: ResolverContext, member: Member): Promise<Saved[]> {
  // Read back through access control: a member reads only their own account.
  const fresh = await req.payload.findByID({
    collection: 'members',
    id: member.id,
    depth: 0,
    select: { saved: true },
    overrideAccess: false,
    req,
  })
  return fresh.saved ?? []
}

/** The member's saved items of one type that they may still see (published), by id. */
async function itemsOf(kind: ContentType, ids: number[], req: PayloadRequest): Promise<Map<number, SavedItem>> {
  const { pathSelect, savable } = descriptorOf(kind)
  if (!savable || ids.length === 0) return new Map()
  // As the member: each type's access rule lets them read published documents only.
  const { docs } = await req.payload.find({
    collection: kind,
    where: { id: { in: ids } },
    select: { ...pathSelect, ...savable.select, slug: true },
    // Payload builds a file's url from its filename: without it, url comes back null.
    populate: { media: { url: true, filename: true, alt: true, sizes: true } },
    // 2: an episode's picture is its show's cover, one level further than a poster.
    depth: 2,
    pagination: false,
    overrideAccess: false,
    req,
  })
  return new Map(
    (docs as unknown as { id: number; slug?: string }[]).map((doc) => {
      const card = savable.card(doc as never)
      const image = typeof card.image === 'object' ? card.image : null
      const url = image?.sizes?.card?.url ?? image?.url
      const item: SavedItem = {
        kind,
        id: doc.id,
        title: card.title,
        slug: doc.slug ?? '',
        path: pathOf(kind, doc),
        excerpt: card.excerpt ?? null,
        heroImage: url ? { url, alt: image?.alt ?? '' } : null,
      }
      return [item.id, item]
    }),
  )
}

export const mySaved = (g: GraphQL) => ({
  type: new g.GraphQLNonNull(new g.GraphQLList(new g.GraphQLNonNull(accountTypes(g).SavedItem))),
  description: "The signed-in member's saved items, newest first. Items no longer published are left out.",
  async resolve(_root: unknown, _args: unknown, context: ResolverContext) {
    const member = requireMember(context.req, 'Sign in to see your saved items.')
    const saved = (await savedOf(context, member)).flatMap((s) => {
      const id = idOf(s.value)
      return isSavable(s.relationTo) && typeof id === 'number' ? [{ kind: s.relationTo, id }] : []
    })
    const kinds = [...new Set(saved.map((s) => s.kind))]
    const found = new Map<ContentType, Map<number, SavedItem>>()
    for (const kind of kinds) {
      found.set(kind, await itemsOf(kind, saved.filter((s) => s.kind === kind).map((s) => s.id), context.req))
    }
    return saved.flatMap(({ kind, id }) => found.get(kind)?.get(id) ?? [])
  },
})

export const toggleSaved = (g: GraphQL) => ({
  type: new g.GraphQLNonNull(accountTypes(g).SavedToggle),
  description: 'Saves a published item for later, or removes it when it is already saved.',
  args: {
    kind: { type: new g.GraphQLNonNull(accountTypes(g).SavedKind) },
    id: { type: new g.GraphQLNonNull(g.GraphQLID) },
  },
  async resolve(_root: unknown, args: { kind: ContentType; id: string }, context: ResolverContext) {
    const member = requireMember(context.req, 'Sign in to save things for later.')
    const { kind } = args
    if (!isSavable(kind)) throw new AccountError('That kind of item cannot be saved.', 'BAD_USER_INPUT')
    const id = Number(args.id)
    const current = await savedOf(context, member)
    const isThis = (s: Saved) => s.relationTo === kind && idOf(s.value) === id
    const saved = !current.some(isThis)
    if (saved) {
      // Only what a visitor can see may be saved; removing is always allowed.
      const exists =
        Number.isSafeInteger(id) &&
        (await context.req.payload
          .count({
            collection: kind,
            where: { id: { equals: id } },
            overrideAccess: false,
            req: context.req,
          })
          .then((r) => r.totalDocs > 0))
      if (!exists) throw new AccountError(descriptorOf(kind).savable?.unavailable ?? '', 'NOT_FOUND')
      if (current.length >= MAX_SAVED) {
        throw new AccountError(`You can save up to ${MAX_SAVED} items. Remove some to save more.`, 'CONFLICT')
      }
    }
    const next = saved ? [{ relationTo: kind, value: id }, ...current] : current.filter((s) => !isThis(s))
    // Through the Local API: members never write `saved` with a request of their own.
    await context.req.payload.update({
      collection: 'members',
      id: member.id,
      data: { saved: next.map((s) => ({ relationTo: s.relationTo, value: idOf(s.value)! })) as Member['saved'] },
      depth: 0,
      overrideAccess: false,
      user: member,
    })
    return { saved, count: next.length }
  },
})
