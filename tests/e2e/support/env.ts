import path from 'node:path'

/** The project root (this file is tests/e2e/support/env.ts). */
export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..')

/** The Next build folder of the e2e suite, never the `.next` that `npm start` serves. */
export const DIST_DIR = '.next-e2e'

/** Fixed test credentials and secret: the same for migrate, seed, build and serve. */
export const PAYLOAD_SECRET = 'staffroom-e2e-secret-not-for-production'
export const DEMO_PASSWORD = 'e2e-Staffroom-Passw0rd!'

export const ACCOUNTS = {
  admin: 'admin@staffroom.local',
  editor: 'editor@staffroom.local',
  contributor: 'contributor@staffroom.local',
} as const

/** What the global setup hands to the workers (through process.env, which workers inherit). */
export function runtime() {
  const baseURL = process.env.E2E_BASE_URL
  const dbFile = process.env.E2E_DB_FILE
  if (!baseURL || !dbFile) throw new Error('E2E_BASE_URL/E2E_DB_FILE missing: run through `npx playwright test` (global setup).')
  return { baseURL, dbFile, password: process.env.E2E_PASSWORD ?? DEMO_PASSWORD }
}
