// `npm start`: everything a fresh machine needs to serve Staffroom on http://localhost:3000.
// install → secret → bundle the CLI → migrate → seed demo content (first start only) → build (when
// the sources changed) → serve. Only Node built-ins here: node_modules may not exist yet.
import { execFileSync, spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, appendFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const run = (cmd, args, env = {}) => execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
const step = (text) => console.log(`\n▸ ${text}`)

// 1. Dependencies, when missing or older than the lockfile.
const installed = 'node_modules/.package-lock.json'
if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  step('Installing dependencies')
  try {
    run('npm', ['ci', '--no-audit', '--no-fund'])
  } catch {
    run('npm', ['install', '--no-audit', '--no-fund'])
  }
}

// 2. A secret of this installation, kept in .env (never committed).
const envFile = '.env'
const envText = existsSync(envFile) ? readFileSync(envFile, 'utf8') : ''
if (!/^PAYLOAD_SECRET=.+/m.test(envText) && !process.env.PAYLOAD_SECRET) {
  step('Writing a new PAYLOAD_SECRET to .env')
  appendFileSync(envFile, `${envText && !envText.endsWith('\n') ? '\n' : ''}PAYLOAD_SECRET=${randomBytes(32).toString('hex')}\n`)
}
mkdirSync('data', { recursive: true })

// 3–5. Command-line bundle, migrations, demo content.
step('Preparing the database')
run('node', ['scripts/bundle.mjs'])
run('node', ['.build/cli.mjs', 'migrate'], { NODE_ENV: 'production' })
run('node', ['.build/cli.mjs', 'seed', '--if-empty'], { NODE_ENV: 'production' })

// 6. Production build when anything it depends on changed since the last one.
const inputs = ['src', 'public', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json']
const hash = createHash('sha256')
const walk = (p) => {
  if (!existsSync(p)) return
  const stat = statSync(p)
  if (stat.isDirectory()) for (const name of readdirSync(p).sort()) walk(path.join(p, name))
  else hash.update(p).update(readFileSync(p))
}
inputs.forEach(walk)
const digest = hash.digest('hex')
const stamp = '.next/staffroom-build.sha256'
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest) {
  step('Building the site (a few minutes the first time)')
  run('node', ['node_modules/next/dist/bin/next', 'build'], { NODE_ENV: 'production' })
  writeFileSync(stamp, digest)
}

// 7. Serve, then say how to sign in.
step('Starting the server')
const server = spawn('node', ['.build/server.mjs'], { stdio: ['inherit', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } })
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (String(chunk).includes('Staffroom is ready')) printLogin()
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

function printLogin() {
  const file = 'data/demo-login.json'
  const login = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
  const email = process.env.ADMIN_EMAIL ?? login?.email
  const password = process.env.ADMIN_PASSWORD ? '(the ADMIN_PASSWORD you set)' : login?.password
  console.log(`\nSign in at http://localhost:3000/admin as ${email ?? 'the admin you created'}${password ? ` with ${password}` : ''}\n`)
}
