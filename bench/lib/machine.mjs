// What a result was measured on: numbers from two machines are only comparable with this beside them.
import { execFileSync } from 'node:child_process'
import os from 'node:os'

const quiet = (command, args) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

export function machine(chromePath) {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cpus: os.availableParallelism(),
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: quiet(chromePath, ['--version']),
  }
}

/** The commit measured, `-dirty` when the working tree has changes. */
export function commit() {
  const hash = quiet('git', ['rev-parse', '--short', 'HEAD']) ?? 'unknown'
  const dirty = quiet('git', ['status', '--porcelain', '--untracked-files=no'])
  return dirty ? `${hash}-dirty` : hash
}
