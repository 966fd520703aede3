// The load bench's budgets (docs/performance.md, "Budgets") checked against its figures, and the
// markdown summary: each figure beside the reference it is judged against.
import { spawnSync } from 'node:child_process'
import os from 'node:os'

import { commit, machine } from '../lib/machine.mjs'
import { RATE } from './fixed-rate.mjs'

const ms = (n) => (n === null || n === undefined ? '—' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`)
const slow = (n, deadlineMs) => (n === null ? `> ${deadlineMs / 1000} s` : ms(n))
const perSecond = (n) => Math.round(n).toLocaleString('en-US')
const table = (header, rows) =>
  [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n')

function versions() {
  const first = (command, args) => {
    const { stdout, stderr } = spawnSync(command, args, { encoding: 'utf8' })
    return `${stdout ?? ''}${stderr ?? ''}`.split('\n')[0].trim() || null
  }
  return { nginx: first('nginx', ['-v']), wrk: first('wrk', ['--version']) }
}

/** Each budget of docs/performance.md this part measures: { name, measured, budget, met }. */
function budgetsOf(f) {
  const budgets = []
  const add = (name, measured, budget, met) => budgets.push({ name, measured, budget, met })
  const failed = (what, part) => {
    if (part?.failed) add(`${what}: not measured`, `failed: ${part.failed}`, 'measured', false)
    return Boolean(part?.failed)
  }
  const t = f.throughput
  if (t?.skipped) {
    add('cached article: app alone ÷ nginx (HTTP)', `not measured: ${t.skipped}`, '≥ 0.05', false)
    add('cached article: shipped nginx cache ÷ nginx (TLS)', `not measured: ${t.skipped}`, '≥ 0.85', false)
  } else if (t && !failed('throughput', t)) {
    const { app, staticHttp, shipped, staticHttps } = t.runs
    const errors = app.errors + staticHttp.errors + shipped.errors + staticHttps.errors
    add(
      'cached article: app alone ÷ nginx (HTTP)',
      `${t.appAloneRatio} (${perSecond(app.requestsPerSecond)} ÷ ${perSecond(staticHttp.requestsPerSecond)} req/s)`,
      '≥ 0.05',
      t.appAloneRatio >= 0.05 && errors === 0,
    )
    add(
      'cached article: shipped nginx cache ÷ nginx (TLS)',
      `${t.shippedRatio} (${perSecond(shipped.requestsPerSecond)} ÷ ${perSecond(staticHttps.requestsPerSecond)} req/s)`,
      '≥ 0.85',
      t.shippedRatio >= 0.85 && errors === 0,
    )
  }
  for (const [posts, endpoints] of Object.entries(f.fixedRate)) {
    const size = `${Number(posts) / 1000}k articles`
    if (failed(`per-request work, ${size}`, endpoints)) continue
    for (const [name, r] of Object.entries(endpoints)) {
      const errors = r.load.errors + r.serial.errors
      add(
        `${name} at ${RATE} req/s, ${size}: p99 ÷ single-request median`,
        `${r.p99OverMedian} (${ms(r.load.overall.p99)} ÷ ${ms(r.serial.p50)})${errors ? `, ${errors} errors` : ''}`,
        '≤ 4, 0 errors',
        r.p99OverMedian <= 4 && errors === 0,
      )
    }
    const graphql = endpoints['GraphQL list of 20']
    if (graphql) {
      const n = graphql.sqlStatements.oneRequest
      add(`GraphQL list of 20, ${size}: SQL statements per request`, String(n), '≤ 3', n <= 3)
    }
  }
  const s = f.soak
  if (s && !failed('mixed traffic', s)) {
    const head = `${s.rate} req/s for ${s.seconds} s through nginx, 2 instances`
    add(`${head}: errors`, `${s.load.errors} of ${s.load.sent}`, '0', s.load.errors === 0)
    add(`${head}: p99`, ms(s.load.overall.p99), '≤ 300 ms', s.load.overall.p99 <= 300)
    for (const [n, i] of s.instances.entries()) {
      const m = i.memory
      add(
        `${head}: instance ${'AB'[n]} memory, last quarter ÷ second quarter`,
        `${(1 + m.growth).toFixed(3)} (${m.lastQuarterMb} ÷ ${m.secondQuarterMb} MB)`,
        '≤ 1.10 (flat)',
        m.growth <= 0.1,
      )
    }
  }
  const p = f.publish
  if (p && !failed('publish → visible', p)) {
    const p95 = (x) => x.p95 ?? Infinity
    add(
      'publish → visible, two instances directly: p95',
      slow(p.direct.p95, p.deadlineMs),
      '≤ 1 s',
      p95(p.direct) <= 1000,
    )
    add(
      'publish → visible, through the nginx cache: p95',
      slow(p.nginx.p95, p.deadlineMs),
      '≤ 2 s',
      p95(p.nginx) <= 2000,
    )
    const stale = p.staleAfter5s.direct + p.staleAfter5s.nginx + p.regressed
    add(
      'publish → visible: stale after 5 s',
      `${stale} of ${p.publishes * Object.keys(p.perTarget).length} (instances ${p.staleAfter5s.direct}, nginx ${p.staleAfter5s.nginx}, old text again after the new ${p.regressed})`,
      '0',
      stale === 0,
    )
  }
  return budgets
}

function throughputSection(t) {
  if (t.skipped) return `### Throughput of a cached article\n\nNot measured: ${t.skipped}.`
  const row = (r) => [
    r.name,
    perSecond(r.requestsPerSecond),
    ms(r.latencyMs.p50),
    ms(r.latencyMs.p99),
    String(r.errors),
    r.rounds.map(perSecond).join(', '),
  ]
  return [
    '### Throughput of a cached article (wrk)',
    '',
    `\`${t.page}\` (${t.bytes.toLocaleString('en-US')} bytes, \`Cache-Control: ${t.appCacheControl}\`); wrk, ` +
      (t.rounds > 1
        ? `${t.rounds} rounds of ${t.seconds} s per line, taken in turn, the median round shown; `
        : `${t.seconds} s per line; `) +
      `${t.connections} connections, \`Accept-Encoding: identity\`. The shipped nginx answered ${t.shippedCacheStatus ?? 'no X-Cache-Status'}` +
      `${t.sameBytesThroughShipped ? ' with the same bytes' : ' (with other bytes than the app alone)'}.`,
    '',
    table(['', 'req/s', 'p50', 'p99', 'errors', 'req/s by round'], Object.values(t.runs).map(row)),
    '',
    `App alone ÷ nginx (HTTP): **${t.appAloneRatio}** (by round: ${t.roundRatios.appAlone.join(', ')}). ` +
      `Shipped nginx cache ÷ nginx (TLS): **${t.shippedRatio}** (by round: ${t.roundRatios.shipped.join(', ')}).`,
  ].join('\n')
}

