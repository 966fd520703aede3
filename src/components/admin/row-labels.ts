import type { Block, Config, Field, Plugin } from 'payload'

const ARRAY_LABEL = '/components/admin/row-label.client#ArrayRowLabel'
const BLOCK_LABEL = '/components/admin/row-label.client#BlockRowLabel'

/** A block's row says what it holds; editors no longer name blocks by hand ("Untitled"). */
function labelBlock(block: Block): Block {
  return {
    ...block,
    admin: {
      ...block.admin,
      disableBlockName: true,
      components: { ...block.admin?.components, Label: block.admin?.components?.Label ?? BLOCK_LABEL },
    },
    fields: labelFields(block.fields),
  }
}

function labelFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'array':
        return {
          ...field,
          admin: {
            ...field.admin,
            components: { ...field.admin?.components, RowLabel: field.admin?.components?.RowLabel ?? ARRAY_LABEL },
          },
          fields: labelFields(field.fields),
        }
      case 'blocks':
        return { ...field, blocks: field.blocks.map(labelBlock) }
      case 'group':
      case 'row':
      case 'collapsible':
        return { ...field, fields: labelFields(field.fields) }
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: labelFields(tab.fields) })) }
      default:
        return field
    }
  })
}

/**
 * Every array row and block in the admin shows what it is — its number and its title, heading or
 * label — rather than "Untitled" or "Item 03": for every collection and global, the plugins' too.
 */
export const rowLabelsPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((c) => ({ ...c, fields: labelFields(c.fields) })),
  globals: config.globals?.map((g) => ({ ...g, fields: labelFields(g.fields) })),
  blocks: config.blocks?.map(labelBlock),
})
