import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DISPLAY_FONT, fallbackOf } from '../../scripts/display-font-metrics.mjs'
import record from './display-font.json'

const root = path.resolve(import.meta.dirname, '..', '..')
const RECORD = 'run `node scripts/display-font-metrics.mjs` (needs Debian fonttools and python3-brotli)'

describe('the headings’ font file', () => {
  it('is the file the record describes, as the package in node_modules holds it', () => {
    expect(record.source, `the font file changed: ${RECORD}`).toBe(DISPLAY_FONT.source)
    const bytes = readFileSync(path.join(root, DISPLAY_FONT.source))
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    expect(sha256, `the font package changed: ${RECORD}`).toBe(record.sourceSha256)
    expect(bytes.length).toBe(record.bytes)
  })

  it('is the one fonts.ts serves', () => {
    const fonts = readFileSync(path.join(root, 'src/app/fonts.ts'), 'utf8')
    const src = fonts.match(/src: '([^']+)'/)?.[1] ?? ''
    expect(path.relative(root, path.resolve(root, 'src/app', src))).toBe(DISPLAY_FONT.source)
  })

  it('stays small: one weight, Latin', () => {
    expect(record.bytes).toBeLessThanOrEqual(20_000)
  })

  it('has a fallback face in globals.css with the metrics computed from it', () => {
    expect(fallbackOf(record.metrics)).toEqual(record.fallback)
    const css = readFileSync(path.join(root, 'src/app/(site)/globals.css'), 'utf8')
    const face = css.match(/@font-face\s*{[^}]*font-family:\s*'Fraunces Fallback'[^}]*}/)?.[0] ?? ''
    const value = (descriptor: string) => face.match(new RegExp(`${descriptor}:\\s*([\\d.]+%)`))?.[1]
    const asWritten = (percent: string) => `${Number.parseFloat(percent)}%` // 0.00% is written 0%
    expect({
      sizeAdjust: value('size-adjust'),
      ascentOverride: value('ascent-override'),
      descentOverride: value('descent-override'),
      lineGapOverride: value('line-gap-override'),
    }).toEqual(Object.fromEntries(Object.entries(record.fallback).map(([k, v]) => [k, asWritten(v)])))
  })
})
