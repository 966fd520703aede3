// A PostgreSQL cluster of one's own: initdb into a temp folder, on a port of the caller's choosing,
// stopped and started at will (the reliability harness and tests/api/postgres-stopped.test.ts),
// without touching the machine's shared server. PostgreSQL 15's binaries (Debian's path, else
// PATH); initdb refuses to run as root, so as root every server command runs as `postgres`.
//   const pg = startPrivatePostgres({ port: 3344 })   // postgres://postgres@127.0.0.1:3344
//   pg.stop(); pg.start(); pg.remove()
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const BIN = ['/usr/lib/postgresql/15/bin'].find((dir) => existsSync(path.join(dir, 'initdb')))
const AS_ROOT = process.getuid?.() === 0

/** A PostgreSQL server program, run as `postgres` when this process is root. */
function server(program, args) {
  const command = BIN ? path.join(BIN, program) : program
  const [file, ...rest] = AS_ROOT ? ['runuser', '-u', 'postgres', '--', command, ...args] : [command, ...args]
  return execFileSync(file, rest, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/** A client program (pg_dump, pg_restore), run as this process. */
export function pgClient(program, args) {
  return execFileSync(BIN ? path.join(BIN, program) : program, args, { stdio: ['ignore', 'ignore', 'pipe'] })
}

/** Initialises a cluster in a temp folder and starts it on 127.0.0.1:`port` (trust, user postgres). */
export function startPrivatePostgres({ port }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'staffroom-postgres-'))
  if (AS_ROOT) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })))
    chownSync(dir, uid, gid)
  }
  const data = path.join(dir, 'data')
  server('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
  // Its socket in its own folder: nothing of the shared server's is used.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}`,
    dir,
    /** Starts the server and returns once it takes connections. */
    start: () =>
      server('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']),
    /** Stops it: `fast` (clients disconnected, as a restart does) unless told otherwise. */
    stop: (mode = 'fast') => server('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    remove: () => {
      try {
        cluster.stop('immediate')
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
  cluster.start()
  return cluster
}
