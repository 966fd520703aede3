import { SaveButton } from '@/components/account/save-button.client'
import { ChipLinks } from '@/components/chip-links'
import { MediaImage } from '@/components/media-image'
import { PageHeading } from '@/components/page-heading'
import { DownloadLinks, downloadOptions } from '@/components/printables/download-links'
import { gradesLabel, pagesLabel } from '@/components/printables/facts'
import { printablesHref } from '@/components/printables/printables-href'
import { ShareButton } from '@/components/share/share-button.client'
import { labelOf } from '@/collections/printables/taxonomy'
import { pathOf } from '@/content/registry'
import { env } from '@/env'
import { PAPER_SIZES } from '@/lib/pdf/marks'
import { getPrintableFiles } from '@/collections/printables/queries'
import { documentLd, JsonLd } from '@/lib/seo/json-ld'
import type { Media, Printable, SiteSetting } from '@/payload-types'

/** One printable: every page's preview, what it is for, and a download per paper size. */
export async function PrintableView({ printable, settings }: { printable: Printable; settings: SiteSetting }) {
  const files = await getPrintableFiles({ slug: printable.slug, letter: printable.letter, a4: printable.a4 })
  const options = downloadOptions(files)
  const downloads = Object.values(files).reduce((sum, f) => sum + (f.downloads ?? 0), 0)
  const previews = (printable.previews ?? []).filter((p): p is Media => typeof p === 'object')
  const path = pathOf('printables', printable)
  const url = new URL(path, env.SERVER_URL).toString()
  const [first, ...rest] = previews

  return (
    <article>
      <PageHeading
        title={printable.title}
        crumbs={[
          { name: 'Printables', path: '/printables' },
          { name: printable.title, path },
        ]}
      >
        <p className="mt-4 max-w-3xl text-lg md:text-xl">{printable.description}</p>
      </PageHeading>
      <div className="container-site grid gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {first && (
          <figure className="rounded-3xl border-2 border-ink bg-sun-soft p-4 sm:p-8 lg:col-start-1 lg:row-start-1">
            {/* A definite width (a page is portrait, Letter's 8.5 × 11 at most 85% of the screen's
                height): with width and height both auto the picture takes no room until it loads,
                and everything under it jumps. */}
            <MediaImage
              media={first}
              priority
              sizes="(min-width: 1024px) 55vw, 100vw"
              className="mx-auto h-auto w-full max-w-[min(100%,calc(85vh*0.7727))] bg-white shadow-lg"
            />
            <figcaption className="mt-3 text-center text-sm text-muted">Page 1 of {printable.pageCount}</figcaption>
          </figure>
        )}
        {/* On phones the downloads come right after the first page, before the other pages. */}
        <aside
          className="flex flex-col gap-6 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          aria-label="About this printable"
        >
          <div className="flex flex-col gap-4 rounded-2xl border border-line p-5">
            <h2 className="text-xl font-semibold">Download</h2>
            <DownloadLinks path={path} pageCount={printable.pageCount} options={options} />
            <p className="text-sm text-muted" data-testid="download-count">
              Downloaded {downloads} time{downloads === 1 ? '' : 's'}
            </p>
            <SaveButton kind="PRINTABLE" id={printable.id} noun="printable" />
            <ShareButton
              url={url}
              title={printable.title}
              image={first?.url ? new URL(first.url, env.SERVER_URL).toString() : undefined}
              noun="printable"
            />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-line p-5 text-sm">
            <dt className="font-semibold">Grades</dt>
            <dd>{gradesLabel(printable.grades)}</dd>
            <dt className="font-semibold">Pages</dt>
            <dd>{pagesLabel(printable.pageCount)}</dd>
            <dt className="font-semibold">Paper</dt>
            <dd>{options.map((o) => PAPER_SIZES[o.paper].label).join(' and ')}</dd>
          </dl>
          <ChipLinks
            size="sm"
            label="Subjects"
            chips={(printable.subjects ?? []).map((subject) => ({
              href: printablesHref({ subject }),
              label: labelOf(subject),
            }))}
          />
        </aside>
        {rest.length > 0 && (
          <ul aria-label="More pages" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:col-start-1">
            {rest.map((preview, i) => (
              <li key={preview.id}>
                <figure className="rounded-2xl border border-line bg-sun-soft p-3">
                  <MediaImage
                    media={preview}
                    sizes="(min-width: 1024px) 18vw, 45vw"
                    className="h-auto w-full bg-white shadow"
                  />
                  <figcaption className="mt-2 text-center text-sm text-muted">
                    Page {i + 2} of {printable.pageCount}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
      <JsonLd data={documentLd('printables', { ...printable, ...files } as Printable, settings)!} />
    </article>
  )
}
