// `npm run bench:load -- [--quick] [--only throughput|fixed|soak|publish] [--port 3450] [--json <file>]`:
// the load part of the bench on its own (bench/load/index.mjs); prints its markdown summary and
// exits 1 when a budget is not met.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { loadBench } from './index.mjs'

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    port: { type: 'string', default: '3450' },
    json: { type: 'string' },
  },
})
const { figures, budgets, markdown } = await loadBench({
  quick: values.quick,
  only: values.only,
  port: Number(values.port),
})
if (values.json) writeFileSync(values.json, `${JSON.stringify({ figures, budgets }, null, 2)}\n`)
console.log(`## Load${values.quick ? ' (quick)' : ''}\n\n${markdown}`)
process.exit(budgets.every((b) => b.met) ? 0 : 1)
