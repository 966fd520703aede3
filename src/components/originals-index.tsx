import { MediaImage } from '@/components/media-image'
import { PageHeading } from '@/components/page-heading'
import { Card, CardLink } from '@/components/ui/card'
import { SiteLayout } from '@/layouts/site-layout'
import { pathOf } from '@/content/registry'
import { listOriginals } from '@/collections/originals/queries'

/** Every original series: the /category/originals screen (and /original, the series index). */
export async function OriginalsIndex() {
  const series = await listOriginals()
  return (
    <SiteLayout layout="default">
      <PageHeading
        title="Staffroom Originals"
        intro="Series written by teachers, for teachers. Start at episode one; thank us at parents' evening."
        crumbs={[{ name: 'Originals', path: '/category/originals' }]}
      />
      <ul className="container-site grid gap-8 md:grid-cols-2 2xl:grid-cols-3">
        {series.map((s) => (
          <Card as="li" key={s.id} frame="none" className="overflow-hidden rounded-3xl bg-chalk text-paper">
            {s.cover && typeof s.cover === 'object' && (
              <div className="relative aspect-[16/9]">
                <MediaImage
                  media={s.cover}
                  size="card"
                  fill
                  sizes="(min-width: 768px) 50vw, 100vw"
                  className="object-cover"
                />
              </div>
            )}
            <div className="p-6">
              <h2 className="text-3xl font-semibold">
                <CardLink href={pathOf('originals', s)} underline="card">
                  {s.title}
                </CardLink>
              </h2>
              {s.tagline && <p className="mt-2 text-paper/85">{s.tagline}</p>}
            </div>
          </Card>
        ))}
      </ul>
      {series.length === 0 && <p className="container-site text-muted">The first series is being written right now.</p>}
    </SiteLayout>
  )
}
