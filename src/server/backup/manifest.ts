import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile, readdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { BackupError } from '@/server/backup/backup-error'
import type { Dialect } from '@/server/backup/database'

/**
 * A backup is a folder: the database (a SQLite file or a PostgreSQL dump), a copy of the media
 * folder, and this manifest, written last, listing every file with its size and SHA-256. A folder
 * without a manifest is not a backup; a file that differs from its manifest entry is damage, found
 * before anything is restored.
 */
export const MANIFEST = 'manifest.json'

export type Manifest = {
  format: 1
  dialect: Dialect
  createdAt: string
  /** The migrations the database had run: restoring it needs code that knows every one. */
  migrations: string[]
  files: Record<string, { bytes: number; sha256: string }>
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
}

export async function writeManifest(dir: string, about: Omit<Manifest, 'format' | 'files'>): Promise<Manifest> {
  const files: Manifest['files'] = {}
  for (const name of await filesUnder(dir)) {
    const file = path.join(dir, name)
    files[name] = { bytes: (await stat(file)).size, sha256: await sha256(file) }
  }
  const manifest: Manifest = { format: 1, ...about, files }
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/** The manifest of the backup in `dir`, once every file it lists is there and unchanged. */
export async function readVerifiedManifest(dir: string): Promise<Manifest> {
  const text = await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => {
    throw new BackupError(`${dir} is not a backup: it has no ${MANIFEST}.`)
  })
  let manifest: Manifest
  try {
    manifest = JSON.parse(text) as Manifest
  } catch {
    throw new BackupError(`${dir}/${MANIFEST} is not valid JSON: the backup is damaged.`)
  }
  if (
    manifest.format !== 1 ||
    !['sqlite', 'postgres'].includes(manifest.dialect) ||
    !manifest.files ||
    !Array.isArray(manifest.migrations)
  ) {
    throw new BackupError(`${dir}/${MANIFEST} is not a Staffroom backup manifest this version can read.`)
  }
  for (const [name, expected] of Object.entries(manifest.files)) {
    if (path.isAbsolute(name) || name.split('/').includes('..')) {
      throw new BackupError(
        `${dir}/${MANIFEST} names a file outside the backup (${name}): it is not a backup to trust.`,
      )
    }
    const file = path.join(dir, name)
    const actual = await stat(file).catch(() => null)
    if (!actual) throw new BackupError(`The backup is damaged: ${name} is missing.`)
    if (actual.size !== expected.bytes || (await sha256(file)) !== expected.sha256) {
      throw new BackupError(`The backup is damaged: ${name} is not the file that was backed up.`)
    }
  }
  return manifest
}
