import type { ReactNode } from 'react'

import { AccordionBlock } from '@/blocks/accordion/component'
import { FeatureBlock } from '@/blocks/feature/component'
import { ImageTextBlock } from '@/blocks/image-text/component'
import { ListicleBlock } from '@/blocks/listicle/component'
import { TestimonialBlock } from '@/blocks/testimonial/component'
import { TimeLimitedBlock } from '@/blocks/time-limited/component'
import { TimerBlock } from '@/blocks/timer/component'
import type { Page } from '@/payload-types'

type BodyBlock = NonNullable<Page['blocks']>[number]
type BlockType = BodyBlock['blockType']
type BlockMap = { [K in BlockType]: Extract<BodyBlock, { blockType: K }> }

const renderers: { [K in BlockType]: (block: BlockMap[K]) => ReactNode } = {
  accordion: (block) => <AccordionBlock {...block} />,
  feature: (block) => <FeatureBlock {...block} />,
  imageText: (block) => <ImageTextBlock {...block} />,
  listicle: (block) => <ListicleBlock {...block} />,
  testimonial: (block) => <TestimonialBlock {...block} />,
  timeLimited: (block) => <TimeLimitedBlock {...block} />,
  timer: (block) => <TimerBlock {...block} />,
}

function renderBlock<K extends BlockType>(block: BlockMap[K] & { blockType: K }): ReactNode {
  const render: (block: BlockMap[K]) => ReactNode = renderers[block.blockType]
  return render(block)
}

/** A page body: each block in its own section; blocks that render nothing leave no gap. */
export function RenderBlocks({ blocks }: { blocks: Page['blocks'] }) {
  if (!blocks?.length) return null
  return blocks.map((block, index) =>
    // Documents saved under an older schema may hold block types this build no longer knows.
    Object.hasOwn(renderers, block.blockType) ? (
      <section key={block.id ?? index} className="my-12 empty:hidden md:my-16">
        {renderBlock(block)}
      </section>
    ) : null,
  )
}
