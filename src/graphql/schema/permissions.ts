type Field = { type: unknown; resolve?: (...args: never[]) => unknown }
type ObjectLike = { getFields: () => Record<string, { type: unknown }> }
type Obj = Record<string, unknown>

const isRecord = (value: unknown): value is Obj => typeof value === 'object' && value !== null
const unwrap = (type: unknown): unknown => (isRecord(type) && 'ofType' in type ? unwrap(type.ofType) : type)
const objectType = (type: unknown): ObjectLike | undefined => {
  const named = unwrap(type)
  return isRecord(named) && typeof named.getFields === 'function' ? (named as unknown as ObjectLike) : undefined
}

/**
 * Payload's compact permissions (`true`: allowed without conditions; a key left out: refused)
 * spelled out in the shape its GraphQL types declare (`{ permission: Boolean!, where }`), lazily:
 * only what a query asks for is built.
 */
export function expandPermissions(type: unknown, value: unknown): unknown {
  const object = objectType(type)
  if (!object) return value
  const fields = object.getFields()
  if ('permission' in fields) {
    if (value === true) return { permission: true }
    return isRecord(value) && typeof value.permission === 'boolean' ? value : { permission: false }
  }
  const source: Obj = isRecord(value) ? value : {}
  const out: Obj = {}
  for (const [name, field] of Object.entries(fields)) {
    const inner = value === true ? true : source[name]
    const get = objectType(field.type) ? () => expandPermissions(field.type, inner) : () => inner === true
    Object.defineProperty(out, name, { enumerable: true, get })
  }
  return out
}

/**
 * Payload's `Access` and `docAccess…` queries answer with its compact permissions, which do not
 * fit the types they declare: `{ Access { canAccessAdmin } }` failed ("Cannot return null for
 * non-nullable field") for anyone who may not use the admin, and `{ permission }` for anyone
 * allowed without conditions. The same queries, answering in the declared shape.
 */
export function permissionQueries(queryFields: Record<string, Field>): Record<string, Field> {
  const names = Object.keys(queryFields).filter((name) => name === 'Access' || name.startsWith('docAccess'))
  return Object.fromEntries(
    names.map((name) => {
      const { resolve, type } = queryFields[name]
      if (!resolve) return [name, queryFields[name]]
      const expanded = async (...args: Parameters<NonNullable<Field['resolve']>>) =>
        expandPermissions(type, await resolve(...args))
      return [name, { ...queryFields[name], resolve: expanded }]
    }),
  )
}
