import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The editors' search synonyms (a global); and for ranking (src/server/search/rank.ts): when an
// entry stops being current (a show's end, a giveaway's close). The index is emptied, so that
// `migrate` builds it again from what is stored, with those dates.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_synonyms_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"words" varchar NOT NULL
  );
  
  CREATE TABLE "search_synonyms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "search_synonyms_groups" ADD CONSTRAINT "search_synonyms_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_synonyms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_synonyms_groups_order_idx" ON "search_synonyms_groups" USING btree ("_order");
  CREATE INDEX "search_synonyms_groups_parent_id_idx" ON "search_synonyms_groups" USING btree ("_parent_id");`)
  await db.execute(sql`ALTER TABLE search_entries ADD COLUMN IF NOT EXISTS ends_at timestamptz`)
  await db.execute(sql`TRUNCATE search_entries, search_vectors`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "search_synonyms_groups" CASCADE;
  DROP TABLE "search_synonyms" CASCADE;`)
  await db.execute(sql`ALTER TABLE search_entries DROP COLUMN IF EXISTS ends_at`)
}
