/**
 * Writes the record of the headings' web font, src/app/display-font.json: which file it is (the
 * 600 weight, Latin subset, of @fontsource/fraunces: one static face of about 18 kB), its vertical
 * metrics and average width, and the fallback face's overrides computed from them, which
 * globals.css' 'Fraunces Fallback' carries so that nothing moves when the font arrives.
 * Run it again after updating the package: `node scripts/display-font-metrics.mjs`. A unit test
 * (src/app/display-font.test.ts) fails while the record is not about the file in node_modules.
 *
 * Needs fontTools with Brotli (Debian: `apt-get install fonttools python3-brotli`; PYTHON names the
 * interpreter that has them, python3 by default); the build and the tests do not, they read the record.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const ROOT = path.resolve(import.meta.dirname, '..')

/** The file src/app/fonts.ts serves, and where its record is kept. */
export const DISPLAY_FONT = {
  source: 'node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
  record: 'src/app/display-font.json',
}

/**
 * The fallback's metrics, as next/font computes them: the face whose metrics the fallback borrows
 * is Times New Roman (and its metric-compatible twins, Liberation Serif and Tinos), whose average
 * width over a sample of English letters and spaces is 854.395 units of 2048.
 */
const SAMPLE = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      '
const TIMES_AVG_WIDTH = 854.3953488372093 / 2048

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex')
const percent = (value) => `${(Math.abs(value) * 100).toFixed(2)}%`

/** Vertical metrics and the sample's average advance of a font file, read by fontTools. */
function metricsOf(file) {
  const script = `
import json, sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
cmap, hmtx = font.getBestCmap(), font['hmtx']
widths = [hmtx[cmap[ord(c)]][0] for c in sys.argv[2]]
print(json.dumps({
  'unitsPerEm': font['head'].unitsPerEm,
  'ascent': font['hhea'].ascent,
  'descent': font['hhea'].descent,
  'lineGap': font['hhea'].lineGap,
  'sampleAvgWidth': sum(widths) / len(widths),
}))`
  return JSON.parse(execFileSync(process.env.PYTHON ?? 'python3', ['-c', script, file, SAMPLE], { encoding: 'utf8' }))
}

export function fallbackOf(metrics) {
  const sizeAdjust = metrics.sampleAvgWidth / metrics.unitsPerEm / TIMES_AVG_WIDTH
  const em = metrics.unitsPerEm * sizeAdjust
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(metrics.ascent / em),
    descentOverride: percent(metrics.descent / em),
    lineGapOverride: percent(metrics.lineGap / em),
  }
}

function write() {
  const file = path.join(ROOT, DISPLAY_FONT.source)
  const metrics = metricsOf(file)
  const record = {
    generatedBy: 'scripts/display-font-metrics.mjs',
    source: DISPLAY_FONT.source,
    sourceSha256: sha256(file),
    bytes: readFileSync(file).length,
    metrics,
    fallback: fallbackOf(metrics),
  }
  writeFileSync(path.join(ROOT, DISPLAY_FONT.record), `${JSON.stringify(record, null, 2)}\n`)
  console.log(`${DISPLAY_FONT.source}: ${record.bytes} bytes; fallback ${JSON.stringify(record.fallback)}`)
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) write()
