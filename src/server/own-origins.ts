/** The names this machine answers to itself; one of them in SERVER_URL means a local run. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins a browser may be at when it talks to this server: SERVER_URL's, and, when that is
 * a loopback address (a local run, the demo), the same port at the other loopback names — the
 * admin opened at http://127.0.0.1:3000 is this server as much as http://localhost:3000 is.
 * Payload's CSRF check takes a signed-in cookie only from a listed origin: without the aliases,
 * every save in an admin opened at 127.0.0.1 was refused as "not allowed". Nothing is added for a
 * public address: another name for it would be another site.
 */
export function ownOrigins(serverUrl: string): string[] {
  const url = new URL(serverUrl)
  if (!LOOPBACK.includes(url.hostname)) return [url.origin]
  const port = url.port ? `:${url.port}` : ''
  return [url.origin, ...LOOPBACK.map((host) => `${url.protocol}//${host}${port}`).filter((o) => o !== url.origin)]
}
