/**
 * `npm run backup` / `npm run restore` (src/server/backup/): a backup holds the database and the
 * media; restoring it brings back exactly that state (rows, search index, files) after backing up
 * what it replaces; a damaged backup, one of the other database kind or of a newer version, and a
 * SQLite database still open elsewhere are refused in words with nothing changed.
 */
import { readFile, rename, writeFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { env } from '@/env'
import { migrations as postgresMigrations } from '@/migrations/postgres/index'
import { migrations as sqliteMigrations } from '@/migrations/sqlite/index'
import type { Media, Post } from '@/payload-types'
import { createBackup, restoreBackup } from '@/server/backup/backup'
import { backupCommand, restoreCommand } from '@/server/backup/command'
import { MANIFEST, type Manifest } from '@/server/backup/manifest'
import { searchSite } from '@/server/search'
import { uploadDir } from '@/server/upload-dirs'

import { dialect } from './support/database'
import { makeAuthor, postData, unique } from './support/fixtures'
import { closeTestPayload, getTestPayload } from './support/payload'
import { rest } from './support/rest'
import { makeMedia } from './support/world'

const place = { databaseUrl: env.DATABASE_URL, mediaDir: env.MEDIA_DIR }
const backups = path.join(path.dirname(env.MEDIA_DIR), 'backups')
const knownMigrations = (dialect === 'postgres' ? postgresMigrations : sqliteMigrations).map((m) => m.name)
const restore = (from: string, safetyBackupInto: string | false = backups) =>
  restoreBackup(place, from, { knownMigrations, safetyBackupInto })

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
  process.exitCode = undefined
})

async function publishedPost(title: string): Promise<Post> {
  const author = await makeAuthor(payload)
  return payload.create({ collection: 'posts', data: postData(author, { title, _status: 'published' }) })
}

const mediaFile = (media: Media) => path.join(uploadDir('media'), media.filename!)
/** Where the old code kept it: media's files at the top of MEDIA_DIR. */
const oldMediaFile = (media: Media) => path.join(env.MEDIA_DIR, media.filename!)
const postTitles = async () =>
  (await payload.find({ collection: 'posts', limit: 0, pagination: false })).docs.map((p) => p.title).sort()
const found = async (words: string) => (await searchSite(payload, { query: words })).hits.map((h) => h.title)

/** Restores with the site "stopped": this file's Payload closed first, and opened again after. */
async function restoreStopped(from: string) {
  await closeTestPayload()
  try {
    return await restore(from)
  } finally {
    payload = await getTestPayload()
  }
}

