import { RichText } from '@/components/rich-text'
import type { AccordionBlock as AccordionBlockData } from '@/payload-types'

export function AccordionBlock({ heading, items, openFirst }: AccordionBlockData) {
  return (
    <div>
      {heading && <h2 className="mt-0 mb-6 text-3xl font-semibold md:text-4xl">{heading}</h2>}
      <div className="divide-y divide-line border-y border-line">
        {items.map((item, index) => (
          <details key={item.id ?? index} open={Boolean(openFirst) && index === 0} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-lg font-semibold hover:text-chalk [&::-webkit-details-marker]:hidden">
              {item.title}
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-sun-soft text-xl leading-none text-chalk group-open:rotate-45 motion-safe:transition-transform"
              >
                +
              </span>
            </summary>
            <RichText data={item.content} className="prose-site pb-6 [&>:first-child]:mt-0" />
          </details>
        ))}
      </div>
    </div>
  )
}
