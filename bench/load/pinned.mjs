// Runs one exported function of a module of this folder in a child process pinned to CPU 1 (the
// load generator's; the servers and nginx have CPU 0), and resolves with what it returned. The
// calling process stays unpinned: the bench's orchestrator may go on to launch a browser.
//   await pinned('open-loop.mjs', 'fixedRate', options)
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { pinTo } from '../lib/server.mjs'

const SELF = import.meta.filename

export function pinned(module, name, options) {
  const [command, ...args] = [...pinTo(1), process.execPath, SELF, module, name]
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] })
  child.stdin.end(JSON.stringify(options))
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${module} ${name} exited with code ${code}`))
      resolve(JSON.parse(output))
    })
  })
}

// In the child: read the options, run, print the result as JSON on stdout (logs go to stderr).
if (process.argv[1] === SELF) {
  const [module, name] = process.argv.slice(2)
  let input = ''
  for await (const chunk of process.stdin) input += chunk
  const fn = (await import(pathToFileURL(path.join(import.meta.dirname, module)).href))[name]
  const result = await fn(JSON.parse(input))
  process.stdout.write(JSON.stringify(result), () => process.exit(0))
}
