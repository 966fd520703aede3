'use client'

import { useQuery } from '@apollo/client/react'
import Link from 'next/link'

import { GraphQLProvider } from '@/graphql/client/provider.client'
import { MeDocument } from '@/graphql/generated/operations'
import { firstName } from '@/lib/forms/member'

function Greeting({ className }: { className: string }) {
  const { data } = useQuery(MeDocument)
  const name = data?.meMember?.user?.name
  return (
    <Link href="/account" className={className}>
      {name ? (
        <>
          <span className="sr-only">Your account: </span>
          {firstName(name)}
        </>
      ) : (
        'Your account'
      )}
    </Link>
  )
}

/** The header's link for a signed-in visitor; loaded only when a token cookie exists. */
export default function MemberLink({ className }: { className: string }) {
  return (
    <GraphQLProvider>
      <Greeting className={className} />
    </GraphQLProvider>
  )
}
