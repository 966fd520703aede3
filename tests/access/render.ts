/**
 * The access matrix as Markdown, for docs/security.md (between the markers below). Written by
 * `npm run docs:security`; tests/unit/security-doc.test.ts fails when the page is out of date.
 */
import { CALLER_LABELS, CALLERS, MATRIX, OPERATIONS, SUBJECTS, type Entity, type Outcome } from './matrix'

export const START = '<!-- access-matrix:start (generated from tests/access/matrix.ts by `npm run docs:security`) -->'
export const END = '<!-- access-matrix:end -->'

const SYMBOL: Record<Outcome, string> = { allow: '✓', deny: '✗', hidden: '◐', absent: '—' }

const HEADERS = ['anon', 'member', 'other member', 'twin', 'contrib.', 'editor', 'admin']

function table(entity: Entity): string {
  const lines = [
    `| operation | on | ${HEADERS.join(' | ')} |`,
    `|---|---|${CALLERS.map(() => ':-:').join('|')}|`,
    ...entity.rows.map(
      (r) =>
        `| ${OPERATIONS[r.operation]} | ${SUBJECTS[r.subject]} | ${CALLERS.map((c) => SYMBOL[r.expect[c]]).join(' | ')} |`,
    ),
  ]
  return lines.join('\n')
}

function section(title: string, entities: Record<string, Entity>, code: (name: string) => string): string {
  const parts = Object.entries(entities).map(
    ([name, entity]) => `#### ${code(name)}\n\n${entity.about}\n\n${table(entity)}`,
  )
  return `### ${title}\n\n${parts.join('\n\n')}`
}

export function renderMatrix(): string {
  const legend = [
    '| symbol | meaning |',
    '|:-:|---|',
    `| ${SYMBOL.allow} | allowed: it happens (a read returns the document) |`,
    `| ${SYMBOL.deny} | refused: 403 over REST, a "not allowed" error over GraphQL (401 "Sign in…" for the member-only account operations); nothing changes |`,
    `| ${SYMBOL.hidden} | the caller may see only some documents and this is not one: lists leave it out, reads by id answer 404, writes are refused (403) or not found (404) |`,
    `| ${SYMBOL.absent} | no such operation: REST answers 404 (e.g. "… keeps no versions"), GraphQL has no such field |`,
  ].join('\n')
  const callers = CALLERS.map((c, i) => `${HEADERS[i]}: ${CALLER_LABELS[c]}`).join('; ')
  return [
    START,
    '',
    legend,
    '',
    `Callers — ${callers}. Every row is run over REST and over GraphQL (websockets for subscriptions); ` +
      'REST-only endpoints (files, views, preferences by key, jobs) and GraphQL-only fields are run over the protocol they exist on.',
    '',
    section('Collections', MATRIX.collections, (slug) => `\`${slug}\``),
    '',
    section('Globals', MATRIX.globals, (slug) => `\`${slug}\``),
    '',
    section('Our GraphQL queries, mutations and subscriptions', MATRIX.graphql, (field) => `\`${field}\``),
    '',
    END,
  ].join('\n')
}

/** `page` with its generated section replaced by the current one. */
export function withMatrix(page: string): string {
  const start = page.indexOf(START)
  const end = page.indexOf(END)
  if (start === -1 || end === -1) throw new Error(`docs/security.md needs the markers ${START} … ${END}`)
  return page.slice(0, start) + renderMatrix() + page.slice(end + END.length)
}
