/** The Nu HTML checker (vnu-jar, run with the machine's Java): one run over many files. */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { ROOT } from './env'

const VNU_JAR = path.join(ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')

export type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string }

export async function checkHtml(files: string[]): Promise<VnuMessage[]> {
  // vnu exits non-zero when it finds errors; its report is on stdout either way.
  const { stdout } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; message: string; code?: string }) => {
    if (error.code === 'ENOENT') throw new Error('java was not found: the Nu HTML checker needs a Java 11+ runtime on PATH')
    if (!error.stdout) throw error
    return { stdout: error.stdout }
  })
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages
}
