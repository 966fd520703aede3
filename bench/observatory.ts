/**
 * `npm run bench:headers [-- --url http://localhost:3000]`: the MDN HTTP Observatory's grade of the
 * site as it is deployed — a running production server (`npm start`) behind the shipped nginx
 * config (deploy/nginx/staffroom.conf) on ports 80 and 443 of 127.0.0.1, with a self-signed
 * certificate the scanner is told to trust. Needs root (the ports) and nginx.
 *
 * The Observatory (@mdn/mdn-http-observatory, npm) is installed on first use into
 * bench/.cache/observatory. Its install scripts would download two lists from the internet; they are
 * skipped, and the lists given here: no HSTS preload entries (a local host is in no preload list)
 * and no top-level domains (used only by its web API, never by a scan).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { startNginx } from '../tests/e2e/support/nginx'

const VERSION = '1.4.8'
const PREFIX = path.resolve('bench/.cache/observatory')
const PACKAGE = path.join(PREFIX, 'node_modules/@mdn/mdn-http-observatory')

type Test = { pass: boolean; result: string; scoreModifier: number }
type Report = { scan: { grade: string; score: number }; tests: Record<string, Test> }

function install() {
  if (existsSync(path.join(PACKAGE, 'src/scan.js'))) return
  console.log(`Installing @mdn/mdn-http-observatory@${VERSION} into ${PREFIX} (once)…`)
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      PREFIX,
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--no-save',
      `@mdn/mdn-http-observatory@${VERSION}`,
    ],
    { stdio: 'inherit' },
  )
  writeFileSync(path.join(PACKAGE, 'conf/hsts-preload.json'), '{}\n')
  writeFileSync(path.join(PACKAGE, 'conf/tld-list.json'), '[]\n')
}

const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://localhost:3000' } } })
install()
const nginx = await startNginx(values.url, { http: 80, https: 443 })
try {
  const output = execFileSync(process.execPath, [path.join(PACKAGE, 'src/scan.js'), '127.0.0.1'], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: nginx.certificate },
    encoding: 'utf8',
  })
  const report = JSON.parse(output) as Report
  for (const [name, test] of Object.entries(report.tests)) {
    console.log(
      `${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(30)} ${String(test.scoreModifier).padStart(4)}  ${test.result}`,
    )
  }
  console.log(`\nMDN HTTP Observatory ${VERSION}: ${report.scan.grade} (score ${report.scan.score})`)
  process.exitCode = report.scan.grade === 'A+' ? 0 : 1
} finally {
  await nginx.stop()
}