function fixedSection(fixed) {
  const rows = Object.entries(fixed).flatMap(([posts, endpoints]) =>
    Object.entries(endpoints.failed ? {} : endpoints).map(([name, r]) => [
      `${Number(posts) / 1000}k`,
      `${name} \`${r.path}\``,
      ms(r.serial.p50),
      ms(r.load.overall.p50),
      ms(r.load.overall.p99),
      ms(r.load.overall.max),
      String(r.p99OverMedian),
      String(r.load.errors + r.serial.errors),
      `${r.sqlStatements.oneRequest} (${r.sqlStatements.perRequestOneAtATime})`,
    ]),
  )
  const measuredSizes = Object.values(fixed).filter((endpoints) => !endpoints.failed)
  const first = measuredSizes.length > 0 ? Object.values(measuredSizes[0])[0] : null
  const failures = Object.entries(fixed).filter(([, e]) => e.failed)
  return [
    `### Per-request work at ${RATE} req/s (open loop, one core)`,
    '',
    first
      ? `${first.serial.count} requests one at a time (the reference: their median), then ${first.load.sent} at ${RATE} req/s; ` +
        'SQL statements of one warm request (mean over the one-at-a-time requests in brackets).'
      : '',
    '',
    table(
      ['articles', 'endpoint', 'single median', 'p50', 'p99', 'max', 'p99 ÷ median', 'errors', 'SQL statements'],
      rows,
    ),
    ...failures.map(([posts, e]) => `\nNot measured at ${Number(posts) / 1000}k articles: ${e.failed}`),
  ].join('\n')
}

