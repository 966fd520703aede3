import { PostCard } from '@/components/post-card'
import type { Post } from '@/payload-types'

export function PostGrid({ posts, empty = 'No articles here yet.' }: { posts: Post[]; empty?: string }) {
  if (posts.length === 0) return <p className="text-muted">{empty}</p>
  return (
    <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  )
}
