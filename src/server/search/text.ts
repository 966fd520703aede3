import type { Field, PayloadRequest } from 'payload'

import { blockOf, isData, rows, type Data, type LexicalAdapter } from '@/lib/collect-references'

/**
 * The words of a document's fields, walked by their (sanitized) config: text and textarea as they
 * are, rich text's words, and inside groups, tabs, arrays and blocks the same again. A
 * relationship gives the related documents' titles (populated by the read). Fields that only some
 * callers may read (`access.read`), hidden ones and a block's id and name never reach the public
 * index.
 */
export function textOfFields(fields: Field[], data: unknown, req: PayloadRequest, into: string[] = []): string[] {
  if (!isData(data)) return into
  for (const field of fields) {
    if ('access' in field && field.access?.read) continue
    if ('hidden' in field && field.hidden) continue
    // A block's id and name are the CMS's own, not words of the page ("Series 630d68c1…").
    if ('name' in field && (field.name === 'id' || field.name === 'blockName')) continue
    const value = 'name' in field && field.name ? data[field.name] : data
    textOfField(field, value, req, into)
  }
  return into
}

function textOfField(field: Field, value: unknown, req: PayloadRequest, into: string[]) {
  switch (field.type) {
    case 'text':
    case 'textarea':
      for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string' && item) into.push(item)
      break
    case 'richText':
      textOfLexical(field.editor as LexicalAdapter | undefined, value, req, into)
      break
    case 'relationship':
      for (const item of Array.isArray(value) ? value : [value]) {
        const doc: unknown = isData(item) && isData(item.value) ? item.value : item
        if (!isData(doc)) continue
        const name = doc.title ?? doc.name
        if (typeof name === 'string' && name) into.push(name)
      }
      break
    case 'group':
    case 'row':
    case 'collapsible':
      textOfFields(field.fields, value, req, into)
      break
    case 'tabs':
      for (const tab of field.tabs)
        textOfFields(tab.fields, 'name' in tab && isData(value) ? value[tab.name] : value, req, into)
      break
    case 'array':
      for (const row of rows(value)) textOfFields(field.fields, row, req, into)
      break
    case 'blocks':
      for (const row of rows(value))
        textOfFields(blockOf(field.blockReferences ?? field.blocks, row, req), row, req, into)
      break
  }
}

/** Block-level Lexical nodes: their text ends a sentence, so words never run together. */
const BLOCK_NODES = new Set(['paragraph', 'heading', 'quote', 'listitem', 'tablecell'])

function textOfLexical(editor: LexicalAdapter | undefined, state: unknown, req: PayloadRequest, into: string[]) {
  const features = editor?.editorConfig?.features
  let line = ''
  const flush = () => {
    if (line.trim()) into.push(line.trim())
    line = ''
  }
  const visit = (node: unknown) => {
    if (!isData(node)) return
    const type = String(node.type)
    if (type === 'text' && typeof node.text === 'string') line += node.text
    else if (type === 'linebreak' || type === 'tab') line += ' '
    const subFields = features?.getSubFields?.get(type)?.({ node, req })
    if (Array.isArray(subFields) && subFields.length) {
      flush()
      textOfFields(subFields, features?.getSubFieldsData?.get(type)?.({ node, req }), req, into)
    }
    if (Array.isArray(node.children)) node.children.forEach(visit)
    if (BLOCK_NODES.has(type)) flush()
  }
  if (isData(state)) visit(state.root)
  flush()
}

/**
 * The text at `path` of a document: a top-level field (`content`) or a path into groups, arrays
 * and blocks (`items.caption`), walked through the field config so that access and types apply.
 */
export function textAtPath(fields: Field[], doc: Data, path: string, req: PayloadRequest): string[] {
  const [name, ...rest] = path.split('.')
  const field = named(fields, name)
  if (!field) throw new Error(`Search: no field "${name}" (in "${path}"). Fix the content type's search fields.`)
  if (rest.length === 0) return textOfFields([field], doc, req)
  const inner = 'fields' in field ? field.fields : []
  const values = Array.isArray(doc[name]) ? rows(doc[name]) : isData(doc[name]) ? [doc[name]] : []
  return values.flatMap((value) => textAtPath(inner, value, rest.join('.'), req))
}

/** A named field, also inside rows, collapsibles and unnamed tabs (which add no level to data). */
function named(fields: Field[], name: string): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    const inner =
      field.type === 'row' || field.type === 'collapsible'
        ? field.fields
        : field.type === 'tabs'
          ? field.tabs.flatMap((tab) => ('name' in tab ? [] : tab.fields))
          : []
    const found = inner.length ? named(inner, name) : undefined
    if (found) return found
  }
  return undefined
}
