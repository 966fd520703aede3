import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve('src')
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : []
  })
}

/** The file of ours an import names (the `@/` alias, a relative path, the config), or null. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier === '@payload-config'
      ? path.join(SRC, 'payload.config')
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null
  if (!base) return null
  const found = EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file) && !file.endsWith(path.sep))
  return found && /\.tsx?$/.test(found) ? found : null
}

/** Every cycle's files (Tarjan's strongly connected components larger than one file). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      component.push(path.relative(process.cwd(), member))
    } while (member !== file)
    if (component.length > 1) found.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

describe('imports under src/', () => {
  it('have no circle, type-only imports included: each module can be read and loaded on its own', () => {
    const graph = new Map<string, string[]>()
    for (const file of sources(SRC)) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      graph.set(
        file,
        importedFiles.map(({ fileName }) => resolve(file, fileName)).filter((f): f is string => f !== null),
      )
    }
    expect(graph.size).toBeGreaterThan(300)
    expect(cycles(graph)).toEqual([])
  })
})
