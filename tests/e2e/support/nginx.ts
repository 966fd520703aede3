/**
 * The shipped nginx config (deploy/nginx/staffroom.conf) run for real, in front of the e2e server:
 * Debian's nginx (`nginx-light`; .ci/run installs it) in a temp folder of its own, with a
 * self-signed certificate and free ports on 127.0.0.1. Only the lines the config marks
 * "(tests: …)" change; each must be found exactly once, so the file cannot drift from this.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../support/free-port'
import { ROOT } from './env'

export type LocalNginx = {
  http: string
  https: string
  /** The self-signed certificate nginx presents (for clients that verify: NODE_EXTRA_CA_CERTS). */
  certificate: string
  stop: () => Promise<void>
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p))

function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1
  if (count !== 1) throw new Error(`deploy/nginx/staffroom.conf: expected "${from}" once, found it ${count} times`)
  return text.replace(from, to)
}

async function listening(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false))
      socket.setTimeout(500, () => resolve(false))
      setTimeout(() => socket.destroy(), 600)
    })
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nginx did not listen on ${port}`)
}

/**
 * Starts nginx with the shipped config in front of `upstream` (an http://host:port origin), on free
 * ports unless given (bench/observatory.ts takes 80 and 443: the Observatory asks only those).
 */
export async function startNginx(upstream: string, ports: { http?: number; https?: number } = {}): Promise<LocalNginx> {
  if (!NGINX) throw new Error('nginx is not installed (Debian: apt-get install nginx-light): .ci/run installs it')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'staffroom-nginx-'))
  const httpPort = ports.http ?? (await freePort())
  const httpsPort = ports.https ?? (await freePort())
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' }) // prettier-ignore

  let site = readFileSync(path.join(ROOT, 'deploy/nginx/staffroom.conf'), 'utf8')
  for (const [from, to] of [
    [
      'server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;',
      `server ${new URL(upstream).host} max_fails=1 fail_timeout=5s;`,
    ],
    ['/var/cache/nginx/staffroom', path.join(dir, 'cache')],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['/etc/ssl/staffroom/fullchain.pem', path.join(dir, 'cert.pem')],
    ['/etc/ssl/staffroom/privkey.pem', path.join(dir, 'key.pem')],
  ]) {
    site = replaceOnce(site, from, to)
  }
  writeFileSync(path.join(dir, 'staffroom.conf'), site)
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root, workers would run as "nobody" and could not write the cache in this 0700 folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(dir, 'staffroom.conf')};`,
      '}',
    ].join('\n'),
  )

  const errorLog = path.join(dir, 'error.log')
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], {
    stdio: 'ignore',
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await Promise.race([
      listening(httpsPort, Date.now() + 10_000),
      exited.then(() => {
        throw new Error(`nginx exited: ${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : 'no log'}`)
      }),
    ])
  } catch (error) {
    child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    http: `http://127.0.0.1:${httpPort}`,
    https: `https://127.0.0.1:${httpsPort}`,
    certificate: path.join(dir, 'cert.pem'),
    stop: async () => {
      child.kill('SIGQUIT')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
      child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
