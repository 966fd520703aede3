/**
 * The one value of `key` in this process, made by `create` the first time any copy of any module
 * asks for it.
 *
 * Our modules are loaded more than once per process: server.ts runs as an esbuild bundle
 * (.build/server.mjs) holding its own copy of everything it imports, and Next's server bundles hold
 * theirs (pages, route handlers, and Payload's config with its hooks). A module-level `const` exists
 * once per copy: two buses whose events never meet, two rate-limit tables that each allow the
 * limit. State that must be one per process lives on globalThis under a registered symbol, the same
 * in every copy (docs/architecture.md, "Modules loaded twice").
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const holder = globalThis as typeof globalThis & Record<symbol, unknown>
  const symbol = Symbol.for(`staffroom.${key}`)
  if (!(symbol in holder)) holder[symbol] = create()
  return holder[symbol] as T
}
