import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Site search (src/server/search/sqlite.ts): entries, their FTS5 index kept by triggers, and the
// words the typo fallback corrects to, with a trigram index. Not Payload collections: Payload's
// schema snapshots do not list them, so later migrations leave them alone.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS search_entries (
    id INTEGER PRIMARY KEY,
    doc_type TEXT NOT NULL,
    doc_id INTEGER NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    path TEXT NOT NULL,
    image_id INTEGER,
    date TEXT,
    visible_from TEXT
  )`)
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS search_entries_visible_from_idx ON search_entries (visible_from) WHERE visible_from IS NOT NULL`,
  )
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(
    title, body,
    content='search_entries', content_rowid='id',
    tokenize='porter unicode61 remove_diacritics 2',
    prefix='2 3 4 5'
  )`)
  await db.run(sql`CREATE TRIGGER IF NOT EXISTS search_entries_ai AFTER INSERT ON search_entries BEGIN
    INSERT INTO search_fts (rowid, title, body) VALUES (new.id, new.title, new.body);
  END`)
  await db.run(sql`CREATE TRIGGER IF NOT EXISTS search_entries_ad AFTER DELETE ON search_entries BEGIN
    INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
  END`)
  await db.run(sql`CREATE TRIGGER IF NOT EXISTS search_entries_au AFTER UPDATE ON search_entries BEGIN
    INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
    INSERT INTO search_fts (rowid, title, body) VALUES (new.id, new.title, new.body);
  END`)
  await db.run(sql`CREATE TABLE IF NOT EXISTS search_terms (term TEXT NOT NULL UNIQUE)`)
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS search_terms_fts USING fts5(
    term, content='search_terms', content_rowid='rowid', tokenize='trigram'
  )`)
  await db.run(sql`CREATE TRIGGER IF NOT EXISTS search_terms_ai AFTER INSERT ON search_terms BEGIN
    INSERT INTO search_terms_fts (rowid, term) VALUES (new.rowid, new.term);
  END`)
  await db.run(sql`CREATE TRIGGER IF NOT EXISTS search_terms_ad AFTER DELETE ON search_terms BEGIN
    INSERT INTO search_terms_fts (search_terms_fts, rowid, term) VALUES ('delete', old.rowid, old.term);
  END`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS search_terms_fts`)
  await db.run(sql`DROP TABLE IF EXISTS search_terms`)
  await db.run(sql`DROP TABLE IF EXISTS search_fts`)
  await db.run(sql`DROP TABLE IF EXISTS search_entries`)
}
