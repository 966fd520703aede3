import type { Metadata } from 'next'
import { MediaImage } from '@/components/media-image'
import { PageHeading } from '@/components/page-heading'
import { Card, CardLink } from '@/components/ui/card'
import { SiteLayout } from '@/layouts/site-layout'
import { pathOf } from '@/content/registry'
import { listAuthors } from '@/collections/authors/queries'

export const metadata: Metadata = { title: 'Our writers', alternates: { canonical: '/author' } }

export default async function AuthorIndex() {
  const authors = await listAuthors()
  return (
    <SiteLayout layout="default">
      <PageHeading
        title="Our writers"
        intro="Real teachers, real staffrooms, slightly exaggerated stories."
        crumbs={[{ name: 'Writers', path: '/author' }]}
      />
      <ul className="container-site grid gap-6 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {authors.map((a) => (
          <Card as="li" key={a.id} frame="outline" className="flex items-center gap-4 p-5 hover:border-chalk">
            <div className="relative size-20 shrink-0 overflow-hidden rounded-full bg-sun-soft">
              {a.avatar && typeof a.avatar === 'object' && (
                <MediaImage media={a.avatar} size="thumbnail" fill sizes="5rem" className="object-cover" />
              )}
            </div>
            <div>
              <h2 className="text-xl font-semibold">
                <CardLink href={pathOf('authors', a)} underline="none">
                  {a.name}
                </CardLink>
              </h2>
              {a.role && <p className="text-sm text-muted">{a.role}</p>}
            </div>
          </Card>
        ))}
      </ul>
    </SiteLayout>
  )
}
