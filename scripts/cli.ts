/**
 * One entry point for the commands that need Payload outside Next: run bundled from .build/cli.mjs
 * (see scripts/bundle.mjs). Usage: node .build/cli.mjs <migrate|migrate:create name|seed|search:rebuild|
 * generate:types|generate:importmap|generate:schema|create-admin|videos:import|backup|restore|
 * search:bench-seed|search:profile>
 */
import { rm, writeFile } from 'node:fs/promises'

import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')

const [command = 'help', ...rest] = process.argv.slice(2)

async function main() {
  if (command === 'backup' || command === 'restore') return backupOrRestore()
  const { default: configPromise } = await import('@payload-config')
  const config = await configPromise
  const payloadModule = await import('payload')
  const { isPostgres } = await import('@/env')

  switch (command) {
    case 'migrate': {
      const { migrations } = isPostgres
        ? await import('@/migrations/postgres/index')
        : await import('@/migrations/sqlite/index')
      process.env.PAYLOAD_MIGRATING = 'true'
      const payload = await payloadModule.getPayload({ config, disableOnInit: true, cron: false })
      await payload.db.migrate({ migrations: migrations as never })
      // onInit is off here: files stored in the old layout move into their collections' folders now.
      const [{ moveLegacyUploads }, { env }] = await Promise.all([import('@/server/upload-layout'), import('@/env')])
      await moveLegacyUploads(env.MEDIA_DIR, payload.logger)
      // Data written before the reference index existed is indexed once. It reads with
      // the current config: while a schema change still lacks its migration (between editing a
      // collection and `migrate:create`), that read fails. The migrations ran; say so and go on.
      const { backfillReferences } = await import('@/hooks/backfill-references')
      await backfillReferences(payload).catch((error: unknown) => {
        console.warn(
          `Migrated, but the reference index was not built (${String(error)}). Run migrate again once the schema's migration exists.`,
        )
      })
      const { backfillSearch } = await import('@/server/search')
      await backfillSearch(payload).catch((error: unknown) => {
        console.warn(`Migrated, but the search index was not built (${String(error)}). Run npm run search:rebuild.`)
      })
      return
    }
    case 'search:rebuild': {
      const [{ rebuildSearch }, { createLocalReq }] = await Promise.all([import('@/server/search'), import('payload')])
      const payload = await payloadModule.getPayload({ config, cron: false })
      const started = Date.now()
      const count = await rebuildSearch(payload, await createLocalReq({}, payload))
      console.log(`Search index rebuilt: ${count} published documents in ${Date.now() - started} ms.`)
      return
    }
    case 'migrate:create':
      return payloadModule.migrateCLI({
        config,
        parsedArgs: { _: ['migrate:create', ...rest], forceAcceptWarning: true } as never,
      })
    case 'generate:types': {
      const { generateTypes } = await import('payload/node')
      return generateTypes(config)
    }
    case 'generate:importmap':
      return payloadModule.generateImportMap(config, { force: true, log: true })
    case 'generate:schema': {
      // The schema /graphql serves (Payload's plus ours), not Payload's alone: npm run generate.
      const { printServedSchema } = await import('@/graphql/server/print-schema')
      await writeFile('schema.graphql', printServedSchema(config))
      console.log('Wrote schema.graphql')
      return
    }
    case 'seed': {
      const { seed } = await import('@/seed/index')
      const payload = await payloadModule.getPayload({ config, cron: false })
      const report = await seed(payload, { onlyIfEmpty: rest.includes('--if-empty') })
      // --json: one machine-readable line last, for scripts/start.mjs
      if (rest.includes('--json')) console.log(JSON.stringify(report))
      else console.log(report)
      return
    }
    case 'search:bench-seed': {
      // bench/search.mjs: made-up documents straight into the search index (bench/lib/search-corpus.ts).
      const { searchBenchSeedCommand } = await import('../bench/lib/search-corpus')
      const payload = await payloadModule.getPayload({ config, cron: false })
      return searchBenchSeedCommand(payload, rest)
    }
    case 'search:profile': {
      // Statement by statement: the bench's query mix through searchSite (bench/lib/search-profile.ts).
      const { searchProfileCommand } = await import('../bench/lib/search-profile')
      const payload = await payloadModule.getPayload({ config, cron: false })
      return searchProfileCommand(payload, rest)
    }
    case 'create-admin': {
      const [{ createAdminCommand }, { env }] = await Promise.all([import('@/server/create-admin'), import('@/env')])
      const payload = await payloadModule.getPayload({ config, cron: false })
      return createAdminCommand(payload, rest, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)
    }
    case 'videos:import': {
      const { videosImportCommand } = await import('@/server/video-import/command')
      const payload = await payloadModule.getPayload({ config, cron: false })
      return videosImportCommand(payload, rest)
    }
    default:
      console.log(
        'Commands: migrate | migrate:create <name> | seed [--if-empty] | search:rebuild | generate:types | generate:importmap | generate:schema | create-admin --email <address> | videos:import --playlist <id> | --channel <id> --category <slug> | backup [--into <folder>] | restore <folder> [--no-safety-backup]',
      )
  }
}

/** Files and a database connection only: no Payload, which would hold the SQLite file open. */
async function backupOrRestore() {
  const [{ env, isPostgres }, { backupCommand, restoreCommand }] = await Promise.all([
    import('@/env'),
    import('@/server/backup/command'),
  ])
  const place = { databaseUrl: env.DATABASE_URL, mediaDir: env.MEDIA_DIR }
  if (command === 'backup') return backupCommand(place, rest)
  const { migrations } = isPostgres
    ? await import('@/migrations/postgres/index')
    : await import('@/migrations/sqlite/index')
  await restoreCommand(
    place,
    rest,
    migrations.map((m) => m.name),
  )
  // Pages are pre-rendered from the database: the next `npm start` builds them again (scripts/start.mjs).
  if (!process.exitCode) await rm('.next/staffroom-build.sha256', { force: true })
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
