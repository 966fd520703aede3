// `npm run generate`: every generated file, in the order they depend on each other. Payload's
// types and admin import map, then schema.graphql printed from the schema /graphql serves, then
// the browser's typed documents from that schema (scripts/generate-operations.mjs). Payload's
// commands run in the bundled CLI, which loads the config as every other command does
// (scripts/bundle.mjs says why it is bundled). Each output is the same byte for byte on every run.
import { spawnSync } from 'node:child_process'

import { generateOperations, OPERATIONS_FILE } from './generate-operations.mjs'

const PAYLOAD_STEPS = [
  ['bundling the CLI', 'scripts/bundle.mjs'],
  ['Payload types (src/payload-types.ts)', '.build/cli.mjs', 'generate:types'],
  ['admin import map', '.build/cli.mjs', 'generate:importmap'],
  ['schema.graphql', '.build/cli.mjs', 'generate:schema'],
]

for (const [label, script, ...args] of PAYLOAD_STEPS) {
  console.log(`▶ ${label}`)
  const { status, error } = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' })
  if (status !== 0) {
    console.error(`generate: ${label} failed${error ? `: ${error.message}` : ` (exit ${status})`}`)
    process.exit(1)
  }
}

console.log(`▶ typed documents (${OPERATIONS_FILE})`)
try {
  const { documents } = await generateOperations()
  console.log(`Wrote ${OPERATIONS_FILE} from ${documents} document file(s)`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
