import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Site search (src/server/search/postgres.ts): entries with a stored tsvector (the title weighted
// A, the rest B) and its GIN index, and the words the typo fallback corrects to, with a pg_trgm
// index. Not Payload collections: Payload's schema snapshots do not list them, so later
// migrations leave them alone. pg_trgm is a trusted extension: the database's owner may create it.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  await db.execute(sql`CREATE TABLE IF NOT EXISTS search_entries (
    id bigint PRIMARY KEY,
    doc_type varchar NOT NULL,
    doc_id integer NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    path text NOT NULL,
    image_id integer,
    date timestamptz,
    visible_from timestamptz,
    document tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')
    ) STORED
  )`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS search_entries_document_idx ON search_entries USING gin (document)`)
  await db.execute(sql`CREATE TABLE IF NOT EXISTS search_terms (term text PRIMARY KEY)`)
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops)`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS search_terms`)
  await db.execute(sql`DROP TABLE IF EXISTS search_entries`)
}
