import { MediaImage } from '@/components/media-image'
import { RichText } from '@/components/rich-text'
import type { ListicleBlock as ListicleBlockData } from '@/payload-types'

export function ListicleBlock({ heading, numbered, items }: ListicleBlockData) {
  // The item titles sit one level below the block heading, or directly under the page's h1.
  const ItemHeading = heading ? 'h3' : 'h2'
  const List = numbered === false ? 'ul' : 'ol'

  return (
    <div>
      {heading && <h2 className="mt-0 mb-8 text-3xl font-semibold md:text-4xl">{heading}</h2>}
      <List className="list-none space-y-12 pl-0">
        {items.map((item, index) => (
          <li key={item.id ?? index} className="flex gap-4 sm:gap-6">
            {List === 'ol' && (
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-full bg-sun font-display text-2xl font-bold text-ink"
              >
                {index + 1}
              </span>
            )}
            <div className="min-w-0 flex-1">
              <ItemHeading className="my-0 text-2xl font-semibold">{item.title}</ItemHeading>
              <MediaImage
                media={item.image}
                sizes="(min-width: 1024px) 720px, 100vw"
                className="mt-4 h-auto w-full rounded-2xl"
              />
              <RichText data={item.content} className="prose-site [&>:last-child]:mb-0" />
            </div>
          </li>
        ))}
      </List>
    </div>
  )
}
