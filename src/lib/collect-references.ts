import type { Block, Field, PayloadRequest } from 'payload'

/** How a document is named in `references` fields: `{collection}:{id}`. */
export const referenceKey = (collection: string, id: number | string) => `${collection}:${id}`

export type Data = Record<string, unknown>
type SubFields = Map<string, (args: { node: Data; req: PayloadRequest }) => Field[] | Data | null | undefined>
/** The part of a sanitized Lexical adapter that knows which fields each node type carries. */
export type LexicalAdapter = { editorConfig?: { features?: { getSubFields?: SubFields; getSubFieldsData?: SubFields } } }

export const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)
export const rows = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isData) : [])

/**
 * Every document `data` shows, by walking its (sanitized) field config: uploads and relationships,
 * inside groups, tabs, arrays and blocks, and inside rich text — uploads, links and the fields of
 * blocks. Values may be ids or populated documents.
 */
export function collectReferences(fields: Field[], data: unknown, req: PayloadRequest, into = new Set<string>()) {
  if (!isData(data)) return into
  const add = (relationTo: string, value: unknown) => {
    const id = isData(value) ? value.id : value
    if (typeof id === 'number' || typeof id === 'string') into.add(referenceKey(relationTo, id))
  }
  for (const field of fields) {
    const value = 'name' in field && field.name ? data[field.name] : data
    switch (field.type) {
      case 'upload':
      case 'relationship':
        for (const item of Array.isArray(value) ? value : [value]) {
          if (typeof field.relationTo === 'string') add(field.relationTo, item)
          else if (isData(item) && typeof item.relationTo === 'string') add(item.relationTo, item.value)
        }
        break
      case 'group':
      case 'row':
      case 'collapsible':
        collectReferences(field.fields, value, req, into)
        break
      case 'tabs':
        for (const tab of field.tabs) collectReferences(tab.fields, 'name' in tab ? data[tab.name] : data, req, into)
        break
      case 'array':
        for (const row of rows(value)) collectReferences(field.fields, row, req, into)
        break
      case 'blocks':
        for (const row of rows(value))
          collectReferences(blockOf(field.blockReferences ?? field.blocks, row, req), row, req, into)
        break
      case 'richText':
        collectFromLexical(field.editor as LexicalAdapter | undefined, value, req, into)
        break
    }
  }
  return into
}

/** The fields of a blocks field's row, by its blockType (inline or a config-level block). */
export function blockOf(blocks: (Block | string)[], row: Data, req: PayloadRequest): Field[] {
  const slug = row.blockType
  const found = blocks.find((b) => (typeof b === 'string' ? b : b.slug) === slug)
  const block = typeof found === 'string' ? req.payload.config.blocks?.find((b) => b.slug === found) : found
  return block?.fields ?? []
}

function collectFromLexical(
  editor: LexicalAdapter | undefined,
  state: unknown,
  req: PayloadRequest,
  into: Set<string>,
) {
  const features = editor?.editorConfig?.features
  const visit = (node: unknown) => {
    if (!isData(node)) return
    if ((node.type === 'upload' || node.type === 'relationship') && typeof node.relationTo === 'string') {
      const id = isData(node.value) ? node.value.id : node.value
      if (typeof id === 'number' || typeof id === 'string') into.add(referenceKey(node.relationTo, id))
    }
    const type = String(node.type)
    const subFields = features?.getSubFields?.get(type)?.({ node, req })
    if (Array.isArray(subFields) && subFields.length) {
      collectReferences(subFields, features?.getSubFieldsData?.get(type)?.({ node, req }), req, into)
    }
    if (Array.isArray(node.children)) node.children.forEach(visit)
  }
  if (isData(state)) visit(state.root)
}