describe('backup and restore', () => {
  it('restore brings back the rows, the search index and the files of the backup, and backs up what it replaced', async () => {
    const kept = await publishedPost(`Kept lesson ${unique()}`)
    const picture = await makeMedia(payload, 'A picture that will be deleted')
    const pictureBytes = await readFile(mediaFile(picture))

    const { dir, manifest } = await createBackup(place, backups)
    expect(manifest).toMatchObject({ format: 1, dialect, migrations: knownMigrations })
    expect(Object.keys(manifest.files)).toEqual(
      expect.arrayContaining([
        dialect === 'sqlite' ? 'database.sqlite' : 'database.sql',
        `media/media/${picture.filename}`,
      ]),
    )
    expect(path.basename(dir)).toMatch(/^staffroom-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/)

    // After the backup: one post deleted, one added, the picture gone with its file.
    await payload.delete({ collection: 'posts', id: kept.id })
    const later = await publishedPost(`Later lesson ${unique()}`)
    await payload.delete({ collection: 'media', id: picture.id })
    expect(await stat(mediaFile(picture)).catch(() => null)).toBeNull()

    const { safety } = await restoreStopped(dir)

    expect(await postTitles()).toContain(kept.title)
    expect(await postTitles()).not.toContain(later.title)
    expect(await found(kept.title)).toContain(kept.title)
    expect(await found(later.title)).not.toContain(later.title)
    expect((await payload.findByID({ collection: 'media', id: picture.id })).alt).toBe(picture.alt)
    expect(await readFile(mediaFile(picture))).toEqual(pictureBytes)

    // The replaced state is a backup of its own: restoring it brings the later post back.
    expect(safety).toBeTruthy()
    await restoreStopped(safety!)
    expect(await postTitles()).toContain(later.title)
    expect(await postTitles()).not.toContain(kept.title)
  })

  it('moves files of the old layout into their own folders at startup, and restores an old backup in the new layout', async () => {
    const picture = await makeMedia(payload, 'A picture from before')
    const bytes = await readFile(mediaFile(picture))
    const sizes = Object.values(picture.sizes ?? {}).map((size) => size?.filename)
    const names = [picture.filename!, ...sizes.filter((name): name is string => Boolean(name))]
    // As the old code stored it: at the top of MEDIA_DIR, where /api/media/file/ served every folder below.
    for (const name of names) await rename(path.join(uploadDir('media'), name), path.join(env.MEDIA_DIR, name))
    const { dir } = await createBackup(place, backups)

    await closeTestPayload()
    payload = await getTestPayload() // a restart
    for (const name of names) {
      expect(await stat(path.join(uploadDir('media'), name)).then((s) => s.isFile())).toBe(true)
      expect(await stat(path.join(env.MEDIA_DIR, name)).catch(() => null)).toBeNull()
    }
    const served = await rest('GET', `/media/file/${picture.filename}`)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(bytes)).toBe(true)

    await closeTestPayload()
    try {
      await restore(dir)
      // In place before anything starts: the restore itself puts the files where they belong now.
      expect(await readFile(mediaFile(picture))).toEqual(bytes)
      expect(await stat(oldMediaFile(picture)).catch(() => null)).toBeNull()
    } finally {
      payload = await getTestPayload()
    }
  })

  it('refuses a damaged backup before anything changes', async () => {
    await makeMedia(payload, 'Damage test')
    const { dir, manifest } = await createBackup(place, backups)
    const mediaName = Object.keys(manifest.files).find((name) => name.startsWith('media/'))!
    const victim = path.join(dir, mediaName)
    const bytes = await readFile(victim)
    bytes[bytes.length - 1] ^= 0xff
    await writeFile(victim, bytes)
    const marker = await publishedPost(`Still here ${unique()}`)

    await expect(restore(dir)).rejects.toThrow(
      `The backup is damaged: ${mediaName} is not the file that was backed up.`,
    )
    await rm(victim)
    await expect(restore(dir)).rejects.toThrow(`The backup is damaged: ${mediaName} is missing.`)
    await rm(path.join(dir, MANIFEST))
    await expect(restore(dir)).rejects.toThrow(`${dir} is not a backup: it has no manifest.json.`)
    expect(await postTitles()).toContain(marker.title)
  })

  it('refuses a backup of the other database kind, or from a newer version, in words', async () => {
    const { dir } = await createBackup(place, backups)
    const manifestFile = path.join(dir, MANIFEST)
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest
    const other = dialect === 'sqlite' ? 'postgres' : 'sqlite'

    await writeFile(manifestFile, JSON.stringify({ ...manifest, dialect: other }))
    await expect(restore(dir)).rejects.toThrow(
      `This backup is of a ${other} database and DATABASE_URL names a ${dialect} one: restore it into a ${other} database.`,
    )
    await writeFile(
      manifestFile,
      JSON.stringify({ ...manifest, migrations: [...manifest.migrations, '20991231_000000_future'] }),
    )
    await expect(restore(dir)).rejects.toThrow(
      'This backup was made by a newer version of Staffroom (its database ran 20991231_000000_future): update the code, then restore.',
    )
    await writeFile(
      manifestFile,
      JSON.stringify({ ...manifest, files: { '../outside.txt': { bytes: 1, sha256: 'x' } } }),
    )
    await expect(restore(dir)).rejects.toThrow('names a file outside the backup (../outside.txt)')
  })

  it.runIf(dialect === 'sqlite')(
    'refuses to replace a SQLite database another connection has open, and changes nothing',
    async () => {
      const { dir } = await createBackup(place, backups)
      const marker = await publishedPost(`Written after the backup ${unique()}`)
      await expect(restore(dir, false)).rejects.toThrow(
        'is open in another process (is the site running?). Stop the site, then restore again: nothing was changed.',
      )
      expect(await postTitles()).toContain(marker.title)
    },
  )

  it('as commands: one line for the operator, and a refusal with exit code 1 and no stack', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})

    await backupCommand(place, ['--into', backups])
    expect(log.mock.calls.at(-1)?.[0]).toMatch(
      new RegExp(`^Backed up the ${dialect} database and \\d+ media files \\([\\d,]+ kB\\) to ${backups}/staffroom-`),
    )
    expect(process.exitCode).toBeUndefined()

    await backupCommand(place, ['--to', 'somewhere'])
    expect(error.mock.calls.at(-1)?.[0]).toMatch(/^Unknown option '--to'.*\nUsage: npm run backup/s)
    expect(process.exitCode).toBe(1)

    process.exitCode = undefined
    await restoreCommand(place, [], knownMigrations)
    expect(error.mock.calls.at(-1)?.[0]).toMatch(/^Name one backup folder to restore\.\nUsage: npm run restore/)
    expect(process.exitCode).toBe(1)

    process.exitCode = undefined
    const unreachable =
      dialect === 'sqlite'
        ? `file:${path.join(backups, 'not-a-database.txt')}`
        : 'postgres://postgres@127.0.0.1:1/nowhere'
    if (dialect === 'sqlite') await writeFile(path.join(backups, 'not-a-database.txt'), 'plain text, not SQLite')
    await backupCommand({ ...place, databaseUrl: unreachable }, ['--into', backups])
    expect(error.mock.calls.at(-1)?.[0]).toMatch(
      /^The database could not be read \(.+\): check DATABASE_URL and that it is running\.$/,
    )
    expect(process.exitCode).toBe(1)

    process.exitCode = undefined
    await restoreCommand(place, [path.join(backups, 'no-such-backup')], knownMigrations)
    expect(error.mock.calls.at(-1)?.[0]).toBe(
      `${path.join(backups, 'no-such-backup')} is not a backup: it has no manifest.json.`,
    )
    expect(process.exitCode).toBe(1)
  })
})
