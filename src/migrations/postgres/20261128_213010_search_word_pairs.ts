import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Phrases (`"supply teacher"`, and every synonym that is a phrase) on PostgreSQL. The GIN index
// cannot check word positions, so a phrase was checked against the stored vector of every entry
// holding both words (for `supply teacher` 36 950 of 100 000, 160–280 ms to count its facets).
// Each vector now also holds its adjacent word pairs as lexemes of their own (`suppli teacher`:
// the two stems with a space, which no parsed word contains), and a phrase's pairs
// (`search_phrase_pairs`) narrow its candidates in the index before positions are checked
// (src/server/search/postgres.ts). Both sides are made from the same stems and positions, so
// the pairs hold for every entry the phrase matches: the answers stay exactly the same.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  // The pairs of lexemes at adjacent positions of a vector (pairs themselves carry no positions).
  await db.execute(sql`CREATE OR REPLACE FUNCTION search_pairs(v tsvector) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      WITH at AS (SELECT lexeme, unnest(positions) AS position FROM unnest(v))
      SELECT coalesce(array_to_tsvector(array_agg(DISTINCT a.lexeme || ' ' || b.lexeme)), ''::tsvector)
      FROM at a JOIN at b ON b.position = a.position + 1
    $$`)
  // A phrase's pairs as a query (every pair must be there); a phrase that leaves no adjacent
  // pair once stop words are dropped (`lost and found`) asks for its words instead.
  await db.execute(sql`CREATE OR REPLACE FUNCTION search_phrase_pairs(phrase text) RETURNS tsquery
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(
        (SELECT string_agg(quote_literal(pair), ' & ')::tsquery FROM unnest(tsvector_to_array(search_pairs(to_tsvector('english', phrase)))) AS pair),
        plainto_tsquery('english', phrase))
    $$`)
  await db.execute(sql`CREATE OR REPLACE FUNCTION search_entries_vector() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      words tsvector := setweight(to_tsvector('english', NEW.title), 'A') || setweight(to_tsvector('english', NEW.body), 'B');
    BEGIN
      INSERT INTO search_vectors (id, document)
      VALUES (NEW.id, words || search_pairs(words))
      ON CONFLICT (id) DO UPDATE SET document = excluded.document;
      RETURN NEW;
    END
  $$`)
  await db.execute(sql`UPDATE search_vectors SET document = document || search_pairs(document)`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`CREATE OR REPLACE FUNCTION search_entries_vector() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO search_vectors (id, document)
      VALUES (NEW.id, setweight(to_tsvector('english', NEW.title), 'A') || setweight(to_tsvector('english', NEW.body), 'B'))
      ON CONFLICT (id) DO UPDATE SET document = excluded.document;
      RETURN NEW;
    END
  $$`)
  await db.execute(sql`UPDATE search_vectors SET document = ts_filter(document, '{a,b,c,d}')`)
  await db.execute(sql`DROP FUNCTION IF EXISTS search_phrase_pairs(text)`)
  await db.execute(sql`DROP FUNCTION IF EXISTS search_pairs(tsvector)`)
}
