/**
 * A small typed builder for the Lexical JSON that Payload's rich-text fields store. Node shapes
 * follow what the admin editor saves (versions from @payloadcms/richtext-lexical 3.90 and lexical),
 * so seeded bodies open in the editor without being migrated or rewritten.
 *
 * Strings passed to p(), li() etc. understand a tiny markup so the copy stays readable:
 * **bold**, *italic* and [label](url).
 */
import { randomBytes } from 'node:crypto'

/** Lexical's text format bit flags. */
const BOLD = 1
const ITALIC = 2

type ElementBase = { direction: 'ltr'; format: ''; indent: 0; version: 1 }

export type TextNode = {
  type: 'text'
  version: 1
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
}

export type LinkNode = Omit<ElementBase, 'version'> & {
  type: 'link'
  version: 3
  id: string
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  children: TextNode[]
}

export type BadgeTone = 'sun' | 'chalk' | 'apple'

export type InlineBlockNode = {
  type: 'inlineBlock'
  version: 1
  fields: { id: string; blockType: 'badge'; text: string; tone: BadgeTone }
}

export type InlineNode = TextNode | LinkNode | InlineBlockNode

export type ParagraphNode = ElementBase & { type: 'paragraph'; textFormat: 0; textStyle: ''; children: InlineNode[] }
export type HeadingNode = ElementBase & { type: 'heading'; tag: 'h2' | 'h3' | 'h4'; children: InlineNode[] }
export type QuoteNode = ElementBase & { type: 'quote'; children: InlineNode[] }
export type ListItemNode = ElementBase & { type: 'listitem'; value: number; children: InlineNode[] }
export type ListNode = ElementBase & {
  type: 'list'
  listType: 'bullet' | 'number'
  start: 1
  tag: 'ul' | 'ol'
  children: ListItemNode[]
}

/** Fields of a body block; values may hold seed references that are resolved before saving. */
export type BlockFields = { blockType: string } & Record<string, unknown>

export type BlockNode = {
  type: 'block'
  version: 2
  format: ''
  fields: { id: string; blockName: '' } & BlockFields
}

export type TopNode = ParagraphNode | HeadingNode | QuoteNode | ListNode | BlockNode

export type RichText = {
  root: { type: 'root'; version: 1; direction: 'ltr'; format: ''; indent: 0; children: TopNode[] }
}

/** One piece of inline content: markup text, or a node built with badge()/link(). */
export type Part = string | InlineNode

/** A fresh ObjectID-like id, the form Payload gives block and link ids. */
export const objectId = () => randomBytes(12).toString('hex')

const element = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

export function text(value: string, format = 0): TextNode {
  return { type: 'text', version: 1, text: value, format, detail: 0, mode: 'normal', style: '' }
}

/** A link; external addresses open in a new tab, site paths do not. */
export function link(label: string, url: string): LinkNode {
  return {
    type: 'link',
    version: 3,
    id: objectId(),
    direction: 'ltr',
    format: '',
    indent: 0,
    fields: { linkType: 'custom', url, newTab: /^https?:\/\//.test(url) },
    children: [text(label)],
  }
}

export function badge(value: string, tone: BadgeTone = 'sun'): InlineBlockNode {
  return { type: 'inlineBlock', version: 1, fields: { id: objectId(), blockType: 'badge', text: value, tone } }
}

const MARKUP = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** Turns markup text into text and link nodes. */
export function inline(markup: string): InlineNode[] {
  const nodes: InlineNode[] = []
  let last = 0
  for (const match of markup.matchAll(MARKUP)) {
    const at = match.index ?? 0
    if (at > last) nodes.push(text(markup.slice(last, at)))
    if (match[1] !== undefined) nodes.push(text(match[1], BOLD))
    else if (match[2] !== undefined) nodes.push(text(match[2], ITALIC))
    else nodes.push(link(match[3] ?? '', match[4] ?? ''))
    last = at + match[0].length
  }
  if (last < markup.length) nodes.push(text(markup.slice(last)))
  return nodes
}

const parts = (list: Part[]): InlineNode[] => list.flatMap((part) => (typeof part === 'string' ? inline(part) : [part]))

export function p(...content: Part[]): ParagraphNode {
  return { ...element, type: 'paragraph', textFormat: 0, textStyle: '', children: parts(content) }
}

export const h2 = (...content: Part[]): HeadingNode => ({
  ...element,
  type: 'heading',
  tag: 'h2',
  children: parts(content),
})
export const h3 = (...content: Part[]): HeadingNode => ({
  ...element,
  type: 'heading',
  tag: 'h3',
  children: parts(content),
})

export function quote(...content: Part[]): QuoteNode {
  return { ...element, type: 'quote', children: parts(content) }
}

function list(listType: 'bullet' | 'number', items: (Part | Part[])[]): ListNode {
  return {
    ...element,
    type: 'list',
    listType,
    start: 1,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    children: items.map((item, i) => ({
      ...element,
      type: 'listitem',
      value: i + 1,
      children: parts(Array.isArray(item) ? item : [item]),
    })),
  }
}

/** A bulleted list; an item is markup text, or an array of parts when it holds a badge. */
export const ul = (...items: (Part | Part[])[]) => list('bullet', items)
export const ol = (...items: (Part | Part[])[]) => list('number', items)

/** Wraps body-block fields (see src/seed/blocks.ts) as a block node of an article body. */
export function block(fields: BlockFields): BlockNode {
  return { type: 'block', version: 2, format: '', fields: { id: objectId(), blockName: '', ...fields } }
}

/** The editor state of a rich-text field. */
export function richText(...children: TopNode[]): RichText {
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } }
}

/** Shorthand for rich text made only of paragraphs. */
export const paragraphs = (...texts: string[]): RichText => richText(...texts.map((t) => p(t)))

/** Counts the words of the text in a tree (used to check the length of seeded articles). */
export function wordCount(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n: number, child) => n + wordCount(child), 0)
  if (!node || typeof node !== 'object') return 0
  const record = node as Record<string, unknown>
  if (record.type === 'text' && typeof record.text === 'string') return record.text.split(/\s+/).filter(Boolean).length
  return Object.values(record).reduce((n: number, value) => n + wordCount(value), 0)
}
