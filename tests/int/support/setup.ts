/**
 * Runs before each integration test file (vitest setupFiles), before the file imports anything
 * that reads the environment: src/env.ts parses process.env once, at import time.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { afterAll } from 'vitest'

import { freePort } from '../../support/free-port'
import { planDatabase } from './database'
import { closeTestPayload, registerDatabase } from './payload'

const database = planDatabase()
registerDatabase(database)

Object.assign(process.env, {
  NODE_ENV: 'test',
  DATABASE_URL: database.url,
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  // A port nobody listens on: expireTags' fallback POST to the app server then fails at once.
  PORT: String(await freePort()),
  SERVER_URL: 'http://localhost:3000',
  MEDIA_DIR: path.join(database.dir, 'media'),
  // Tests run jobs themselves (payload.jobs.run), never on a timer.
  JOBS_AUTORUN: 'false',
})
// Tests never reach outside the process: no mail server, no Redis.
delete process.env.SMTP_URL
delete process.env.REDIS_URL

// Hooks run in reverse order of registration: this one, registered first, runs after the
// test file's own afterAll hooks.
afterAll(async () => {
  await closeTestPayload()
  await database.drop()
})
