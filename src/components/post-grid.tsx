import { PostCard } from '@/components/post-card'
import type { Post } from '@/payload-types'

type Props = {
  posts: Post[]
  empty?: string
  /** h2 where the grid sits right under the page's h1, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3'
}

export function PostGrid({ posts, empty = 'No articles here yet.', headingLevel = 'h3' }: Props) {
  if (posts.length === 0) return <p className="text-muted">{empty}</p>
  return (
    <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
