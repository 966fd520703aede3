/** Which probe tries which operation of the matrix on a collection. */
import type { Operation } from '../../../access/matrix'
import type { Attempt } from './attempt'
import type { Observed } from './client'
import { create, read, readVersions, remove, update } from './documents'
import { admin, byKey, count, discardBlank, drawWinner, exportList, file, importVideos, me, run, unlock } from './endpoints'

export type { Attempt, Protocol } from './attempt'
export { probeGlobal } from './globals'

export const COLLECTION_PROBES: Partial<Record<Operation, (a: Attempt) => Promise<Observed>>> = {
  read,
  create,
  publish: create,
  update,
  delete: remove,
  readVersions,
  unlock,
  me,
  admin,
  file,
  count,
  byKey,
  run,
  importVideos,
  drawWinner,
  discardBlank,
  export: exportList,
}
