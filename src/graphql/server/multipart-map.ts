import { RequestError } from '@/graphql/server/errors'

export type FileMap = Record<string, string[]>

const bad = (message: string) => new RequestError(400, message, 'BAD_MULTIPART')

export function parseJsonField(value: string, field: 'operations' | 'map'): unknown {
  try {
    return JSON.parse(value)
  } catch {
    throw bad(`The multipart field "${field}" is not valid JSON.`)
  }
}

/** Walks `path` ("variables.file", "0.variables.files.1") through own properties only. */
function parentOf(operations: unknown, path: string): { parent: Record<string, unknown>; key: string } | undefined {
  const keys = path.split('.')
  const key = keys.pop()!
  let node: unknown = operations
  for (const k of keys) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, k)) return undefined
    node = (node as Record<string, unknown>)[k]
  }
  if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined
  return { parent: node as Record<string, unknown>, key }
}

/**
 * The `map` field: file field name → the one place in `operations` the file goes. Every path must name
 * a value that exists in `operations` (the client leaves null there), so nothing can be written
 * elsewhere — no new keys, no prototype.
 */
export function parseMap(value: string, operations: unknown): FileMap {
  const map = parseJsonField(value, 'map')
  if (typeof map !== 'object' || map === null || Array.isArray(map)) {
    throw bad('The multipart field "map" must be an object: file field name → list of paths.')
  }
  // One file fills one variable: a file named at ten paths would be stored, and paid for, ten times.
  const filled = new Map<string, string>()
  for (const [name, paths] of Object.entries(map)) {
    if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string')) {
      throw bad(`The map entry "${name}" must be a list of one path like ["variables.file"].`)
    }
    if (paths.length > 1) {
      throw bad(
        `The map entry "${name}" lists ${paths.length} paths: each file fills exactly one variable (send the file once per use).`,
      )
    }
    const path = paths[0]
    if (!parentOf(operations, path)) throw bad(`The map path "${path}" (file "${name}") does not exist in operations.`)
    const other = filled.get(path)
    if (other !== undefined) throw bad(`The map puts files "${other}" and "${name}" at the same path "${path}".`)
    filled.set(path, name)
  }
  return map as FileMap
}

/** Puts each file where the map says (checked by parseMap). */
export function placeFiles(operations: unknown, map: FileMap, files: Map<string, unknown>) {
  for (const [name, paths] of Object.entries(map)) {
    for (const path of paths) {
      const target = parentOf(operations, path)!
      target.parent[target.key] = files.get(name)
    }
  }
}
