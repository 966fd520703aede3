// The harness's load (run on CPU 1 through bench/load/pinned.mjs): bench/load's open loop — the
// i-th request due at start + i / rate, sent then whatever the others are doing — over the soak's
// mix plus form submissions, recording every request's outcome, until the stop file appears.
// Clients behave as the site's own do: a persisted GET the server does not know is sent again with
// its query (Apollo's link), and a submission that got no answer, or a 503, is sent again with the
// same idempotency key (src/components/forms/cms-form.client.tsx), a little later, as a visitor would.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

import { picker, send } from '../load/open-loop.mjs'

const SUBMIT = `mutation SubmitForm($form: ID!, $values: [FormValueInput!]!, $files: [FormFileInput!], $key: String) {
  submitForm(form: $form, values: $values, files: $files, idempotencyKey: $key) { id redirect }
}`
/** A visitor sends again after 1, 2, 3, 4, 5, 5 … s, and gives up a minute after the first try. */
const retryDelay = (attempt) => Math.min(attempt, 5) * 1000
const GIVE_UP_MS = 60_000
/** Refusals of what was sent (not failures to answer): the browser starts a new attempt then. */
const REFUSED = ['BAD_USER_INPUT', 'CONFLICT']
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The first GraphQL error's code and message, or null: a compressed or non-JSON answer has none. */
function graphqlError(text) {
  try {
    const error = JSON.parse(text).errors?.[0]
    return error ? { code: error.extensions?.code ?? null, message: error.message } : null
  } catch {
    return null
  }
}

/** The id a submission was stored under, from an answer's text; null when it holds none. */
function submittedId(text) {
  try {
    const id = JSON.parse(text).data?.submitForm?.id
    return id === undefined || id === null ? null : String(id)
  } catch {
    return null
  }
}

/** What a failed answer said, kept to judge it: its Retry-After and the start of its words (a page's, without markup). */
const told = ({ headers, text }) => ({
  retryAfter: headers['retry-after'] ?? null,
  text: text
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200),
})

/** One read; a persisted GET the server does not know is sent again with its query, as Apollo does. */
async function read(request, i) {
  const first = await send(request, i)
  if (!request.registerUrl || graphqlError(first.text)?.code !== 'PERSISTED_QUERY_NOT_FOUND') return { ...first }
  return { ...(await send({ ...request, url: request.registerUrl }, i)), registered: true }
}

/** One visitor's submission: sent, and sent again with the same key until answered or given up. */
async function submitLikeABrowser(request, i, record) {
  const key = randomBytes(16).toString('hex')
  const values = [
    { name: 'name', value: `Reliability ${key.slice(0, 6)}` },
    { name: 'email', value: `r-${key}@example.com` },
    { name: 'topic', value: 'hello' },
    { name: 'message', value: `Submission ${key}, sent under load: stored once, or refused in words.` },
  ]
  const body = JSON.stringify({ query: SUBMIT, variables: { form: request.form, values, key } })
  const headers = { 'apollo-require-preflight': 'true', 'accept-encoding': 'identity' }
  const first = Date.now()
  const submission = { key, at: first, attempts: 0, id: null, refused: null }
  for (let attempt = 1; ; attempt += 1) {
    const at = Date.now()
    const answer = await send({ url: request.url, method: 'POST', headers, body, expect: 'graphql' }, i)
    submission.attempts = attempt
    const id = answer.status === 200 ? submittedId(answer.text) : null
    const error = graphqlError(answer.text)
    record(request, at, Date.now() - at, answer)
    if (id !== null) return { ...submission, id }
    if (error && REFUSED.includes(error.code)) return { ...submission, refused: `${error.code}: ${error.message}` }
    if (Date.now() + retryDelay(attempt) - first > GIVE_UP_MS) return submission
    await sleep(retryDelay(attempt))
  }
}

/**
 * Sends `requests` (bench/load/soak.mjs's mix; `kind: 'submit'` ones are form submissions) at
 * `rate` a second until `stopFile` exists or `maxSeconds` passed, then waits for every answer and
 * retry. Outcomes: [name, method, sent at (epoch ms), ms, status (0: no answer), problem, told].
 */
export async function openLoad({ requests, rate, maxSeconds, stopFile, seed = 1 }) {
  const next = picker(requests, seed)
  const outcomes = []
  const submissions = []
  const pending = []
  const record = (request, at, ms, answer) =>
    outcomes.push([
      request.name,
      request.method ?? 'GET',
      at,
      Math.round(ms * 10) / 10,
      answer.status,
      answer.problem,
      answer.problem ? told(answer) : null,
    ])
  const startedAt = Date.now()
  const start = performance.now() + 50
  let registered = 0
  for (let i = 0; i < rate * maxSeconds; i += 1) {
    const due = start + (i * 1000) / rate
    if (i % rate === 0 && existsSync(stopFile)) break
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    const request = next()
    if (request.kind === 'submit') {
      pending.push(submitLikeABrowser(request, i, record).then((s) => submissions.push(s)))
      continue
    }
    const at = Date.now()
    pending.push(
      read(request, i).then((answer) => {
        if (answer.registered) registered += 1
        record(request, at, performance.now() - due, answer)
      }),
    )
  }
  const endedAt = Date.now()
  await Promise.all(pending)
  return { startedAt, endedAt, rate, outcomes, submissions, registered }
}
