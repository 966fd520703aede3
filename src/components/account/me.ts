import type { MeQuery } from '@/graphql/generated/operations'

/** The signed-in member as the Me query (me.graphql) reads them: the header and /account share it. */
export type Me = NonNullable<NonNullable<MeQuery['meMember']>['user']>
