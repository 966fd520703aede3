/**
 * One-off: draws the Staffroom mark (a sunshine-yellow "S" on a chalkboard-green tile) and writes
 * src/app/favicon.ico (16, 32 and 48 px PNGs in an ICO container) and src/app/icon.svg.
 * Run again after changing the mark: `node scripts/make-favicon.mjs`.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

const CHALK = '#1f4d3a'
const SUN = '#ffd23f'

// The S is a stroked path, not <text>: the result must not depend on the fonts of the machine.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
  <rect width="32" height="32" rx="7" fill="${CHALK}"/>
  <path d="M21.5 9.6C20.3 8 18.3 7 16 7c-3.2 0-5.6 1.9-5.6 4.6 0 2.9 2.6 3.8 5.6 4.4 3.2.6 5.8 1.6 5.8 4.6 0 2.7-2.5 4.4-5.8 4.4-2.5 0-4.6-1-5.9-2.8"
    fill="none" stroke="${SUN}" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`

const SIZES = [16, 32, 48]
const root = path.resolve(import.meta.dirname, '..')

const pngs = await Promise.all(
  SIZES.map((size) =>
    sharp(Buffer.from(svg), { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
)

/** ICO: a 6-byte header, one 16-byte directory entry per image, then the PNG files as they are. */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0) // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)])
}

const file = ico(SIZES.map((size, i) => ({ size, data: pngs[i] })))
await writeFile(path.join(root, 'src/app/favicon.ico'), file)
await writeFile(path.join(root, 'src/app/icon.svg'), svg)
console.log(`favicon.ico: ${file.length} bytes (${SIZES.join(', ')} px); icon.svg written`)
