import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { MediaImage } from '@/components/media-image'
import { PageHeading } from '@/components/page-heading'
import { Pagination, pageParam } from '@/components/pagination'
import { PostGrid } from '@/components/post-grid'
import { SiteLayout } from '@/layouts/site-layout'
import { feedPathOf, pathOf } from '@/content/registry'
import { listPosts } from '@/collections/posts/queries'
import { getAuthor } from '@/collections/authors/queries'
import { JsonLd, personLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ page?: string | string[] }> }

/** Authors are addressed by id (/author/{id}); anything that is not a positive integer is not one. */
const authorId = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = authorId((await params).id)
  const author = id ? await getAuthor(id) : null
  if (!author) return {}
  return pageMetadata({
    title: author.name,
    description: author.bio ?? author.role ?? undefined,
    image: author.avatar,
    path: pathOf('authors', author),
    type: 'profile',
    feed: { title: `Articles by ${author.name}`, path: feedPathOf('authors', author) },
  })
}

export default async function AuthorPage({ params, searchParams }: Props) {
  const [{ id: raw }, { page: pageValue }] = await Promise.all([params, searchParams])
  const id = authorId(raw)
  const author = id ? await getAuthor(id) : null
  if (!author) notFound()
  const page = pageParam(pageValue)
  const posts = await listPosts({ by: 'author', id: author.id, page })
  if (page > 1 && posts.docs.length === 0) notFound()
  return (
    <SiteLayout layout="default">
      <PageHeading
        title={author.name}
        intro={author.bio}
        eyebrow={author.role}
        crumbs={[
          { name: 'Writers', path: '/author' },
          { name: author.name, path: pathOf('authors', author) },
        ]}
      >
        {author.avatar && typeof author.avatar === 'object' && (
          <div className="relative mt-6 size-28 overflow-hidden rounded-full bg-sun-soft">
            <MediaImage media={author.avatar} size="thumbnail" fill priority sizes="7rem" className="object-cover" />
          </div>
        )}
      </PageHeading>
      <div className="container-site">
        <h2 className="mb-6 text-2xl font-semibold">Articles by {author.name}</h2>
        <PostGrid posts={posts.docs} empty={`${author.name} is still marking; articles coming soon.`} />
        <Pagination page={page} totalPages={posts.totalPages} basePath={pathOf('authors', author)} />
      </div>
      <JsonLd data={personLd(author)} />
    </SiteLayout>
  )
}
