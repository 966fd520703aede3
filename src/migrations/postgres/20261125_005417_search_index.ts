import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Site search (src/server/search/postgres.ts): entries (what a hit shows, and the title's own
// vector for the title tier), their words as a tsvector in the narrow search_vectors (kept by a
// trigger; stored out of line so that counting matches reads few pages) with a GIN index, and the
// words the typo fallback corrects to, with a pg_trgm index. Not Payload collections: Payload's
// schema snapshots do not list them, so later migrations leave them alone. pg_trgm is a trusted
// extension: the database's owner may create it.
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
    title_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', title)) STORED
  )`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS search_entries_title_idx ON search_entries USING gin (title_vector)`)
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS search_entries_visible_from_idx ON search_entries (visible_from) WHERE visible_from IS NOT NULL`,
  )
  await db.execute(sql`CREATE TABLE IF NOT EXISTS search_vectors (
    id bigint PRIMARY KEY REFERENCES search_entries (id) ON DELETE CASCADE,
    document tsvector NOT NULL
  ) WITH (toast_tuple_target = 128)`)
  await db.execute(sql`ALTER TABLE search_vectors ALTER COLUMN document SET STORAGE EXTERNAL`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS search_vectors_document_idx ON search_vectors USING gin (document)`)
  await db.execute(sql`CREATE OR REPLACE FUNCTION search_entries_vector() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO search_vectors (id, document)
      VALUES (NEW.id, setweight(to_tsvector('english', NEW.title), 'A') || setweight(to_tsvector('english', NEW.body), 'B'))
      ON CONFLICT (id) DO UPDATE SET document = excluded.document;
      RETURN NEW;
    END
  $$`)
  await db.execute(sql`DROP TRIGGER IF EXISTS search_entries_vector ON search_entries`)
  await db.execute(sql`CREATE TRIGGER search_entries_vector AFTER INSERT OR UPDATE OF title, body ON search_entries
    FOR EACH ROW EXECUTE FUNCTION search_entries_vector()`)
  await db.execute(sql`CREATE TABLE IF NOT EXISTS search_terms (term text PRIMARY KEY)`)
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops)`,
  )
  // The word being typed: its completions by LIKE 'prefix%' (any collation).
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS search_terms_prefix_idx ON search_terms (term text_pattern_ops)`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS search_terms`)
  await db.execute(sql`DROP TABLE IF EXISTS search_vectors`)
  await db.execute(sql`DROP TABLE IF EXISTS search_entries`)
  await db.execute(sql`DROP FUNCTION IF EXISTS search_entries_vector()`)
}
