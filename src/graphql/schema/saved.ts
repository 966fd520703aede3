import { SAVABLE } from '@/collections/members'
import { AccountError } from '@/graphql/schema/account-error'
import { accountTypes, type GraphQL, type SavableCollection } from '@/graphql/schema/account-types'
import { idOf, requireMember, type ResolverContext } from '@/graphql/schema/current-member'
import { paths } from '@/lib/paths'
import type { Media, Member } from '@/payload-types'

const MAX_SAVED = 500 // the members.saved field's maxRows

type Saved = NonNullable<Member['saved']>[number]

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

export const mySaved = (g: GraphQL) => ({
  type: new g.GraphQLNonNull(new g.GraphQLList(new g.GraphQLNonNull(accountTypes(g).SavedItem))),
  description: "The signed-in member's saved items, newest first. Items no longer published are left out.",
  async resolve(_root: unknown, _args: unknown, context: ResolverContext) {
    const member = requireMember(context.req, 'Sign in to see your saved items.')
    const ids = (await savedOf(context, member))
      .filter((s) => s.relationTo === 'posts')
      .map((s) => idOf(s.value))
      .filter((id): id is number => typeof id === 'number')
    if (ids.length === 0) return []
    // As the member: the posts' access rule lets them read published articles only.
    const { docs } = await context.req.payload.find({
      collection: 'posts',
      where: { id: { in: ids } },
      select: { title: true, slug: true, excerpt: true, heroImage: true },
      populate: { media: { url: true, alt: true, sizes: true } },
      depth: 1,
      pagination: false,
      overrideAccess: false,
      req: context.req,
    })
    const byId = new Map(docs.map((post) => [post.id, post]))
    return ids.flatMap((id) => {
      const post = byId.get(id)
      if (!post) return []
      const image = typeof post.heroImage === 'object' ? (post.heroImage as Media | null) : null
      const url = image?.sizes?.card?.url ?? image?.url
      return [
        {
          kind: 'posts',
          id: post.id,
          title: post.title,
          slug: post.slug,
          path: paths.post(post.slug ?? ''),
          excerpt: post.excerpt,
          heroImage: url ? { url, alt: image?.alt ?? '' } : null,
        },
      ]
    })
  },
})

const NOT_SAVABLE: Record<SavableCollection, string> = {
  posts: 'This article is not available to save. It may have been unpublished.',
}

export const toggleSaved = (g: GraphQL) => ({
  type: new g.GraphQLNonNull(accountTypes(g).SavedToggle),
  description: 'Saves a published item for later, or removes it when it is already saved.',
  args: {
    kind: { type: new g.GraphQLNonNull(accountTypes(g).SavedKind) },
    id: { type: new g.GraphQLNonNull(g.GraphQLID) },
  },
  async resolve(_root: unknown, args: { kind: SavableCollection; id: string }, context: ResolverContext) {
    const member = requireMember(context.req, 'Sign in to save things for later.')
    const { kind } = args
    if (!SAVABLE.includes(kind)) throw new AccountError('That kind of item cannot be saved.', 'BAD_USER_INPUT')
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
      if (!exists) throw new AccountError(NOT_SAVABLE[kind], 'NOT_FOUND')
      if (current.length >= MAX_SAVED) {
        throw new AccountError(`You can save up to ${MAX_SAVED} items. Remove some to save more.`, 'CONFLICT')
      }
    }
    const next = saved ? [{ relationTo: kind, value: id }, ...current] : current.filter((s) => !isThis(s))
    await context.req.payload.update({
      collection: 'members',
      id: member.id,
      data: { saved: next.map((s) => ({ relationTo: s.relationTo, value: idOf(s.value)! })) },
      depth: 0,
      overrideAccess: false,
      req: context.req,
    })
    return { saved, count: next.length }
  },
})
