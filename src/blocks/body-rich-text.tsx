import type { DefaultNodeTypes, SerializedBlockNode, SerializedInlineBlockNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { JSXConverter, JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { type BodyBlock, bodyBlockComponents, type InlineBlock, inlineBlockComponents } from '@/blocks/components'
import { renderBlock } from '@/components/block-map'
import { plainConverters, RichText } from '@/components/rich-text'

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

/** An article body: rich text with the blocks of `registry.ts` between its paragraphs. */
export function BodyRichText({ data }: { data: SerializedEditorState | null | undefined }) {
  return <RichText data={data} converters={converters} />
}
