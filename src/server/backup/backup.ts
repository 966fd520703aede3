import { cp, mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import { moveLegacyUploads } from '@/server/upload-layout'

import {
  claimDatabase,
  databaseFile,
  dialectOf,
  dumpDatabase,
  loadDatabase,
  migrationsRun,
} from '@/server/backup/database'
import { BackupError } from '@/server/backup/backup-error'
import { readVerifiedManifest, writeManifest, type Manifest } from '@/server/backup/manifest'

/**
 * `npm run backup` and `npm run restore`: the whole state of a Staffroom installation is its
 * database and its media folder (the search index and the reference index live in the database;
 * pages are rebuilt from it). The secret in `.env` is configuration, kept apart from backups.
 */
export type Installation = { databaseUrl: string; mediaDir: string }

/** Backups go here unless told otherwise (git-ignored). */
export const BACKUPS_DIR = 'backups'

const MEDIA = 'media'

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  )

/**
 * Writes a new backup folder under `into` and returns it. The folder is named `….partial` until its
 * manifest is written: an interrupted backup never looks like a finished one.
 */
export async function createBackup(
  place: Installation,
  into = BACKUPS_DIR,
): Promise<{ dir: string; manifest: Manifest }> {
  const migrations = await migrationsRun(place.databaseUrl)
  if (migrations.length === 0) {
    throw new BackupError(
      'There is no Staffroom database to back up yet: DATABASE_URL names an empty or missing database.',
    )
  }
  const dialect = dialectOf(place.databaseUrl)
  const createdAt = new Date().toISOString()
  const dir = await freeName(path.resolve(into, `staffroom-${createdAt.replace(/[:.]/g, '-')}`))
  const partial = `${dir}.partial`
  await mkdir(partial, { recursive: true })
  try {
    // The database first: media written meanwhile is at worst a file no row names yet.
    await dumpDatabase(place.databaseUrl, path.join(partial, databaseFile(dialect)))
    if (await exists(place.mediaDir)) await cp(place.mediaDir, path.join(partial, MEDIA), { recursive: true })
    const manifest = await writeManifest(partial, { dialect, createdAt, migrations })
    await rename(partial, dir)
    return { dir, manifest }
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}

/** `base`, or `base-2`, `base-3`… when a backup of the same millisecond is there. */
async function freeName(base: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base}-${n}`
    if (!(await exists(name)) && !(await exists(`${name}.partial`))) return name
  }
}

export type RestoreOptions = {
  /** Every migration this code has: a backup that ran another one is from a newer version. */
  knownMigrations: string[]
  /** Where the state being replaced is backed up first; `false` skips that. */
  safetyBackupInto?: string | false
}

/**
 * Puts the backup in `from` in place of the installation's database and media, after checking
 * every file against the manifest. Returns the backup made of what was replaced, if any.
 */
export async function restoreBackup(place: Installation, from: string, options: RestoreOptions) {
  const source = path.resolve(from)
  const manifest = await readVerifiedManifest(source)
  const dialect = dialectOf(place.databaseUrl)
  if (manifest.dialect !== dialect) {
    throw new BackupError(
      `This backup is of a ${manifest.dialect} database and DATABASE_URL names a ${dialect} one: restore it into a ${manifest.dialect} database.`,
    )
  }
  const unknown = manifest.migrations.filter((name) => !options.knownMigrations.includes(name))
  if (unknown.length > 0) {
    throw new BackupError(
      `This backup was made by a newer version of Staffroom (its database ran ${unknown.join(', ')}): update the code, then restore.`,
    )
  }
  await claimDatabase(place.databaseUrl)
  const into = options.safetyBackupInto ?? BACKUPS_DIR
  const safety =
    into !== false && (await migrationsRun(place.databaseUrl)).length > 0 ? await createBackup(place, into) : undefined

  await loadDatabase(place.databaseUrl, path.join(source, databaseFile(dialect)))
  await replaceMedia(place.mediaDir, path.join(source, MEDIA))
  return { manifest, safety: safety?.dir }
}

/** Swaps the media folder for the backup's copy by renames, so it is never half of each. */
async function replaceMedia(mediaDir: string, backupMedia: string) {
  const incoming = `${mediaDir}.restoring`
  const outgoing = `${mediaDir}.replaced`
  await Promise.all([rm(incoming, { recursive: true, force: true }), rm(outgoing, { recursive: true, force: true })])
  if (await exists(backupMedia)) await cp(backupMedia, incoming, { recursive: true })
  else await mkdir(incoming, { recursive: true })
  // A backup made before each upload collection had its own folder goes in place in today's layout.
  await moveLegacyUploads(incoming)
  if (await exists(mediaDir)) await rename(mediaDir, outgoing)
  await rename(incoming, mediaDir)
  await rm(outgoing, { recursive: true, force: true })
}
