import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "document_references" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "document_references_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "media" ADD COLUMN "uploaded_by_id" integer;
  ALTER TABLE "media" ADD COLUMN "taken_over_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_references_id" integer;
  ALTER TABLE "document_references_texts" ADD CONSTRAINT "document_references_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_references"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "document_references_source_idx" ON "document_references" USING btree ("source");
  CREATE INDEX "document_references_updated_at_idx" ON "document_references" USING btree ("updated_at");
  CREATE INDEX "document_references_created_at_idx" ON "document_references" USING btree ("created_at");
  CREATE INDEX "document_references_texts_order_parent" ON "document_references_texts" USING btree ("order","parent_id");
  CREATE INDEX "document_references_texts_text_idx" ON "document_references_texts" USING btree ("text");
  ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_references_fk" FOREIGN KEY ("document_references_id") REFERENCES "public"."document_references"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_uploaded_by_idx" ON "media" USING btree ("uploaded_by_id");
  CREATE INDEX "payload_locked_documents_rels_document_references_id_idx" ON "payload_locked_documents_rels" USING btree ("document_references_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  ALTER TABLE "members" DROP COLUMN "login_attempts";
  ALTER TABLE "members" DROP COLUMN "lock_until";`)
  // Avatars' alt text named their owner: every one is "Profile picture" now (as the collection writes it).
  await db.execute(sql`UPDATE "member_avatars" SET "alt" = 'Profile picture';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "document_references" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_references_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "document_references" CASCADE;
  DROP TABLE "document_references_texts" CASCADE;
  ALTER TABLE "media" DROP CONSTRAINT "media_uploaded_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_references_fk";
  
  DROP INDEX "media_uploaded_by_idx";
  DROP INDEX "payload_locked_documents_rels_document_references_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "members" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "members" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "media" DROP COLUMN "uploaded_by_id";
  ALTER TABLE "media" DROP COLUMN "taken_over_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_references_id";`)
}
