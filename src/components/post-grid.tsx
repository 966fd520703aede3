import { Fragment } from 'react'

import { AdSlot } from '@/components/ads/ad-slot'
import { PostCard } from '@/components/post-card'
import { listBreaks } from '@/lib/ads/placements'
import type { Post } from '@/payload-types'
import type { AdSetup } from '@/server/ads/setup'

type Props = {
  posts: Post[]
  empty?: string
  /** h2 where the grid sits right under the page's h1, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3'
  /** On index pages: an ad between the items every `listInterval` cards. */
  ads?: AdSetup | null
  /** A series' parts, in order: the first card's part number (the next ones count on). */
  firstPart?: number
}

export function PostGrid({ posts, empty = 'No articles here yet.', headingLevel = 'h3', ads, firstPart }: Props) {
  if (posts.length === 0) return <p className="text-muted">{empty}</p>
  const breaks = ads ? listBreaks(posts.length, ads.listInterval) : []
  return (
    <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {posts.map((post, i) => (
        <Fragment key={post.id}>
          <li>
            <PostCard post={post} headingLevel={headingLevel} part={firstPart === undefined ? undefined : firstPart + i} />
          </li>
          {breaks.includes(i) && (
            <AdSlot
              setup={ads ?? null}
              placement="list-item"
              index={breaks.indexOf(i) + 1}
              as="li"
              className="col-span-full my-0"
            />
          )}
        </Fragment>
      ))}
    </ul>
  )
}
