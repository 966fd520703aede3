import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// A search that names only a type (`episode`) lists that type's entries in date order
// (src/server/search/sqlite.ts, `listed` and `listedCounts`). Those read a range of ids and the
// date columns, which sit after the body in each row: thousands of rows read past their text.
// This index holds exactly what they read, so they stay within it.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS search_entries_listing_idx ON search_entries (id, visible_from, ends_at, date)`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS search_entries_listing_idx`)
}
