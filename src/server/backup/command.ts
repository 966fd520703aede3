import { parseArgs } from 'node:util'

import { BACKUPS_DIR, createBackup, restoreBackup, type Installation } from '@/server/backup/backup'
import { BackupError } from '@/server/backup/backup-error'

const BACKUP_USAGE = `Usage: npm run backup [-- --into <folder>]   (default: ${BACKUPS_DIR}/)`
const RESTORE_USAGE =
  'Usage: npm run restore -- <backup folder> [--no-safety-backup]\n' +
  `  Stop the site first. What is replaced is backed up to ${BACKUPS_DIR}/ first, unless --no-safety-backup.`

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1000).toLocaleString('en-US')} kB`

/** Runs `work`; a refusal in words ends the command with its message and exit code 1, never a stack. */
async function refusalsInWords(work: () => Promise<void>) {
  try {
    await work()
  } catch (error) {
    if (!(error instanceof BackupError)) throw error
    console.error(error.message)
    process.exitCode = 1
  }
}

/** Arguments parsed by `read` (node:util's parseArgs), its refusal (an unknown option, say) told with the usage. */
function parse<T>(read: () => T, usage: string): T {
  try {
    return read()
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n${usage}`)
  }
}

export function backupCommand(place: Installation, argv: string[]) {
  return refusalsInWords(async () => {
    const { values } = parse(() => parseArgs({ args: argv, options: { into: { type: 'string' } } }), BACKUP_USAGE)
    const { dir, manifest } = await createBackup(place, values.into)
    const files = Object.values(manifest.files)
    const bytes = files.reduce((sum, f) => sum + f.bytes, 0)
    console.log(
      `Backed up the ${manifest.dialect} database and ${files.length - 1} media files (${kilobytes(bytes)}) to ${dir}`,
    )
  })
}

export function restoreCommand(place: Installation, argv: string[], knownMigrations: string[]) {
  return refusalsInWords(async () => {
    const { values, positionals } = parse(
      () => parseArgs({ args: argv, allowPositionals: true, options: { 'no-safety-backup': { type: 'boolean' } } }),
      RESTORE_USAGE,
    )
    if (positionals.length !== 1) throw new BackupError(`Name one backup folder to restore.\n${RESTORE_USAGE}`)
    const { manifest, safety } = await restoreBackup(place, positionals[0], {
      knownMigrations,
      safetyBackupInto: values['no-safety-backup'] ? false : undefined,
    })
    if (safety) console.log(`What was there before is backed up to ${safety}`)
    console.log(`Restored the backup of ${manifest.createdAt}. Start the site again: npm start rebuilds its pages.`)
  })
}
