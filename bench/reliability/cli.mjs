// `npm run bench:reliability`: the harness of issue 25 (docs/reliability.md). Two production
// instances on a private PostgreSQL and Redis behind the shipped nginx, under an open-loop mixed
// load (pages, GraphQL POST, persisted GETs, form submissions with idempotency keys, sent again as
// a browser would), through a rolling restart, a kill -9, a Redis outage, a PostgreSQL outage and a
// soak. Prints what each showed and writes bench/results/<date>-<commit>-reliability.json and .md.
//
//   --only rolling|crash|redis|postgres|soak[,…]   some scenarios (default: all, in this order)
//   --quick               short phases and a 30 s soak: about 4 minutes once built
//   --soak-minutes <n>    the soak's length (default 10)
//   --rate <n>            requests a second during the fault scenarios (default 40; the soak: 100)
//   --port <n>            the first of seven ports (default 3340)
//   --dry-run             print the plan; builds, starts and measures nothing
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { commit, machine } from '../lib/machine.mjs'
import { mixOf, prepare } from '../load/soak.mjs'
import { portsFrom, startCluster } from './cluster.mjs'
import { judge, scenarioMarkdown } from './report.mjs'
import { SCENARIOS, timing } from './scenarios.mjs'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
// The build `npm run bench` makes (its Lighthouse part's origin): one build serves both.
const BUILD_ORIGIN = 'http://localhost:3210'
const SUBMISSION_SHARE = 5

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    'soak-minutes': { type: 'string', default: '10' },
    rate: { type: 'string', default: '40' },
    port: { type: 'string', default: '3340' },
    'dry-run': { type: 'boolean', default: false },
  },
})
const names = values.only ? values.only.split(',') : SCENARIOS.map((s) => s.name)
const unknown = names.filter((n) => !SCENARIOS.some((s) => s.name === n))
if (unknown.length > 0)
  throw new Error(`--only takes ${SCENARIOS.map((s) => s.name).join('|')}, got ${unknown.join(', ')}`)
const scenarios = SCENARIOS.filter((s) => names.includes(s.name))
const quick = values.quick
const options = {
  quick,
  rate: Number(values.rate),
  soakRate: 100,
  soakSeconds: quick ? 30 : Math.round(Number(values['soak-minutes']) * 60),
  port: Number(values.port),
}
for (const [name, n] of Object.entries({
  '--rate': options.rate,
  '--soak-minutes': options.soakSeconds,
  '--port': options.port,
})) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} takes a positive number`)
}
const log = (text) => console.error(`[reliability ${Math.round(process.uptime())} s] ${text}`)

function plan() {
  const p = portsFrom(options.port)
  return [
    `npm run bench:reliability, dry run (nothing is built, started or measured)${quick ? ', quick' : ''}`,
    '',
    `The site: the bench build (.next-bench, for ${BUILD_ORIGIN}); a private PostgreSQL 15 (initdb in a temp folder, port ${p.postgres}) ` +
      `with the demo content; a private Redis (port ${p.redis}); instances A and B (ports ${p.instanceA}, ${p.instanceB}); ` +
      `the shipped nginx config in front (https ${p.nginxHttps}); deploy/rolling-restart.sh's RESTART on port ${p.control}.`,
    `The load: open loop at ${options.rate} req/s through nginx, bench/load's soak mix plus ${SUBMISSION_SHARE} % form submissions ` +
      'with an idempotency key, sent again with the same key after no answer or a 503.',
    '',
    'Scenarios:',
    ...scenarios.map((s) => `  ${s.name}: ${s.plan(timing(quick), options)}`),
    '',
    'After each: every acknowledged submission stored once (read from the database), no key twice; failures by kind, p50/p99, recovery, memory.',
  ].join('\n')
}

if (values['dry-run']) {
  console.log(plan())
  process.exit(0)
}

const started = new Date()
const cluster = await startCluster({ port: options.port, buildOrigin: BUILD_ORIGIN, log })
const results = []
try {
  const [a] = cluster.instances
  const nginx = cluster.nginx.https
  const db = new pg.Client({ connectionString: cluster.database.url })
  await db.connect()
  const { rows } = await db.query("SELECT id FROM forms WHERE title = 'Contact Staffroom'")
  await db.end()
  const mix = await mixOf(nginx, a.url)
  await prepare(nginx, mix)
  cluster.mix = [
    ...mix,
    {
      name: 'form submission',
      kind: 'submit',
      method: 'POST',
      weight: (SUBMISSION_SHARE * 100) / (100 - SUBMISSION_SHARE),
      url: `${nginx}/graphql`,
      form: String(rows[0].id),
    },
  ]
  for (const scenario of scenarios) {
    log(`${scenario.name}: ${scenario.plan(timing(quick), options)}`)
    const result = await scenario.run(cluster, { ...options, log })
    result.events = Object.fromEntries(cluster.instances.map((i) => [i.name, i.events.splice(0)]))
    const figures = await judge(scenario, result, cluster.database.url)
    results.push({ scenario, figures })
    console.log(`\n${scenarioMarkdown(scenario, figures)}\n`)
  }
} finally {
  await cluster.stop()
}

const measured = commit()
const host = machine('/usr/bin/chromium')
const markdown = [
  `# Reliability ${started.toISOString().slice(0, 10)}, ${measured}${quick ? ' (quick)' : ''}`,
  '',
  `${host.cpu} × ${host.cpus}, Node ${host.node}; ${Math.round((Date.now() - started.getTime()) / 1000)} s; instances and nginx on CPU 0, the load on CPU 1 (the machine is shared).`,
  ...results.map(({ scenario, figures }) => `\n${scenarioMarkdown(scenario, figures)}`),
].join('\n')
const base = path.join(ROOT, 'bench', 'results', `${started.toISOString().slice(0, 10)}-${measured}-reliability`)
mkdirSync(path.dirname(base), { recursive: true })
writeFileSync(
  `${base}.json`,
  `${JSON.stringify({ kind: 'reliability', date: started.toISOString(), commit: measured, options, machine: host, scenarios: results.map((r) => r.figures) }, null, 2)}\n`,
)
writeFileSync(`${base}.md`, `${markdown}\n`)
console.log(`written ${path.relative(ROOT, base)}.json and .md`)
process.exitCode = results.every((r) => r.figures.met) ? 0 : 1
