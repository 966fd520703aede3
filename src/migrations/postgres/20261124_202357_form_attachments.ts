import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "form_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer NOT NULL,
  	"field" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "form_submissions_attachments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_attachments_id" integer;
  ALTER TABLE "form_attachments" ADD CONSTRAINT "form_attachments_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions_attachments" ADD CONSTRAINT "form_submissions_attachments_file_id_form_attachments_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."form_attachments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions_attachments" ADD CONSTRAINT "form_submissions_attachments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "form_attachments_form_idx" ON "form_attachments" USING btree ("form_id");
  CREATE INDEX "form_attachments_updated_at_idx" ON "form_attachments" USING btree ("updated_at");
  CREATE INDEX "form_attachments_created_at_idx" ON "form_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_attachments_filename_idx" ON "form_attachments" USING btree ("filename");
  CREATE INDEX "form_submissions_attachments_order_idx" ON "form_submissions_attachments" USING btree ("_order");
  CREATE INDEX "form_submissions_attachments_parent_id_idx" ON "form_submissions_attachments" USING btree ("_parent_id");
  CREATE INDEX "form_submissions_attachments_file_idx" ON "form_submissions_attachments" USING btree ("file_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_attachments_fk" FOREIGN KEY ("form_attachments_id") REFERENCES "public"."form_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_form_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("form_attachments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_attachments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "form_attachments" CASCADE;
  DROP TABLE "form_submissions_attachments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_attachments_fk";
  
  DROP INDEX "payload_locked_documents_rels_form_attachments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_attachments_id";`)
}
