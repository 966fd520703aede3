// The minimal page the harness measures the site against (bench/lib/minimal.mjs builds a copy of
// this folder under bench/.cache/minimal/). Next's defaults, but for Turbopack's root: the repository,
// whose node_modules hold `next`.
import { createRequire } from 'node:module'
import path from 'node:path'

const next = createRequire(import.meta.url).resolve('next/package.json')

export default {
  turbopack: { root: path.resolve(next, '..', '..', '..') },
}
