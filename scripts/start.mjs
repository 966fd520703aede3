// `npm start`: everything a fresh machine needs to serve Staffroom on http://localhost:3000.
// install → secret → bundle the CLI → migrate → seed demo content (first start only) → build (when
// the sources changed) → serve. Only Node built-ins here: node_modules may not exist yet.
import { execFileSync, spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const run = (cmd, args, env = {}) => execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
const step = (text) => console.log(`\n▸ ${text}`)

// 1. Dependencies, when missing or older than the lockfile.
const installed = 'node_modules/.package-lock.json'
if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  step('Installing dependencies')
  run('npm', ['ci', '--no-audit', '--no-fund'])
}

// 2. A secret of this installation, kept in .env (never committed).
const envFile = '.env'
const envText = existsSync(envFile) ? readFileSync(envFile, 'utf8') : ''
if (!/^PAYLOAD_SECRET=.+/m.test(envText) && !process.env.PAYLOAD_SECRET) {
  step('Writing a new PAYLOAD_SECRET to .env')
  appendFileSync(
    envFile,
    `${envText && !envText.endsWith('\n') ? '\n' : ''}PAYLOAD_SECRET=${randomBytes(32).toString('hex')}\n`,
  )
}
mkdirSync('data', { recursive: true })

// 3–5. Command-line bundle, migrations, demo content.
step('Preparing the database')
run('node', ['scripts/bundle.mjs'])
run('node', ['.build/cli.mjs', 'migrate'], { NODE_ENV: 'production' })
const seedOutput = execFileSync('node', ['.build/cli.mjs', 'seed', '--if-empty', '--json'], {
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: ['inherit', 'pipe', 'inherit'],
}).toString()
const seeded = JSON.parse(seedOutput.trim().split('\n').at(-1)).created > 0
if (seeded) console.log('  Demo content created.')

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
// Pages are pre-rendered from the database at build time, so a freshly seeded database needs a
// build too, and no cached data of an earlier database may leak into it.
if (seeded || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest) {
  step('Building the site (a few minutes the first time)')
  rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
  rmSync('.next/server/route-cache', { recursive: true, force: true })
  run('node', ['node_modules/next/dist/bin/next', 'build'], { NODE_ENV: 'production' })
  writeFileSync(stamp, digest)
}

// 7. Serve, then say how to sign in (@next/env is installed by now).
const { default: nextEnv } = await import('@next/env')
step('Starting the server')
const server = spawn('node', ['.build/server.mjs'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production' },
})
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (String(chunk).includes('Staffroom is ready')) printLogin()
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

/** Where the server says it is: SERVER_URL, else localhost on PORT, as the server reads them (.env files too). */
function adminAddress() {
  const { combinedEnv } = nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error }, true)
  const env = { ...combinedEnv, ...process.env }
  return new URL('/admin', env.SERVER_URL || `http://localhost:${env.PORT || 3000}`).href
}

function printLogin() {
  const file = 'data/demo-login.json'
  const login = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
  const email = process.env.ADMIN_EMAIL ?? login?.email
  const password = process.env.ADMIN_PASSWORD ? '(the ADMIN_PASSWORD you set)' : login?.password
  console.log(
    `\nSign in at ${adminAddress()} as ${email ?? 'the admin you created'}${password ? ` with ${password}` : ''}\n`,
  )
}
