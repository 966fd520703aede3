/** The ids in a relationship value, whether populated or not, single or many. */
export function idsOf(value: unknown): (number | string)[] {
  const list: unknown[] = Array.isArray(value) ? value : value == null ? [] : [value]
  return list.flatMap((v) => {
    const id = typeof v === 'object' && v !== null ? (v as { id?: unknown }).id : v
    return typeof id === 'number' || typeof id === 'string' ? [id] : []
  })
}
