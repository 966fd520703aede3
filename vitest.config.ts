import os from 'node:os'
import path from 'node:path'

import { defineConfig } from 'vitest/config'
import type { TestProjectInlineConfiguration } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve('src/payload.config.ts'),
  '@': path.resolve('src'),
  // Next's guard module throws outside a React server bundle; the code behind it is plain Node.
  'server-only': path.resolve('tests/support/empty.ts'),
}

/**
 * Integration tests run the same files against each database. Every test file gets its own fresh
 * database (tests/int/support/setup.ts), so files may run in parallel on both dialects.
 */
const integration = (dialect: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name: `int-${dialect}`,
    include: ['tests/int/**/*.int.test.ts'],
    environment: 'node',
    env: { TEST_DB: dialect },
    setupFiles: ['tests/int/support/setup.ts'],
    // Once per run: a migrated database per dialect that every file's own database copies.
    globalSetup: ['tests/int/support/global-setup.ts'],
    // Payload boot on a fresh database takes a few seconds per file.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // closeTestPayload collects garbage: libsql closes the connections it handed to transactions
    // only when they are collected, and a closed Payload must let go of its SQLite file.
    execArgv: ['--expose-gc'],
    server: {
      deps: {
        // Node 20's own ESM loader intermittently deadlocks on this module graph (see
        // scripts/bundle.mjs): let vitest transform it instead of handing it to Node.
        inline: [/@payloadcms\/richtext-lexical/, /[\\/]node_modules[\\/]lexical[\\/]/, /@lexical\//],
      },
    },
  },
})

/**
 * The /graphql endpoint through a real http server (tests/api/support/server.ts) over a Payload on
 * a temp database per file, with the same setup as the integration tests.
 */
const api = (
  dialect: 'sqlite' | 'postgres',
  include: string[],
  exclude: string[] = [],
): TestProjectInlineConfiguration => {
  const base = integration(dialect)
  return {
    ...base,
    // One graphql for everything, as in the server bundle: Node resolves `graphql` to its CommonJS
    // build for Payload and graphql-ws, Vite would give our files the ESM build, and graphql
    // refuses to mix types and errors of two copies.
    resolve: {
      alias: [
        ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
        { find: /^graphql$/, replacement: path.resolve('node_modules/graphql/index.js') },
      ],
    },
    test: { ...base.test, name: dialect === 'sqlite' ? 'api' : 'api-postgres', include, exclude },
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core machine; integration files spend much
    // of their time waiting on the database, so one per core keeps both busy.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/react.ts'],
        },
      },
      integration('sqlite'),
      integration('postgres'),
      api('sqlite', ['tests/api/**/*.test.ts'], ['tests/api/postgres-*.test.ts']),
      // Some files on Postgres too: the queries, auth paths and access rules (where clauses) are where
      // the dialects could differ, and only Postgres can stall one request (the time limit).
      api('postgres', [
        'tests/api/queries.test.ts',
        'tests/api/access-matrix.test.ts',
        'tests/api/abuse-graphql.test.ts',
        'tests/api/abuse-logins.test.ts',
        'tests/api/query-input.test.ts',
        'tests/api/hostile-corpus.test.ts',
        'tests/api/row-ids.test.ts',
        'tests/api/sign-in-sessions.test.ts',
        'tests/api/postgres-*.test.ts',
      ]),
    ],
  },
})
