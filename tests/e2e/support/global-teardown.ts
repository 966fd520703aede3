/** Stops the server the global setup started (that process only, by its pid) and removes its temp folder. */
import { rmSync } from 'node:fs'

import { releaseRunLock } from './run-lock'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export default async function globalTeardown() {
  const pid = Number(process.env.E2E_SERVER_PID)
  if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
    process.kill(pid, 'SIGTERM')
    const deadline = Date.now() + 5000
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    if (alive(pid)) process.kill(pid, 'SIGKILL')
  }
  const work = process.env.E2E_WORK_DIR
  if (work && work.includes('staffroom-e2e-run-')) rmSync(work, { recursive: true, force: true })
  releaseRunLock()
}
