// A redis-server of one's own on 127.0.0.1:`port`, which may be stopped and started again. It keeps
// nothing on disk (no snapshot, no append-only file): started again it is empty, as a Redis that
// was replaced or lost its memory, the harder case for the instances that use it.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export async function startPrivateRedis({ port }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'staffroom-redis-'))
  let child = null
  let exited = Promise.resolve()

  async function start() {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]
    child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000)
      child.stdout.on('data', (chunk) => {
        output += chunk
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.once('exit', (code) => reject(new Error(`redis-server exited (code ${code}):\n${output}`)))
    })
    child.removeAllListeners('exit')
    exited = new Promise((resolve) => child.once('exit', resolve))
  }

  async function stop() {
    child?.kill('SIGTERM')
    await exited
    child = null
  }

  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    remove: async () => {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
