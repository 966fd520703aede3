// wrk (Debian package `wrk`) on the load generator's CPU: closed-loop throughput of one URL with
// identity encoding on both sides of every ratio. autocannon cannot drive nginx hard enough.
import { execFile, execFileSync } from 'node:child_process'

import { pinTo } from '../lib/server.mjs'

/** Whether wrk is installed; the throughput part says so in its results when it is not. */
export function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (error) {
    // wrk --version prints its usage and exits 1: installed.
    return error.code !== 'ENOENT'
  }
}

const MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 }
const ms = (text) => {
  const [, n, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? []
  return n === undefined ? null : Number((Number(n) * MS[unit]).toFixed(3))
}

/** Parses wrk's report (with --latency). */
export function parseWrk(output) {
  const number = (re) => Number(re.exec(output)?.[1] ?? NaN)
  const percentile = (p) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '')
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    requests: number(/(\d+) requests in/),
    latencyMs: { p50: percentile(50), p99: percentile(99) },
    errors:
      (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) +
      (number(/Non-2xx or 3xx responses: (\d+)/) || 0),
  }
}

/** `seconds` of wrk against `url` with `connections` connections, from CPU 1. */
export function wrk(url, { seconds, connections = 50, headers = {} }) {
  const args = [
    ...pinTo(1),
    'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '--latency',
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ] // prettier-ignore
  return new Promise((resolve, reject) => {
    execFile(args[0], args.slice(1), { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrk ${url}: ${stderr || error.message}`))
      const result = parseWrk(stdout)
      if (!Number.isFinite(result.requestsPerSecond)) return reject(new Error(`wrk ${url}: no figures in\n${stdout}`))
      resolve(result)
    })
  })
}
