import type { DefaultNodeTypes, LinkFields, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConverters,
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import { MediaImage } from '@/components/media-image'
import { listItem } from '@/components/rich-text-list-item'
import { isLinkable, pathOf } from '@/content/registry'
import { isSafeHref } from '@/lib/safe-url'

/** Null when the target was not populated (depth too low, or deleted): better no link than a dead one. */
function internalHref({ doc }: LinkFields): string | null {
  if (!doc || typeof doc.value !== 'object' || !isLinkable(doc.relationTo)) return null
  const { slug } = doc.value
  return typeof slug === 'string' && slug ? pathOf(doc.relationTo, { slug }) : null
}

const links = LinkJSXConverter({ internalDocToHref: ({ linkNode }) => internalHref(linkNode.fields) ?? '' })

/** Paragraphs, lists, quotes, links and uploads: what every rich-text field holds, blocks aside. */
export const plainConverters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...links,
  // An unsafe URL (javascript:, data:…) stored before validation, or imported, renders as text.
  autolink: (args) =>
    isSafeHref(args.node.fields.url) && typeof links.autolink === 'function' ? (
      links.autolink(args)
    ) : (
      <>{args.nodesToJSX({ nodes: args.node.children })}</>
    ),
  listitem: listItem,
  link: (args) => {
    const node: SerializedLinkNode = args.node
    if (node.fields.linkType === 'internal' ? !internalHref(node.fields) : !isSafeHref(node.fields.url)) {
      return <>{args.nodesToJSX({ nodes: node.children })}</>
    }
    return typeof links.link === 'function' ? links.link(args) : null
  },
  upload: ({ node }) =>
    node.relationTo === 'media' && typeof node.value === 'object' ? (
      <MediaImage media={node.value} sizes="(min-width: 1024px) 768px, 100vw" className="my-8 rounded-2xl" />
    ) : null,
})

type Props = {
  data: SerializedEditorState | null | undefined
  className?: string
  /** What draws each node; the article body adds its blocks (`BodyRichText`). */
  converters?: JSXConverters | JSXConvertersFunction
}

/** Rich text without blocks: the fields inside blocks (accordion items, image + text, …) use it. */
export function RichText({ data, className = 'prose-site', converters = plainConverters }: Props) {
  if (!data) return null
  return <LexicalRichText data={data} converters={converters} className={className} />
}
