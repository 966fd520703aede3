import { RichText } from '@/components/rich-text'
import { Disclosure } from '@/components/ui/disclosure'
import type { AccordionBlock as AccordionBlockData } from '@/payload-types'

export function AccordionBlock({ heading, items, openFirst }: AccordionBlockData) {
  return (
    <div>
      {heading && <h2 className="mt-0 mb-6 text-3xl font-semibold md:text-4xl">{heading}</h2>}
      <div className="divide-y divide-line border-y border-line">
        {items.map((item, index) => (
          <Disclosure key={item.id ?? index} title={item.title} open={Boolean(openFirst) && index === 0}>
            <RichText data={item.content} className="prose-site pb-6 [&>:first-child]:mt-0" />
          </Disclosure>
        ))}
      </div>
    </div>
  )
}
