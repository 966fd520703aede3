import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig, CollectionSlug, Endpoint, PayloadHandler, PayloadRequest, Where } from 'payload'

type Upload = Exclude<NonNullable<CollectionConfig['upload']>, boolean>
type FileHandler = NonNullable<Upload['handlers']>[number]

const FILE_ROUTE = '/file/:filename'
const HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' }

const answer = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: HEADERS })
const noSuchFile = (name: string) => answer(404, `There is no file named "${name}".`)

/**
 * A name holds a folder when it has a separator, however many times it was %-encoded (Payload's
 * router decodes once: `%2F` arrives as `/`, `%252F` as `%2F`), or is `.`/`..` itself.
 */
export function namesAFolder(name: string): boolean {
  let current = name
  for (let round = 0; round < 4; round += 1) {
    if (/[\\/\0]/.test(current) || current === '.' || current === '..') return true
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return true // a broken escape is no file name of ours either
    }
    if (decoded === current) return false
    current = decoded
  }
  return true
}

/** Payload's own handler of GET /file/:filename for this collection (it follows ours in the list). */
function payloadsFileHandler(req: PayloadRequest, slug: string, ours: PayloadHandler): PayloadHandler {
  const endpoints = req.payload.collections[slug as CollectionSlug].config.endpoints || []
  const found = endpoints.find((e) => e.path === FILE_ROUTE && e.method === 'get' && e.handler !== ours)
  if (!found) throw new Error(`Payload's file route of ${slug} is missing.`)
  return found.handler
}

/**
 * GET and HEAD of every upload collection's file route, in front of Payload's: a name that holds a
 * folder answers 400 before anything looks it up; HEAD answers what GET would, without the body
 * (Payload has no HEAD route, so podcast apps and link checkers got a 404).
 */
export function guardedFileRoute(slug: string): Endpoint[] {
  const get: PayloadHandler = async (req) => {
    const name = typeof req.routeParams?.filename === 'string' ? req.routeParams.filename : ''
    if (namesAFolder(name)) {
      return answer(400, `"${name}" is not a file name: ask for a file by its own name, without folders.`)
    }
    return payloadsFileHandler(req, slug, get)(req)
  }
  const head: PayloadHandler = async (req) => {
    const response = await get(req)
    await response.body?.cancel()
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
  return [
    { path: FILE_ROUTE, method: 'get', handler: get },
    { path: FILE_ROUTE, method: 'head', handler: head },
  ]
}

/** Whether a document of the collection (or one of its image sizes) names this file. */
async function named(req: PayloadRequest, slug: string, filename: string): Promise<boolean> {
  const { config } = req.payload.collections[slug as CollectionSlug]
  const sizes = (config.upload?.imageSizes ?? []).map(({ name }) => ({
    [`sizes.${name}.filename`]: { equals: filename },
  }))
  const where: Where = { or: [{ filename: { equals: filename } }, ...sizes] }
  if (await req.payload.db.findOne({ collection: slug as CollectionSlug, req, where })) return true
  if (!config.versions?.drafts) return false
  const { docs } = await req.payload.find({
    collection: slug as CollectionSlug,
    where,
    draft: true,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.length > 0
}

/**
 * Serves only a file that a document of this collection names, and that is on the disk; anything
 * else answers 404 in words. Payload checks ownership only when the read rule returns a query: a
 * rule that returns `true` (public files) let any file in the folder out (Payload's answer to one
 * missing on disk is a 500).
 */
export const onlyNamedFiles = (slug: string, staticDir: string): FileHandler =>
  // Returning nothing hands the request on (Payload's type wants Promise<void> or Promise<Response>).
  (async (req, { doc, params }) => {
    const dir = path.resolve(staticDir)
    const file = path.resolve(dir, params.filename)
    if (!file.startsWith(dir + path.sep)) return noSuchFile(params.filename)
    // `doc` is the document Payload found when the read rule asked for a query.
    if (!doc && !(await named(req, slug, params.filename))) return noSuchFile(params.filename)
    const exists = await stat(file).then(
      () => true,
      (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
    )
    if (!exists) return noSuchFile(params.filename)
  }) as FileHandler
