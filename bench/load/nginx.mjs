// nginx for the load bench, pinned to the server's CPU: the shipped site config
// (deploy/nginx/staffroom.conf, read now, so the bench measures the file as it is today) in front of
// one or more app instances, and a minimal static server for the reference. The shipped config is
// changed as tests/e2e/support/nginx.ts changes it — only the lines marked "(tests: …)", each of
// which must be found exactly once — but for several upstream servers, which that helper cannot give.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { pinTo } from '../lib/server.mjs'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p))

function replaceOnce(text, from, to) {
  const count = text.split(from).length - 1
  if (count !== 1) throw new Error(`deploy/nginx/staffroom.conf: expected "${from}" once, found it ${count} times`)
  return text.replace(from, to)
}

async function listening(port, deadline) {
  while (Date.now() < deadline) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false))
      socket.setTimeout(500, () => resolve(false))
      setTimeout(() => socket.destroy(), 600)
    })
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nginx did not listen on ${port}`)
}

/** A temp folder with a self-signed certificate for 127.0.0.1. */
function workFolder() {
  if (!NGINX) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'staffroom-bench-nginx-'))
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' }) // prettier-ignore
  return dir
}

/**
 * Runs nginx with `site` in the http {} block of a stock Debian nginx.conf (which the shipped config
 * is written for: sendfile, tcp_nopush, gzip), with the e2e helper's paths; one worker, on CPU 0.
 */
async function run(dir, site, waitFor) {
  writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  gzip on;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  )
  const errorLog = path.join(dir, 'error.log')
  const [command, ...args] = [...pinTo(0), NGINX, '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog]
  const child = spawn(command, args, { stdio: 'ignore' })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    await Promise.race([
      Promise.all(waitFor.map((port) => listening(port, Date.now() + 10_000))),
      exited.then(() => {
        throw new Error(`nginx exited: ${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : 'no log'}`)
      }),
    ])
  } catch (error) {
    child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return async () => {
    child.kill('SIGQUIT')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The shipped config in front of `upstreams` (http://host:port origins), on the given ports. */
export async function startShippedNginx(upstreams, { http, https }) {
  const dir = workFolder()
  let site = readFileSync(path.join(ROOT, 'deploy/nginx/staffroom.conf'), 'utf8')
  const servers = upstreams.map((u) => `server ${new URL(u).host} max_fails=1 fail_timeout=5s;`).join('\n    ')
  for (const [from, to] of [
    ['server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;', servers],
    ['/var/cache/nginx/staffroom', path.join(dir, 'cache')],
    ['listen 80;', `listen 127.0.0.1:${http};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${https} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['/etc/ssl/staffroom/fullchain.pem', path.join(dir, 'cert.pem')],
    ['/etc/ssl/staffroom/privkey.pem', path.join(dir, 'key.pem')],
  ]) {
    site = replaceOnce(site, from, to)
  }
  const stop = await run(dir, site, [http, https])
  return { http: `http://127.0.0.1:${http}`, https: `https://127.0.0.1:${https}`, stop }
}

/**
 * nginx serving the files of `root` as they are: over plain HTTP on `http`, and over TLS on
 * `https` with the shipped config's TLS settings (protocols, session cache, http2 offered).
 */
export async function startStaticNginx(root, { http, https }) {
  const dir = workFolder()
  const site = [
    'server {',
    `  listen 127.0.0.1:${http};`,
    `  listen 127.0.0.1:${https} ssl http2;`,
    `  ssl_certificate ${path.join(dir, 'cert.pem')};`,
    `  ssl_certificate_key ${path.join(dir, 'key.pem')};`,
    '  ssl_protocols TLSv1.2 TLSv1.3;',
    '  ssl_session_cache shared:bench_static_tls:10m;',
    `  root ${root};`,
    '  default_type text/html;',
    '}',
  ].join('\n')
  const stop = await run(dir, site, [http, https])
  return { http: `http://127.0.0.1:${http}`, https: `https://127.0.0.1:${https}`, stop }
}
