import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The editors' search synonyms (a global); and for ranking (src/server/search/rank.ts): when an
// entry stops being current (a show's end, a giveaway's close). The index is emptied, so that
// `migrate` builds it again from what is stored, with those dates.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_synonyms_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`words\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_synonyms_groups_order_idx\` ON \`search_synonyms_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_synonyms_groups_parent_id_idx\` ON \`search_synonyms_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_synonyms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE search_entries ADD COLUMN ends_at TEXT`)
  await db.run(sql`DELETE FROM search_entries`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_synonyms_groups\`;`)
  await db.run(sql`DROP TABLE \`search_synonyms\`;`)
  await db.run(sql`ALTER TABLE search_entries DROP COLUMN ends_at`)
}
