import type { LdNode } from '@/content/types'

/** Several nodes in one document, each node that has an @id described once. */
export type LdGraph = { '@context': 'https://schema.org'; '@graph': LdNode[] }

/**
 * One document for nodes that share others (the tour's shows share their organiser and performers):
 * every node that has an @id is described once in the @graph, where it first appears, and
 * everywhere else referred to as { "@id": … }. Nodes without an @id stay where they are.
 */
export function ldGraph(nodes: LdNode[]): LdGraph {
  const described = new Map<string, LdNode>()
  const graph: LdNode[] = []
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (!value || typeof value !== 'object') return value
    const { '@context': _context, ...rest } = value as LdNode
    const node = Object.fromEntries(Object.entries(rest).map(([key, v]) => [key, visit(v)])) as LdNode
    const id = node['@id']
    if (typeof id !== 'string') return node
    if (!described.has(id) && Object.keys(node).length > 1) described.set(id, node)
    return { '@id': id }
  }
  for (const node of nodes) {
    const top = visit(node) as LdNode
    if (typeof node['@id'] !== 'string') graph.push(top) // one with an @id is in `described`
  }
  return { '@context': 'https://schema.org', '@graph': [...described.values(), ...graph] }
}
