import type { SerializedListItemNode } from '@payloadcms/richtext-lexical'
import type { JSXConverterArgs } from '@payloadcms/richtext-lexical/react'

/**
 * A list item of rich text. Lexical numbers every item and Payload's converter writes that number
 * as `value` on every <li>, which HTML allows only in an <ol>. Checklist items are read-only ticks
 * (Payload's own make the <li> a role="checkbox" around a real checkbox: a control in a control).
 */
export function listItem({ node, nodesToJSX, parent }: JSXConverterArgs<SerializedListItemNode>) {
  const children = nodesToJSX({ nodes: node.children })
  const listType = 'listType' in parent ? parent.listType : undefined
  const value = listType === 'number' ? node.value : undefined
  if (node.children.some((child) => child.type === 'list')) {
    return (
      <li value={value} className="list-none">
        {children}
      </li>
    )
  }
  if (listType === 'check') {
    return (
      <li className="list-none">
        <label className="inline-flex items-baseline gap-2">
          <input type="checkbox" checked={Boolean(node.checked)} readOnly disabled />
          <span>{children}</span>
        </label>
      </li>
    )
  }
  return <li value={value}>{children}</li>
}
