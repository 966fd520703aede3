import type { Block } from 'payload'

import { Accordion } from '@/blocks/accordion/config'
import { Feature } from '@/blocks/feature/config'
import { ImageText } from '@/blocks/image-text/config'
import { Listicle } from '@/blocks/listicle/config'
import { Testimonial } from '@/blocks/testimonial/config'
import { TimeLimited } from '@/blocks/time-limited/config'
import { Timer } from '@/blocks/timer/config'

/** Page-body blocks, in the order editors see them. */
export const bodyBlocks: Block[] = [Accordion, Feature, ImageText, Listicle, Testimonial, TimeLimited, Timer]
