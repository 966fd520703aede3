import type { DefaultNodeTypes, SerializedBlockNode, SerializedInlineBlockNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { JSXConverter, JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { AdSlot } from '@/components/ads/ad-slot'
import { type BodyBlock, bodyBlockComponents, type InlineBlock, inlineBlockComponents } from '@/blocks/components'
import { renderBlock } from '@/components/block-map'
import { plainConverters, RichText } from '@/components/rich-text'
import { inContentBreaks } from '@/lib/ads/placements'
import type { AdSetup } from '@/server/ads/setup'

type NodeTypes = DefaultNodeTypes | SerializedBlockNode<BodyBlock> | SerializedInlineBlockNode<InlineBlock>

/** Blocks sit between paragraphs; one that renders nothing (an expired offer) leaves no gap. */
const spaced = (block: ReactNode) => <div className="my-10 empty:hidden">{block}</div>

const block: JSXConverter<SerializedBlockNode<BodyBlock>> = ({ node }) =>
  spaced(renderBlock(bodyBlockComponents, node.fields.blockType, node.fields))

const inlineBlock: JSXConverter<SerializedInlineBlockNode<InlineBlock>> = ({ node }) =>
  renderBlock(inlineBlockComponents, node.fields.blockType, node.fields)

/** One converter per registered block type, all drawing through the registry. */
const each = <T,>(components: object, converter: T) =>
  Object.fromEntries(Object.keys(components).map((type) => [type, converter]))

const converters: JSXConvertersFunction<NodeTypes> = (args) => ({
  ...plainConverters(args),
  blocks: each(bodyBlockComponents, block),
  inlineBlocks: each(inlineBlockComponents, inlineBlock),
})

/**
 * An article body: rich text with the blocks of `registry.ts` between its paragraphs, and with an
 * ad setup an in-content ad slot after every N paragraphs (the body is drawn in runs between them).
 */
export function BodyRichText({ data, ads }: { data: SerializedEditorState | null | undefined; ads?: AdSetup | null }) {
  const nodes = data?.root?.children ?? []
  const breaks = ads?.slots['in-content']
    ? inContentBreaks(
        nodes.map((n) => n.type),
        ads.paragraphInterval,
      )
    : []
  if (!data || breaks.length === 0) return <RichText data={data} converters={converters} />
  const runs = [...breaks.map((b) => b + 1), nodes.length].map((end, i, ends) =>
    nodes.slice(i === 0 ? 0 : ends[i - 1], end),
  )
  return (
    <>
      {runs.map((children, i) => (
        <div key={i}>
          <RichText data={{ ...data, root: { ...data.root, children } }} converters={converters} />
          {i < breaks.length && <AdSlot setup={ads ?? null} placement="in-content" index={i + 1} />}
        </div>
      ))}
    </>
  )
}
