// Completes package-lock.json with the platform packages a registry mirror would not serve.
//
// Native packages (@next/swc, @tailwindcss/oxide, unrs-resolver…) list one optional dependency per
// platform. A mirror that answers 404 for the platforms it does not carry makes `npm install` write a
// lockfile without them, and `npm ci` then refuses that lockfile ("Missing: …@ from lock file"). This
// adds an entry for each missing one, with the version the parent pins and the os/cpu/libc its name
// says, so npm ci accepts the lockfile and skips the package on every other platform as usual.
//
// Usage, after any `npm install` that changed the lockfile: node scripts/lockfile-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const FILE = 'package-lock.json'
const lock = JSON.parse(readFileSync(FILE, 'utf8'))
const OS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd', 'openbsd']
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 's390x', 'riscv64', 'wasm32', 'mips64el']

/** os, cpu and libc from a platform package's name, e.g. `…-linux-arm-musleabihf`. */
function platformOf(name) {
  const parts = name.split('/').at(-1).split('-')
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.find((p) => CPU.includes(p))
  const libc = parts.some((p) => p.startsWith('musl')) ? 'musl' : os === 'linux' && parts.some((p) => p.startsWith('gnu')) ? 'glibc' : undefined
  return { os, cpu, libc }
}

let added = 0
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${location ? `${location}/` : ''}node_modules/${name}`
    if (lock.packages[key] || lock.packages[`node_modules/${name}`]) continue
    const { os, cpu, libc } = platformOf(name)
    if (!cpu || !/^\d+\.\d+\.\d+/.test(range)) continue // not a platform package, or not pinned
    lock.packages[`node_modules/${name}`] = {
      version: range,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    }
    added += 1
  }
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
)
writeFileSync(FILE, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`)
console.log(`lockfile: ${added} platform package entr${added === 1 ? 'y' : 'ies'} added`)
