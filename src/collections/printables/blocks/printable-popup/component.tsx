import { PopupButton } from '@/collections/printables/blocks/printable-popup/component.client'
import { MediaImage } from '@/components/media-image'
import { DownloadLinks, downloadOptions } from '@/components/printables/download-links'
import { pathOf } from '@/content/registry'
import { getPrintable, getPrintableFiles } from '@/collections/printables/queries'
import type { Media, PrintablePopupBlock as PrintablePopupBlockData } from '@/payload-types'

/**
 * A printable inside a page or an article: a button that opens a dialog with its page previews and
 * download links. The dialog's content is rendered here, on the server; the button only shows it.
 * A printable that is not published (or gone) shows nothing.
 */
export async function PrintablePopupBlock({ printable: ref, text }: PrintablePopupBlockData) {
  const slug = typeof ref === 'object' ? ref?.slug : null
  const printable = slug ? await getPrintable(slug) : null
  if (!printable) return null
  const files = await getPrintableFiles({ slug: printable.slug, letter: printable.letter, a4: printable.a4 })
  const options = downloadOptions(files)
  const previews = (printable.previews ?? []).filter((p): p is Media => typeof p === 'object')
  const path = pathOf('printables', printable)
  return (
    <div className="flex flex-col items-start gap-4 rounded-3xl border-2 border-ink bg-sun-soft p-6 sm:p-8">
      {text && <p className="m-0 text-lg">{text}</p>}
      <PopupButton label={`Preview and download: ${printable.title}`} title={printable.title}>
        <p className="m-0">{printable.description}</p>
        <ul className="grid grid-cols-2 gap-3" aria-label="Page previews">
          {previews.map((preview, i) => (
            <li key={preview.id} className={i === 0 ? 'col-span-2' : undefined}>
              <MediaImage
                media={preview}
                sizes="(min-width: 640px) 26rem, 90vw"
                className="h-auto w-full border border-line bg-white"
              />
            </li>
          ))}
        </ul>
        <DownloadLinks path={path} pageCount={printable.pageCount} options={options} />
        <a href={path} className="font-semibold underline underline-offset-4">
          More about this printable
        </a>
      </PopupButton>
    </div>
  )
}
