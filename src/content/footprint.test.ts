/**
 * How far a content type reaches outside its own folders: the source files that name it (its slug
 * or singular as a string or path segment, or an identifier built on it) beyond
 * src/collections/<type>/, its routes under src/app/(site)/ and src/components/<type>/. Shared
 * modules read the registry instead; what is left is a real cross-reference.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { CONTENT_TYPES } from '@/content/registry'

const SRC = path.resolve('src')

/** Generated or recorded files (they name every type by construction) and the demo site's words
 *  and links (content, not code). */
const NOT_CODE = [
  /^seed\/content\//,
  /^payload-types\.ts$/,
  /^migrations\//,
  /^app\/\(payload\)\//,
  /importMap/,
  /\/generated\//,
]

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })

/**
 * Whether the code of a file names the type: an identifier spelled on it (any case), or a string
 * whose path segment or whole value is its slug or singular. Comments and JSX text are prose.
 */
function names(file: string, code: string, word: string): boolean {
  if (!new RegExp(word, 'i').test(code)) return false
  // An identifier's words, split at camel humps, underscores and dashes: printableSeo and
  // PRINTABLES name the type, meMember does not.
  const whole = new RegExp(`^${word}$`, 'i')
  const identifier = { test: (text: string) => text.split(/(?<=[a-z0-9])(?=[A-Z])|[_-]/).some((w) => whole.test(w)) }
  const segment = new RegExp(`(^|[/@])${word}([-/?#:.]|$)`)
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const visit = (node: ts.Node): boolean => {
    if (ts.isIdentifier(node) && identifier.test(node.text)) return true
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (segment.test(node.text)) return true
    }
    return ts.forEachChild(node, visit) ?? false
  }
  return visit(source)
}

type Footprint = {
  type: string
  singular: string
  routes: string[]
  components: string
}

/** At most this many shared files may name one type: the type union, the registry, the seed list,
 *  payload.config.ts, and a few real cross-references (a block of the type, a layout the spec names). */
const LIMIT = 8

const TYPES: Footprint[] = [
  { type: 'printables', singular: 'printable', routes: ['printable', 'printables'], components: 'printables' },
  { type: 'memes', singular: 'meme', routes: ['meme', 'memes'], components: 'memes' },
  {
    type: 'podcasts',
    singular: 'podcast',
    routes: ['podcast', 'podcasts', 'feeds/podcast'],
    components: 'podcasts',
  },
]

/**
 * The files outside the type's own folders that name it: `shared` ones (no type's folder), and
 * `related`, in another type's folder (an episode belongs to its show: a real reference).
 */
function footprint({ type, singular, routes, components }: Footprint) {
  const own = [`collections/${type}/`, `components/${components}/`, ...routes.map((r) => `app/(site)/${r}/`)]
  const typeFolders = CONTENT_TYPES.map((t) => `collections/${t}/`)
  const naming = sources(SRC)
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .filter((file) => !NOT_CODE.some((g) => g.test(file)) && !own.some((dir) => file.startsWith(dir)))
    .filter((file) => names(file, readFileSync(path.join(SRC, file), 'utf8'), `${singular}s?`))
    .sort()
  const inTypeFolder = (file: string) => typeFolders.some((dir) => file.startsWith(dir))
  return { shared: naming.filter((f) => !inTypeFolder(f)), related: naming.filter(inTypeFolder) }
}

describe('a content type stays in its folders', () => {
  for (const spec of TYPES) {
    it(`${spec.type}: at most ${LIMIT} shared files name it`, () => {
      const { shared, related } = footprint(spec)
      console.log(
        `${spec.type}: ${shared.length} shared files name it\n  ${shared.join('\n  ')}` +
          (related.length ? `\n  and ${related.length} in related types' folders: ${related.join(', ')}` : ''),
      )
      expect(shared.length, shared.join('\n')).toBeLessThanOrEqual(LIMIT)
    })
  }
})
