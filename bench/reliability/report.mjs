// What a scenario showed: its load's outcomes summed up (failures by kind, latency, when they
// happened against the fault), its submissions checked against the database, memory over time,
// and its bars (docs/reliability.md), met or not; then the markdown of it all.
import pg from 'pg'

import { summarise } from '../load/open-loop.mjs'

/** Submissions acknowledged, retried, given up — and what the database holds for their keys. */
export async function checkSubmissions(databaseUrl, submissions) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      'SELECT idempotency_key AS key, array_agg(id::text) AS ids FROM form_submissions WHERE idempotency_key = ANY($1) GROUP BY idempotency_key',
      [submissions.map((s) => s.key)],
    )
    const stored = new Map(rows.map((r) => [r.key, r.ids]))
    const acknowledged = submissions.filter((s) => s.id !== null)
    const ids = (s) => stored.get(s.key) ?? []
    return {
      sent: submissions.length,
      acknowledged: acknowledged.length,
      sentAgain: submissions.filter((s) => s.attempts > 1).length,
      maxAttempts: Math.max(0, ...submissions.map((s) => s.attempts)),
      refused: submissions.filter((s) => s.refused).length,
      gaveUp: submissions.filter((s) => s.id === null && !s.refused).length,
      storedOnce: acknowledged.filter((s) => ids(s).length === 1 && ids(s)[0] === s.id).length,
      missing: acknowledged.filter((s) => ids(s).length === 0).length,
      underAnotherId: acknowledged.filter((s) => ids(s).length === 1 && ids(s)[0] !== s.id).length,
      duplicated: submissions.filter((s) => ids(s).length > 1).length,
      storedUnacknowledged: submissions.filter((s) => s.id === null && ids(s).length > 0).length,
    }
  } finally {
    await client.end()
  }
}

const round = (n, digits = 1) => Number(n.toFixed(digits))

/** Least-squares slope of [x, y] points (MB per second when x is seconds). */
function slope(points) {
  const n = points.length
  if (n < 2) return 0
  const mx = points.reduce((a, [x]) => a + x, 0) / n
  const my = points.reduce((a, [, y]) => a + y, 0) / n
  const num = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0)
  const den = points.reduce((a, [x]) => a + (x - mx) ** 2, 0)
  return den === 0 ? 0 : num / den
}

/** Memory of one instance: start, max, end, and over the last half the fitted line's rise ÷ the mean. */
function memoryOf(samples) {
  if (samples.length === 0) return null
  const end = samples.at(-1)[0]
  const lastHalf = samples.filter(([t]) => t >= end / 2)
  const mean = lastHalf.reduce((a, [, mb]) => a + mb, 0) / lastHalf.length
  const perSecond = slope(lastHalf)
  return {
    startMb: samples[0][1],
    maxMb: Math.max(...samples.map(([, mb]) => mb)),
    endMb: samples.at(-1)[1],
    lastHalfMeanMb: round(mean),
    lastHalfSlopeMbPerMinute: round(perSecond * 60, 2),
    lastHalfRise: round((perSecond * (end / 2)) / mean, 3),
    samples,
  }
}

/** A failure's kind: no answer at all, or the status (and GraphQL code) it came with. */
function kindOf([name, method, , , status, problem]) {
  const what = status === 0 ? `no answer (${problem.replace(/^Error: /, '').slice(0, 80)})` : problem.slice(0, 100)
  return `${method} ${name}: ${what}`
}

