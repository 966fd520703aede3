import type {
  DefaultNodeTypes,
  LinkFields,
  SerializedBlockNode,
  SerializedInlineBlockNode,
  SerializedLinkNode,
} from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { AccordionBlock } from '@/blocks/accordion/component'
import { BadgeBlock } from '@/blocks/badge/component'
import { FeatureBlock } from '@/blocks/feature/component'
import { ImageTextBlock } from '@/blocks/image-text/component'
import { ListicleBlock } from '@/blocks/listicle/component'
import { TestimonialBlock } from '@/blocks/testimonial/component'
import { TimeLimitedBlock } from '@/blocks/time-limited/component'
import { TimerBlock } from '@/blocks/timer/component'
import { MediaImage } from '@/components/media-image'
import { LINKABLE } from '@/fields/link'
import { type LinkableCollection, pathOf } from '@/lib/paths'
import type {
  AccordionBlock as AccordionBlockData,
  BadgeBlock as BadgeBlockData,
  FeatureBlock as FeatureBlockData,
  ImageTextBlock as ImageTextBlockData,
  ListicleBlock as ListicleBlockData,
  TestimonialBlock as TestimonialBlockData,
  TimeLimitedBlock as TimeLimitedBlockData,
  TimerBlock as TimerBlockData,
} from '@/payload-types'

type NodeTypes =
  | DefaultNodeTypes
  | SerializedBlockNode<
      | AccordionBlockData
      | FeatureBlockData
      | ImageTextBlockData
      | ListicleBlockData
      | TestimonialBlockData
      | TimeLimitedBlockData
      | TimerBlockData
    >
  | SerializedInlineBlockNode<BadgeBlockData>

const isLinkable = (slug: string): slug is LinkableCollection => (LINKABLE as readonly string[]).includes(slug)

/** Null when the target was not populated (depth too low, or deleted): better no link than a dead one. */
function internalHref({ doc }: LinkFields): string | null {
  if (!doc || typeof doc.value !== 'object' || !isLinkable(doc.relationTo)) return null
  const { slug } = doc.value
  return typeof slug === 'string' && slug ? pathOf(doc.relationTo, { slug }) : null
}

/** Blocks sit between paragraphs; one that renders nothing (an expired offer) leaves no gap. */
const spaced = (block: ReactNode) => <div className="my-10 empty:hidden">{block}</div>

const links = LinkJSXConverter({ internalDocToHref: ({ linkNode }) => internalHref(linkNode.fields) ?? '' })

const converters: JSXConvertersFunction<NodeTypes> = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...links,
  link: (args) => {
    const node: SerializedLinkNode = args.node
    if (node.fields.linkType === 'internal' && !internalHref(node.fields)) {
      return <>{args.nodesToJSX({ nodes: node.children })}</>
    }
    return typeof links.link === 'function' ? links.link(args) : null
  },
  upload: ({ node }) =>
    node.relationTo === 'media' && typeof node.value === 'object' ? (
      <MediaImage media={node.value} sizes="(min-width: 1024px) 768px, 100vw" className="my-8 rounded-2xl" />
    ) : null,
  blocks: {
    accordion: ({ node }) => spaced(<AccordionBlock {...node.fields} />),
    feature: ({ node }) => spaced(<FeatureBlock {...node.fields} />),
    imageText: ({ node }) => spaced(<ImageTextBlock {...node.fields} />),
    listicle: ({ node }) => spaced(<ListicleBlock {...node.fields} />),
    testimonial: ({ node }) => spaced(<TestimonialBlock {...node.fields} />),
    timeLimited: ({ node }) => spaced(<TimeLimitedBlock {...node.fields} />),
    timer: ({ node }) => spaced(<TimerBlock {...node.fields} />),
  },
  inlineBlocks: {
    badge: ({ node }) => <BadgeBlock {...node.fields} />,
  },
})

type Props = {
  data: SerializedEditorState | null | undefined
  className?: string
}

export function RichText({ data, className = 'prose-site' }: Props) {
  if (!data) return null
  return <LexicalRichText data={data} converters={converters} className={className} />
}
