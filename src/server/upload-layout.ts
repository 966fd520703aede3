import { randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import { copyFile, link, mkdir, readFile, readdir, rmdir, unlink } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where each upload collection kept its files before every collection had a folder of its own
 * (src/server/upload-dirs.ts), relative to MEDIA_DIR: media's images lay at its top, beside the
 * other collections' folders. Form attachments were already in `form-attachments/`.
 */
const LEGACY: { slug: string; from: string }[] = [
  { slug: 'media', from: '.' },
  { slug: 'printable-files', from: 'printables' },
  { slug: 'episode-audio', from: 'audio' },
  { slug: 'member-avatars', from: 'avatars' },
  { slug: 'video-files', from: 'videos' },
]

type Logger = { warn: (message: string) => void; info: (message: string) => void }

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

async function sameBytes(a: string, b: string) {
  const [x, y] = await Promise.all([readFile(a), readFile(b)])
  return x.equals(y)
}

/**
 * Puts `from` at `to` without ever replacing a file already at `to` (a hard link fails if it is
 * there), then removes `from`. Another filesystem (or one without hard links) gets a copy under a
 * temporary name first. 'kept' when `to` holds a different file (`from` stays); 'gone' when
 * another process moved `from` meanwhile.
 */
async function moveNoClobber(from: string, to: string): Promise<'moved' | 'kept' | 'gone'> {
  try {
    await link(from, to)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return 'gone'
    if (code === 'EEXIST') {
      // Left by a move cut short between its link and its unlink: the same bytes are the same file.
      const same = await sameBytes(from, to).catch((e: unknown) => {
        if (missing(e)) return null
        throw e
      })
      if (same === null) return 'gone'
      if (!same) return 'kept'
    } else if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP') {
      const temporary = `${to}.moving-${randomBytes(6).toString('hex')}`
      try {
        await copyFile(from, temporary, constants.COPYFILE_EXCL)
      } catch (e) {
        if (missing(e)) return 'gone'
        throw e
      }
      const placed = await moveNoClobber(temporary, to)
      await unlink(temporary).catch(() => {})
      if (placed !== 'moved') return placed
    } else throw error
  }
  try {
    await unlink(from)
    return 'moved'
  } catch (error) {
    if (missing(error)) return 'gone' // another process finished the same move
    throw error
  }
}

async function entries(dir: string) {
  return readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (missing(error)) return []
    throw error
  })
}

/**
 * Moves files stored in the old layout into their collection's own folder, once: run at startup
 * (Payload's onInit), by `migrate` and on a restored backup before it goes in place. Idempotent
 * and safe beside another process doing the same: every step is a rename-like move that never
 * overwrites, a file already moved is not there any more, and an old folder left empty is removed.
 * A file whose new place holds different bytes stays where it was, and is named in the log.
 */
export async function moveLegacyUploads(mediaDir: string, logger?: Logger): Promise<number> {
  let moved = 0
  for (const { slug, from } of LEGACY) {
    const source = path.resolve(mediaDir, from)
    const target = path.resolve(mediaDir, slug)
    // At the top only files are media's (the folders are the other collections'); dot files are nobody's.
    const files = (await entries(source)).filter((e) => e.isFile() && !e.name.startsWith('.'))
    if (files.length > 0) await mkdir(target, { recursive: true })
    for (const { name } of files) {
      const outcome = await moveNoClobber(path.join(source, name), path.join(target, name))
      if (outcome === 'moved') moved += 1
      if (outcome === 'kept') {
        logger?.warn(`Upload ${path.join(source, name)} was not moved: ${path.join(target, name)} is another file.`)
      }
    }
    if (from !== '.') await rmdir(source).catch(() => {}) // only when empty
  }
  if (moved > 0) logger?.info(`Moved ${moved} uploaded files into their collections' own folders under ${mediaDir}.`)
  return moved
}
