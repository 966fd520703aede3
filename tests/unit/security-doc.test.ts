import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { CALLERS, MATRIX } from '../access/matrix'
import { renderMatrix, withMatrix } from '../access/render'

describe('docs/security.md', () => {
  it('shows the access matrix as tests/access/matrix.ts has it (run `npm run docs:security`)', () => {
    const page = readFileSync('docs/security.md', 'utf8')
    expect(withMatrix(page)).toBe(page)
  })

  it('renders one line per row with one cell per caller', () => {
    const rows = [
      ...Object.values(MATRIX.collections),
      ...Object.values(MATRIX.globals),
      ...Object.values(MATRIX.graphql),
    ].flatMap((e) => e.rows)
    const lines = renderMatrix()
      .split('\n')
      .filter((l) => /^\| [^|]+ \| [^|]+ \|( [✓✗◐—] \|)+$/.test(l))
    expect(lines).toHaveLength(rows.length)
    for (const line of lines) expect(line.split('|').length - 4).toBe(CALLERS.length)
  })
})
