// `npm run docs:security`: writes the access matrix (tests/access/matrix.ts) into docs/security.md.
import { readFileSync, writeFileSync } from 'node:fs'

import { withMatrix } from '../tests/access/render'

const file = 'docs/security.md'
const before = readFileSync(file, 'utf8')
const after = withMatrix(before)
writeFileSync(file, after)
console.log(after === before ? `${file} was up to date.` : `${file}: access matrix updated.`)