function soakSection(s) {
  const l = s.load
  const byName = Object.entries(l.byName).map(([name, x]) => {
    const share = s.mix.find((m) => m.name === name)?.share
    return [name, `${share} %`, String(x.count ?? 0), ms(x.p50), ms(x.p99), ms(x.max)]
  })
  const memory = s.instances.map((i, n) => [
    `instance ${'AB'[n]}`,
    `${i.memory.startMb} MB`,
    `${i.memory.secondQuarterMb} MB`,
    `${i.memory.lastQuarterMb} MB`,
    `${i.memory.maxMb} MB`,
    `${i.cpuSeconds} s (${Math.round((i.cpuSeconds / s.seconds) * 100)} % of a core)`,
  ])
  return [
    `### Mixed anonymous traffic: ${s.rate} req/s for ${s.seconds} s through the shipped nginx (TLS), two instances on PostgreSQL + Redis`,
    '',
    `${l.sent} requests (achieved ${l.achievedRate} req/s, latest send ${ms(l.maxSendLagMs)} late), ${l.errors} errors; ` +
      `p50 ${ms(l.overall.p50)}, p95 ${ms(l.overall.p95)}, p99 ${ms(l.overall.p99)}, max ${ms(l.overall.max)}. ` +
      `p99 by window: ${l.windows.map((w) => ms(w.p99)).join(', ')}.`,
    ...Object.entries(l.errorCounts).map(([what, n]) => `- ${n} × ${what}`),
    '',
    table(['request', 'share', 'count', 'p50', 'p99', 'max'], byName),
    '',
    table(['memory (RSS)', 'start', 'second quarter', 'last quarter', 'max', 'CPU during the soak'], memory),
  ].join('\n')
}

function publishSection(p) {
  const row = (name, x) => [
    name,
    String(x.count),
    slow(x.p50, p.deadlineMs),
    slow(x.p95, p.deadlineMs),
    slow(x.max, p.deadlineMs),
  ]
  return [
    '### Publish → visible',
    '',
    `${p.publishes} publishes (the excerpt of \`${p.path}\`, through the REST API at nginx, signed in as the editor), each ` +
      `polled every 50 ms from the moment it was sent, up to ${p.deadlineMs / 1000} s. The publish request itself: ` +
      `p50 ${ms(p.publishRequestMs.p50)}, max ${ms(p.publishRequestMs.max)}.`,
    '',
    table(
      ['where', 'samples', 'p50', 'p95', 'max'],
      [...Object.entries(p.perTarget).map(([n, x]) => row(n, x)), row('both instances', p.direct)],
    ),
  ].join('\n')
}

/** A warning when other work competed for the CPUs: the figures then measure the contention too. */
function busy(figures, m) {
  const load = figures.loadAverageAtStart[0]
  if (load <= m.cpus) return null
  return (
    `**The machine was busy** (load average ${load} on ${m.cpus} CPUs before the bench started): other processes ` +
    'ran on the CPUs the servers and the load generator were pinned to. Compare these figures with care.'
  )
}

/** A part's section, or what stopped it. */
const section = (title, part, render) => (part.failed ? `### ${title}\n\nNot measured: ${part.failed}` : render(part))

export function report(figures) {
  const host = machine('/usr/bin/chromium')
  const loadAverageAtEnd = os.loadavg().map((n) => Number(n.toFixed(2)))
  figures.machine = { ...host, chromium: undefined, ...versions(), commit: commit(), loadAverageAtEnd }
  const budgets = budgetsOf(figures)
  const m = figures.machine
  const markdown = [
    `${m.cpu} × ${m.cpus}, Node ${m.node}, ${m.nginx}, ${m.wrk?.split(' [')[0] ?? 'no wrk'}; commit ${m.commit}; ` +
      `servers and nginx on CPU 0, load from CPU 1; ${figures.seconds} s; load average ` +
      `${figures.loadAverageAtStart[0]} at the start, ${m.loadAverageAtEnd[0]} at the end (the machine is shared).`,
    busy(figures, m),
    figures.throughput && section('Throughput of a cached article', figures.throughput, throughputSection),
    Object.keys(figures.fixedRate).length > 0 && fixedSection(figures.fixedRate),
    figures.soak && section('Mixed anonymous traffic', figures.soak, soakSection),
    figures.publish && section('Publish → visible', figures.publish, publishSection),
    '### Budgets',
    '',
    table(
      ['', 'measured', 'budget', ''],
      budgets.map((b) => [b.name, b.measured, b.budget, b.met ? 'met' : '**not met**']),
    ),
  ]
    .filter(Boolean)
    .join('\n\n')
  return { figures, budgets, markdown: `${markdown}\n` }
}