/** The load's figures, failures placed on the fault's timeline (seconds from the fault's start). */
function loadFigures(load, marks) {
  const outcomes = load.outcomes
  const failures = outcomes.filter((o) => o[5] !== null)
  const byKind = {}
  for (const f of failures) byKind[kindOf(f)] = (byKind[kindOf(f)] ?? 0) + 1
  const from = (at) => (marks.faultStart ? round((at - marks.faultStart) / 1000) : null)
  return {
    seconds: round((load.endedAt - load.startedAt) / 1000),
    rate: load.rate,
    requests: outcomes.length,
    gets: outcomes.filter((o) => o[1] === 'GET').length,
    posts: outcomes.filter((o) => o[1] === 'POST').length,
    persistedRegisteredAgain: load.registered,
    latency: summarise(outcomes.map((o) => o[3])),
    failures: failures.length,
    failedGets: failures.filter((f) => f[1] === 'GET').length,
    failedPosts: failures.filter((f) => f[1] === 'POST').length,
    byKind,
    firstFailureAt: failures.length ? from(failures[0][2]) : null,
    lastFailureAt: failures.length ? from(Math.max(...failures.map((f) => f[2]))) : null,
    failureSamples: failures.slice(0, 8).map(([name, method, at, , status, problem, told]) => ({
      name,
      method,
      at: from(at),
      status,
      problem,
      ...told,
    })),
    failuresRaw: failures,
  }
}

/** The scenario's bars: [name, measured, bar, met]. */
function barsOf(name, f) {
  const l = f.load
  const s = f.submissions
  const bars = []
  const add = (what, measured, bar, met) => bars.push({ what, measured: String(measured), bar, met })
  if (f.failed) add('the scenario ran to its end', f.failed, 'ran', false)
  const kept = `${s.storedOnce} of ${s.acknowledged} stored once under the acknowledged id; ${s.missing} missing, ${s.duplicated} keys stored twice`
  add(
    'acknowledged submissions stored exactly once, no key twice',
    kept,
    'all, 0 twice',
    s.storedOnce === s.acknowledged && s.duplicated === 0,
  )
  if (name === 'rolling') {
    add('failed requests seen by clients', `${l.failures} of ${l.requests}`, '0', l.failures === 0)
    add('deploy/rolling-restart.sh', `exit ${f.checks.script?.code}`, 'exit 0', f.checks.script?.code === 0)
  }
  if (name === 'crash') {
    add('failed GETs', `${l.failedGets} of ${l.gets}`, '0', l.failedGets === 0)
    const back = f.checks.readyAgainMs
    add(
      'instance A back under the supervisor',
      back ? `ready ${round(back / 1000)} s after the kill` : 'no',
      'back',
      Boolean(back),
    )
  }
  if (name === 'redis') {
    add('failed requests', `${l.failures} of ${l.requests}`, '0', l.failures === 0)
    const c = f.checks
    add(
      'rate limits counted in Redis again',
      c.rateLimitsBackMs === undefined ? 'no' : `${round(c.rateLimitsBackMs / 1000)} s after the start`,
      'yes',
      c.rateLimitsBackMs !== undefined,
    )
    const pq = c.persisted
    add(
      'persisted query registered on A, found by hash on B',
      pq ? `${pq.registeredOnA} / ${pq.answeredByHashOnB}` : 'not checked',
      'ok / ok',
      pq?.registeredOnA === 'ok' && pq?.answeredByHashOnB === 'ok',
    )
    const p = c.publish
    add(
      'a publish on A visible on B (cache expiry over Redis)',
      p ? `p95 ${p.perTarget['instance B'].p95 ?? '> 6000'} ms, ${p.staleAfter5s} stale after 5 s` : 'not checked',
      '≤ 5 s, 0 stale',
      p?.staleAfter5s === 0,
    )
  }
  if (name === 'postgres') {
    const window = f.marks.faultEnd + 5000
    // Sent before the stop but answered after it counts as during the outage.
    const outside = l.failuresRaw.filter(([, , at, ms]) => at + ms < f.marks.faultStart || at > window)
    const wrong = l.failuresRaw.filter(
      ([, , , , status, , told]) => status !== 503 || !told?.retryAfter || !/again/i.test(told.text),
    )
    add('failures outside the outage (stop … start + 5 s)', outside.length, '0', outside.length === 0)
    add('failures not 503 + Retry-After + words', `${wrong.length} of ${l.failures}`, '0', wrong.length === 0)
    const ms = f.checks.healthyMs
    add(
      'both instances healthy after the start',
      ms === undefined ? 'no' : `${round(ms / 1000)} s`,
      '≤ 5 s',
      ms !== undefined && ms <= 5000,
    )
  }
  if (name === 'soak') {
    add('failed requests', `${l.failures} of ${l.requests}`, '0', l.failures === 0)
    add('p99', `${l.latency.p99} ms`, '< 300 ms', l.latency.p99 < 300)
    for (const [instance, m] of Object.entries(f.memory)) {
      add(
        `instance ${instance} memory over the last half (fitted rise ÷ mean)`,
        m ? `${m.lastHalfRise} (${m.lastHalfSlopeMbPerMinute} MB/min)` : 'no samples',
        '≤ 0.10',
        m !== null && m.lastHalfRise <= 0.1,
      )
    }
  }
  return bars
}

