import type { Server, ServerResponse } from 'node:http'

type Closer = { name: string; close: () => Promise<unknown> }

export type ShutdownOptions = {
  /** After this many milliseconds the process exits (code 1) whatever is still open. */
  deadlineMs: number
  /** Closed at once: what keeps connections open on its own (the GraphQL websockets). */
  first: Closer[]
  /** Closed in order once the last request is answered: job crons, Redis, the database. */
  last: Closer[]
  log?: (message: string) => void
  exit?: (code: number) => void
}

/**
 * SIGTERM and SIGINT stop the server gently (a rolling restart, systemd stop, Ctrl-C): it stops
 * accepting connections and closes the idle keep-alive ones; each request in flight (uploads and
 * form submissions included) is answered, with `Connection: close`; then `last` closes and the
 * process exits 0. A proxy in front (nginx's proxy_next_upstream) sends new requests to another
 * instance meanwhile. At the deadline it exits 1 anyway; a second signal exits 1 at once.
 */
export function handleShutdown(server: Server, options: ShutdownOptions) {
  const { deadlineMs, first, last, log = console.log, exit = (code: number) => process.exit(code) } = options
  const inFlight = new Set<ServerResponse>()
  let stopping = false

  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res)
    if (stopping) res.shouldKeepAlive = false
    res.once('close', () => {
      inFlight.delete(res)
      // An answer that began before the signal kept its connection alive: it is idle now.
      if (stopping) server.closeIdleConnections()
    })
  })

  const run = ({ name, close }: Closer) =>
    close().catch((error: unknown) =>
      log(`Closing ${name} failed: ${error instanceof Error ? error.message : String(error)}`),
    )

  async function stop(signal: NodeJS.Signals) {
    if (stopping) {
      log(`${signal} again: exiting now.`)
      return exit(1)
    }
    stopping = true
    setTimeout(() => {
      log(`Still ${inFlight.size} request(s) in flight after ${deadlineMs} ms: exiting anyway.`)
      exit(1)
    }, deadlineMs).unref()
    const drained = new Promise<void>((resolve) => server.close(() => resolve()))
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false
    server.closeIdleConnections()
    // Said once the port is closed: a test that reads this line finds new connections refused.
    log(`${signal}: taking no new connections; answering ${inFlight.size} request(s) in flight, then exiting.`)
    await Promise.all(first.map(run))
    await drained
    for (const closer of last) await run(closer)
    log('Stopped cleanly.')
    exit(0)
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal))
  return { stopping: () => stopping }
}
