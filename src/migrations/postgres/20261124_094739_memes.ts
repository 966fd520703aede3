import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_memes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__memes_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "memes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"transcript" varchar,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"first_published_at" timestamp(3) with time zone,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_memes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "memes_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "memes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "_memes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_image_id" integer,
  	"version_transcript" varchar,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_created_by_id" integer,
  	"version_first_published_at" timestamp(3) with time zone,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__memes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_memes_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_memes_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "memes_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "memes_id" integer;
  ALTER TABLE "members_rels" ADD COLUMN "memes_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "memes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "memes_id" integer;
  ALTER TABLE "home_rels" ADD COLUMN "memes_id" integer;
  ALTER TABLE "navigation_rels" ADD COLUMN "memes_id" integer;
  ALTER TABLE "footer_rels" ADD COLUMN "memes_id" integer;
  ALTER TABLE "memes" ADD CONSTRAINT "memes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "memes" ADD CONSTRAINT "memes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "memes" ADD CONSTRAINT "memes_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "memes_texts" ADD CONSTRAINT "memes_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "memes_rels" ADD CONSTRAINT "memes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "memes_rels" ADD CONSTRAINT "memes_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_memes_v" ADD CONSTRAINT "_memes_v_parent_id_memes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."memes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_memes_v" ADD CONSTRAINT "_memes_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_memes_v" ADD CONSTRAINT "_memes_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_memes_v" ADD CONSTRAINT "_memes_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_memes_v_texts" ADD CONSTRAINT "_memes_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_memes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_memes_v_rels" ADD CONSTRAINT "_memes_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_memes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_memes_v_rels" ADD CONSTRAINT "_memes_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "memes_image_idx" ON "memes" USING btree ("image_id");
  CREATE UNIQUE INDEX "memes_slug_idx" ON "memes" USING btree ("slug");
  CREATE INDEX "memes_published_at_idx" ON "memes" USING btree ("published_at");
  CREATE INDEX "memes_created_by_idx" ON "memes" USING btree ("created_by_id");
  CREATE INDEX "memes_meta_meta_image_idx" ON "memes" USING btree ("meta_image_id");
  CREATE INDEX "memes_updated_at_idx" ON "memes" USING btree ("updated_at");
  CREATE INDEX "memes_created_at_idx" ON "memes" USING btree ("created_at");
  CREATE INDEX "memes__status_idx" ON "memes" USING btree ("_status");
  CREATE INDEX "memes_texts_order_parent" ON "memes_texts" USING btree ("order","parent_id");
  CREATE INDEX "memes_rels_order_idx" ON "memes_rels" USING btree ("order");
  CREATE INDEX "memes_rels_parent_idx" ON "memes_rels" USING btree ("parent_id");
  CREATE INDEX "memes_rels_path_idx" ON "memes_rels" USING btree ("path");
  CREATE INDEX "memes_rels_categories_id_idx" ON "memes_rels" USING btree ("categories_id");
  CREATE INDEX "_memes_v_parent_idx" ON "_memes_v" USING btree ("parent_id");
  CREATE INDEX "_memes_v_version_version_image_idx" ON "_memes_v" USING btree ("version_image_id");
  CREATE INDEX "_memes_v_version_version_slug_idx" ON "_memes_v" USING btree ("version_slug");
  CREATE INDEX "_memes_v_version_version_published_at_idx" ON "_memes_v" USING btree ("version_published_at");
  CREATE INDEX "_memes_v_version_version_created_by_idx" ON "_memes_v" USING btree ("version_created_by_id");
  CREATE INDEX "_memes_v_version_meta_version_meta_image_idx" ON "_memes_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_memes_v_version_version_updated_at_idx" ON "_memes_v" USING btree ("version_updated_at");
  CREATE INDEX "_memes_v_version_version_created_at_idx" ON "_memes_v" USING btree ("version_created_at");
  CREATE INDEX "_memes_v_version_version__status_idx" ON "_memes_v" USING btree ("version__status");
  CREATE INDEX "_memes_v_created_at_idx" ON "_memes_v" USING btree ("created_at");
  CREATE INDEX "_memes_v_updated_at_idx" ON "_memes_v" USING btree ("updated_at");
  CREATE INDEX "_memes_v_latest_idx" ON "_memes_v" USING btree ("latest");
  CREATE INDEX "_memes_v_autosave_idx" ON "_memes_v" USING btree ("autosave");
  CREATE INDEX "_memes_v_texts_order_parent" ON "_memes_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_memes_v_rels_order_idx" ON "_memes_v_rels" USING btree ("order");
  CREATE INDEX "_memes_v_rels_parent_idx" ON "_memes_v_rels" USING btree ("parent_id");
  CREATE INDEX "_memes_v_rels_path_idx" ON "_memes_v_rels" USING btree ("path");
  CREATE INDEX "_memes_v_rels_categories_id_idx" ON "_memes_v_rels" USING btree ("categories_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_memes_fk" FOREIGN KEY ("memes_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_memes_fk" FOREIGN KEY ("memes_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members_rels" ADD CONSTRAINT "members_rels_memes_fk" FOREIGN KEY ("memes_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_memes_fk" FOREIGN KEY ("memes_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_memes_fk" FOREIGN KEY ("memes_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_memes_fk" FOREIGN KEY ("memes_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_memes_fk" FOREIGN KEY ("memes_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_memes_fk" FOREIGN KEY ("memes_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_memes_id_idx" ON "pages_rels" USING btree ("memes_id");
  CREATE INDEX "_pages_v_rels_memes_id_idx" ON "_pages_v_rels" USING btree ("memes_id");
  CREATE INDEX "members_rels_memes_id_idx" ON "members_rels" USING btree ("memes_id");
  CREATE INDEX "redirects_rels_memes_id_idx" ON "redirects_rels" USING btree ("memes_id");
  CREATE INDEX "payload_locked_documents_rels_memes_id_idx" ON "payload_locked_documents_rels" USING btree ("memes_id");
  CREATE INDEX "home_rels_memes_id_idx" ON "home_rels" USING btree ("memes_id");
  CREATE INDEX "navigation_rels_memes_id_idx" ON "navigation_rels" USING btree ("memes_id");
  CREATE INDEX "footer_rels_memes_id_idx" ON "footer_rels" USING btree ("memes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "memes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "memes_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "memes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_memes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_memes_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_memes_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "memes" CASCADE;
  DROP TABLE "memes_texts" CASCADE;
  DROP TABLE "memes_rels" CASCADE;
  DROP TABLE "_memes_v" CASCADE;
  DROP TABLE "_memes_v_texts" CASCADE;
  DROP TABLE "_memes_v_rels" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_memes_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_memes_fk";
  
  ALTER TABLE "members_rels" DROP CONSTRAINT "members_rels_memes_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_memes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_memes_fk";
  
  ALTER TABLE "home_rels" DROP CONSTRAINT "home_rels_memes_fk";
  
  ALTER TABLE "navigation_rels" DROP CONSTRAINT "navigation_rels_memes_fk";
  
  ALTER TABLE "footer_rels" DROP CONSTRAINT "footer_rels_memes_fk";
  
  DROP INDEX "pages_rels_memes_id_idx";
  DROP INDEX "_pages_v_rels_memes_id_idx";
  DROP INDEX "members_rels_memes_id_idx";
  DROP INDEX "redirects_rels_memes_id_idx";
  DROP INDEX "payload_locked_documents_rels_memes_id_idx";
  DROP INDEX "home_rels_memes_id_idx";
  DROP INDEX "navigation_rels_memes_id_idx";
  DROP INDEX "footer_rels_memes_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "memes_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "memes_id";
  ALTER TABLE "members_rels" DROP COLUMN "memes_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "memes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "memes_id";
  ALTER TABLE "home_rels" DROP COLUMN "memes_id";
  ALTER TABLE "navigation_rels" DROP COLUMN "memes_id";
  ALTER TABLE "footer_rels" DROP COLUMN "memes_id";
  DROP TYPE "public"."enum_memes_status";
  DROP TYPE "public"."enum__memes_v_version_status";`)
}
