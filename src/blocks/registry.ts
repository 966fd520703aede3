import type { Block } from 'payload'

import { Accordion } from '@/blocks/accordion/config'
import { Badge } from '@/blocks/badge/config'
import { EmbeddedForm } from '@/blocks/embedded-form/config'
import { Feature } from '@/blocks/feature/config'
import { ImageText } from '@/blocks/image-text/config'
import { Listicle } from '@/blocks/listicle/config'
import { PrintablePopup } from '@/collections/printables/blocks/printable-popup/config'
import { Testimonial } from '@/blocks/testimonial/config'
import { TimeLimited } from '@/blocks/time-limited/config'
import { Timer } from '@/blocks/timer/config'

/**
 * The blocks editors can put in a page body or an article, in the order they see them. Configs
 * only (no components): the CMS config imports this list, and components read data that needs
 * the CMS config. Payload's generated types follow this list, and `components.ts` must give each
 * of those types its component, so a new block is its folder, a line here and a line there.
 */
export const bodyBlocks: Block[] = [
  Accordion,
  EmbeddedForm,
  Feature,
  ImageText,
  Listicle,
  PrintablePopup,
  Testimonial,
  TimeLimited,
  Timer,
]

/** Blocks that sit inside a paragraph of an article. */
export const inlineBlocks: Block[] = [Badge]
