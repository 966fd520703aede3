import type { FlattenedField } from 'payload'

import { idsOf } from '@/lib/relation-ids'

type Id = number | string
type Node = Record<string, unknown>
type Block = { slug: string; flattenedFields?: FlattenedField[] }

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null
const idOf = (value: unknown): Id | undefined => {
  const id = isNode(value) ? value.id : value
  return typeof id === 'number' || typeof id === 'string' ? id : undefined
}

/** Blocks that a Lexical rich-text field allows (its BlocksFeature), by slug. */
function lexicalBlocks(field: FlattenedField): Map<string, Block> {
  const editor = (field as { editor?: { editorConfig?: { resolvedFeatureMap?: Map<string, Node> } } }).editor
  const props = editor?.editorConfig?.resolvedFeatureMap?.get('blocks')?.sanitizedServerFeatureProps as
    { blocks?: unknown[]; inlineBlocks?: unknown[] } | undefined
  const blocks = [...(props?.blocks ?? []), ...(props?.inlineBlocks ?? [])].filter(isNode) as Block[]
  return new Map(blocks.map((b) => [b.slug, b]))
}

/** Uploads in Lexical JSON: upload nodes, and upload fields of the blocks placed in the text. */
function fromRichText(field: FlattenedField, value: unknown, out: Set<Id>) {
  const blocks = lexicalBlocks(field)
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!isNode(node)) return
    if (node.type === 'upload' && node.relationTo === 'media') {
      const id = idOf(node.value)
      if (id !== undefined) out.add(id)
    }
    const fields = node.fields
    if (isNode(fields) && typeof fields.blockType === 'string') {
      const block = blocks.get(fields.blockType)
      if (block?.flattenedFields) collect(block.flattenedFields, fields, out)
    }
    Object.values(node).forEach(walk)
  }
  walk(value)
}

/** Every media id that `data` (shaped by `fields`) uses, at any depth. */
export function collect(fields: FlattenedField[], data: unknown, out = new Set<Id>()): Set<Id> {
  if (!isNode(data)) return out
  for (const field of fields) {
    const value = data[field.name]
    if (value == null) continue
    switch (field.type) {
      case 'upload':
        if (field.relationTo === 'media') for (const id of idsOf(value)) out.add(id)
        break
      case 'group':
      case 'tab':
        collect(field.flattenedFields, value, out)
        break
      case 'array':
        for (const row of [value].flat()) collect(field.flattenedFields, row, out)
        break
      case 'blocks':
        for (const row of [value].flat()) {
          const block = field.blocks.find((b) => isNode(row) && b.slug === row.blockType)
          if (block) collect(block.flattenedFields, row, out)
        }
        break
      case 'richText':
        fromRichText(field, value, out)
        break
    }
  }
  return out
}
