// The Lighthouse part's budgets (docs/performance.md, Budgets), each page type against the minimal
// page of the same run, and its markdown table.

const BUDGET = { points: 3, lcp: 1.15, tbt: 1.3, cls: 0.02, js: 15_000 }
// The players may ship more before interaction.
const PLAYER_JS = 45_000
const PLAYERS = new Set(['videos', 'podcasts', 'episodes'])

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const signed = (n, format = String) => `${n >= 0 ? '+' : '−'}${format(Math.abs(n))}`
const ratio = (value, floor) => (floor > 0 ? `×${(value / floor).toFixed(2)}` : value > 0 ? '×∞' : '×1.00')
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

/** Every budget of every page: [{ name, page, metric, measured, budget, met }]. */
export function lighthouseBudgets(minimal, pages) {
  const floor = minimal.median
  return pages.flatMap((page) => {
    const m = page.median
    const jsAllowance = PLAYERS.has(page.contentType) ? PLAYER_JS : BUDGET.js
    const jsExtra = page.weight.js.total - minimal.weight.js.total
    const rows = [
      {
        metric: 'score',
        measured: `${m.score} (${signed(m.score - floor.score)} vs ${floor.score})`,
        budget: `≥ ${floor.score - BUDGET.points} (within ${BUDGET.points} points)`,
        met: m.score >= floor.score - BUDGET.points,
      },
      {
        metric: 'LCP',
        measured: `${ratio(m.lcpMs, floor.lcpMs)} (${seconds(m.lcpMs)} vs ${seconds(floor.lcpMs)})`,
        budget: `≤ ×${BUDGET.lcp}`,
        met: m.lcpMs <= floor.lcpMs * BUDGET.lcp,
      },
      {
        metric: 'TBT',
        measured: `${ratio(m.tbtMs, floor.tbtMs)} (${m.tbtMs} ms vs ${floor.tbtMs} ms)`,
        budget: `≤ ×${BUDGET.tbt}`,
        met: m.tbtMs <= floor.tbtMs * BUDGET.tbt,
      },
      { metric: 'CLS', measured: m.cls.toFixed(3), budget: `≤ ${BUDGET.cls}`, met: m.cls <= BUDGET.cls },
      {
        metric: 'first-load JS',
        measured: `${kB(page.weight.js.total)} (${signed(jsExtra, kB)})`,
        budget: `≤ ${signed(jsAllowance, kB)}`,
        met: jsExtra <= jsAllowance,
      },
    ]
    return rows.map((row) => ({ ...row, name: `${page.name}: ${row.metric}`, page: page.name }))
  })
}

/** One row per page, the minimal page first; then where the largest paint's time went where LCP is over budget. */
export function lighthouseMarkdown({ minimal, pages, budgets, runs, environment }) {
  const floor = minimal.median
  const cells = (page) => {
    const m = page.median
    const notMet = budgets.filter((b) => b.page === page.name && !b.met).map((b) => b.metric)
    const delta = (value, of) => (page === minimal ? '' : of(value))
    return [
      page === minimal ? `**${page.name}**` : page.name,
      `\`${page.path}\``,
      String(m.score),
      delta(m.score - floor.score, (d) => signed(d)),
      seconds(m.lcpMs),
      delta(m.lcpMs, (v) => ratio(v, floor.lcpMs)),
      `${m.tbtMs} ms`,
      delta(m.tbtMs, (v) => ratio(v, floor.tbtMs)),
      m.cls.toFixed(3),
      kB(page.weight.js.total),
      delta(page.weight.js.total - minimal.weight.js.total, (d) => signed(d, kB)),
      kB(page.weight.html.gzip),
      kB(m.transferredBytes),
      page === minimal ? '' : notMet.length === 0 ? 'met' : `not met: ${notMet.join(', ')}`,
    ]
  }
  const header = [
    'page',
    'path',
    'score',
    'Δ',
    'LCP',
    '× LCP',
    'TBT',
    '× TBT',
    'CLS',
    'JS gzip',
    'Δ JS',
    'HTML gzip',
    'transferred',
    'budgets',
  ]
  const table = [
    header,
    header.map((h, i) => (i < 2 || i === header.length - 1 ? '---' : '---:')),
    ...[minimal, ...pages].map(cells),
  ]
  const lines = [
    `Lighthouse ${environment.lighthouse}, mobile, median of ${runs} (computeMedianRun), interleaved round by round with the minimal page. ` +
      `Budgets: within ${BUDGET.points} points, LCP ≤ ×${BUDGET.lcp}, TBT ≤ ×${BUDGET.tbt}, CLS ≤ ${BUDGET.cls}, ` +
      `first-load JS ≤ minimal + ${kB(BUDGET.js)} (video and podcast pages + ${kB(PLAYER_JS)}).`,
    '',
    ...table.map((row) => `| ${row.join(' | ')} |`),
  ]
  const slow = pages.filter((page) => budgets.some((b) => b.page === page.name && b.metric === 'LCP' && !b.met))
  if (slow.length > 0) {
    lines.push('', `Largest paint where LCP is over budget (minimal page: ${describeLcp(floor)}):`, '')
    for (const page of slow) lines.push(`- ${page.name}: ${describeLcp(page.median)}`)
  }
  lines.push(
    '',
    `benchmarkIndex ${environment.benchmarkIndex} (runs ${environment.benchmarkIndexRange.join('–')}), ` +
      `load average at the end ${environment.loadAverageAtEnd.join(' ')}, servers pinned to CPU 0: ${environment.serverPinnedToCpu0 ? 'yes' : 'no'}.`,
  )
  return lines.join('\n')
}

const describeLcp = (m) => {
  const phases = Object.entries(m.lcpPhases)
    .map(([phase, ms]) => `${phase} ${ms} ms`)
    .join(', ')
  return `\`${m.lcpElement ?? '(unknown)'}\`${phases ? ` — ${phases}` : ''}`
}
