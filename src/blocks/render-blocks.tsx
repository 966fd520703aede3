import { bodyBlockComponents } from '@/blocks/components'
import { renderBlock } from '@/components/block-map'
import type { Page } from '@/payload-types'

/** A page body: each block in its own section; blocks that render nothing leave no gap. */
export function RenderBlocks({ blocks }: { blocks: Page['blocks'] }) {
  if (!blocks?.length) return null
  return blocks.map((block, index) => {
    const drawn = renderBlock(bodyBlockComponents, block.blockType, block)
    return drawn === null ? null : (
      <section key={block.id ?? index} className="my-12 empty:hidden md:my-16">
        {drawn}
      </section>
    )
  })
}
