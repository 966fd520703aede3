import { MediaImage } from '@/components/media-image'
import { Card, CardLink } from '@/components/ui/card'
import { formatDate } from '@/lib/format'
import { pathOf } from '@/content/registry'
import type { Post } from '@/payload-types'

const SIZES = {
  lg: '(min-width: 1024px) 60vw, 100vw',
  md: '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 100vw',
  sm: '(min-width: 768px) 9rem, 7rem',
} as const

type Props = {
  post: Post
  size?: 'lg' | 'md' | 'sm'
  headingLevel?: 'h2' | 'h3'
  /** The card whose image is the page's largest paint (the home page's lead story): never lazy. */
  priority?: boolean
  /** In a series' list: the part's number, said before the category. */
  part?: number
}

/** An article teaser: image, first category, title, excerpt, author and date. */
export function PostCard({ post, size = 'md', headingLevel: Heading = 'h3', priority = false, part }: Props) {
  const category = post.categories?.find((c) => typeof c === 'object')
  const authors = (post.authors ?? []).flatMap((a) => (typeof a === 'object' ? [a.name] : []))
  return (
    <Card frame="none" className={`flex gap-3 ${size === 'sm' ? 'flex-row items-start gap-4' : 'flex-col'}`}>
      {post.heroImage && typeof post.heroImage === 'object' && (
        <div
          className={`relative shrink-0 overflow-hidden bg-sun-soft ${
            size === 'sm' ? 'aspect-[4/3] w-28 rounded-xl md:w-36' : 'aspect-[16/10] rounded-2xl'
          }`}
        >
          <MediaImage
            media={post.heroImage}
            size={size === 'lg' ? 'hero' : size === 'sm' ? 'thumbnail' : 'card'}
            fill
            priority={priority}
            sizes={SIZES[size]}
            className="object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-bold uppercase tracking-wider text-chalk">
          {part !== undefined && <span className="rounded bg-ink px-1.5 py-0.5 text-paper">Part {part}</span>}
          {post.sponsored && <span className="rounded bg-sun px-1.5 py-0.5 text-ink">Sponsored</span>}
          {category && typeof category === 'object' && <span>{category.title}</span>}
        </p>
        <Heading
          className={`font-display font-semibold leading-tight ${size === 'lg' ? 'text-3xl md:text-4xl' : size === 'sm' ? 'text-lg' : 'text-xl'}`}
        >
          <CardLink href={pathOf('posts', post)}>{post.title}</CardLink>
        </Heading>
        {size !== 'sm' && <p className="line-clamp-3 text-muted">{post.excerpt}</p>}
        <p className="text-sm text-muted">
          {authors.length > 0 && <span>By {authors.join(' & ')}</span>}
          {authors.length > 0 && post.publishedAt && <span aria-hidden="true"> · </span>}
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>}
        </p>
      </div>
    </Card>
  )
}