/** Everything a scenario measured, and its bars. */
export async function judge(scenario, result, databaseUrl) {
  const figures = {
    name: scenario.name,
    failed: result.failed,
    marks: result.marks,
    checks: result.checks,
    load: loadFigures(result.load, result.marks),
    submissions: await checkSubmissions(databaseUrl, result.load.submissions),
    memory: Object.fromEntries(Object.entries(result.memory).map(([name, samples]) => [name, memoryOf(samples)])),
    instanceEvents: result.events,
  }
  figures.bars = barsOf(scenario.name, figures)
  figures.met = figures.bars.every((b) => b.met)
  delete figures.load.failuresRaw
  return figures
}

const table = (header, rows) =>
  [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n')

/** Memory every ~10 % of the run: enough to see a trend in a table. */
const thinned = (samples) => {
  const step = Math.max(1, Math.floor(samples.length / 10))
  return samples.filter((_, i) => i % step === 0 || i === samples.length - 1)
}

/** When each instance exited and was ready again, from the fault's start. */
function timeline(f) {
  const zero = f.marks.faultStart ?? f.marks.loadStart
  const line = Object.entries(f.instanceEvents ?? {})
    .map(([name, events]) =>
      events
        .map(
          (e) =>
            `${name} ${e.what} at ${round((e.at - zero) / 1000)}${e.startSeconds ? ` (boot ${round(e.startSeconds)} s)` : ''}`,
        )
        .join(', '),
    )
    .filter(Boolean)
    .join('; ')
  return line || 'no exits or starts'
}

export function scenarioMarkdown(scenario, f) {
  const l = f.load
  const s = f.submissions
  const lines = [
    `### ${scenario.name}: ${scenario.title}`,
    '',
    `${l.requests} requests (${l.gets} GET, ${l.posts} POST) in ${l.seconds} s at ${l.rate}/s; p50 ${l.latency.p50} ms, p99 ${l.latency.p99} ms, max ${l.latency.max} ms. ` +
      `Failed: ${l.failures} (GET ${l.failedGets}, POST ${l.failedPosts})` +
      (l.firstFailureAt !== null
        ? `, from ${l.firstFailureAt} s to ${l.lastFailureAt} s after the fault began.`
        : '.') +
      (l.persistedRegisteredAgain ? ` Persisted GETs sent again with their query: ${l.persistedRegisteredAgain}.` : ''),
    ...Object.entries(l.byKind).map(([kind, n]) => `- ${n} × ${kind}`),
    '',
    `Instances (seconds from the fault): ${timeline(f)}.`,
    '',
    `Submissions: ${s.sent} sent, ${s.acknowledged} acknowledged, ${s.sentAgain} sent again with their key (at most ${s.maxAttempts} tries), ` +
      `${s.refused} refused, ${s.gaveUp} given up; in the database: ${s.storedOnce} stored once, ${s.missing} missing, ` +
      `${s.underAnotherId} under another id, ${s.duplicated} keys twice, ${s.storedUnacknowledged} stored without an acknowledgement.`,
    '',
    table(
      ['memory (RSS, MB) at second', ...Object.keys(f.memory)],
      thinned(Object.values(f.memory)[0]?.samples ?? []).map(([t], i) => [
        String(t),
        ...Object.values(f.memory).map((m) => String(thinned(m?.samples ?? [])[i]?.[1] ?? '—')),
      ]),
    ),
    '',
    table(
      ['', 'measured', 'bar', ''],
      f.bars.map((b) => [b.what, b.measured, b.bar, b.met ? 'met' : '**not met**']),
    ),
  ]
  return lines.join('\n')
}
