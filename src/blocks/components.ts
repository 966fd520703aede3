import { AccordionBlock } from '@/blocks/accordion/component'
import { BadgeBlock } from '@/blocks/badge/component'
import { EmbeddedFormBlock } from '@/blocks/embedded-form/component'
import { FeatureBlock } from '@/blocks/feature/component'
import { ImageTextBlock } from '@/blocks/image-text/component'
import { ListicleBlock } from '@/blocks/listicle/component'
import { PrintablePopupBlock } from '@/collections/printables/blocks/printable-popup/component'
import { TestimonialBlock } from '@/blocks/testimonial/component'
import { TimeLimitedBlock } from '@/blocks/time-limited/component'
import { TimerBlock } from '@/blocks/timer/component'
import type { BlockComponents } from '@/components/block-map'
import type { BadgeBlock as BadgeBlockData, Page } from '@/payload-types'

/** The data of every block of `registry.ts`, as Payload generates it from that list. */
export type BodyBlock = NonNullable<Page['blocks']>[number]
export type InlineBlock = BadgeBlockData

/** The component of each body block: the compiler refuses this map until every block has one. */
export const bodyBlockComponents: BlockComponents<BodyBlock> = {
  accordion: AccordionBlock,
  embeddedForm: EmbeddedFormBlock,
  feature: FeatureBlock,
  imageText: ImageTextBlock,
  listicle: ListicleBlock,
  printablePopup: PrintablePopupBlock,
  testimonial: TestimonialBlock,
  timeLimited: TimeLimitedBlock,
  timer: TimerBlock,
}

export const inlineBlockComponents: BlockComponents<InlineBlock> = { badge: BadgeBlock }
