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
    // Payload boot + migrations on a fresh database take a few seconds per file.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    server: {
      deps: {
        // Node 20's own ESM loader intermittently deadlocks on this module graph (see
        // scripts/bundle.mjs): let vitest transform it instead of handing it to Node.
        inline: [/@payloadcms\/richtext-lexical/, /[\\/]node_modules[\\/]lexical[\\/]/, /@lexical\//],
      },
    },
  },
})

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
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      integration('sqlite'),
      integration('postgres'),
    ],
  },
})
