import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_printables_grades" AS ENUM('pre-k', 'k', 'grade-1', 'grade-2', 'grade-3', 'grade-4', 'grade-5', 'grade-6', 'grade-7', 'grade-8', 'grade-9', 'grade-10', 'grade-11', 'grade-12');
  CREATE TYPE "public"."enum_printables_subjects" AS ENUM('english', 'math', 'science', 'social-studies', 'art', 'music', 'pe', 'classroom-management', 'just-for-fun');
  CREATE TYPE "public"."enum_printables_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__printables_v_version_grades" AS ENUM('pre-k', 'k', 'grade-1', 'grade-2', 'grade-3', 'grade-4', 'grade-5', 'grade-6', 'grade-7', 'grade-8', 'grade-9', 'grade-10', 'grade-11', 'grade-12');
  CREATE TYPE "public"."enum__printables_v_version_subjects" AS ENUM('english', 'math', 'science', 'social-studies', 'art', 'music', 'pe', 'classroom-management', 'just-for-fun');
  CREATE TYPE "public"."enum__printables_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_printable_files_paper" AS ENUM('letter', 'a4');
  CREATE TABLE "printables_grades" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_printables_grades",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "printables_subjects" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_printables_subjects",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "printables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"letter_id" integer,
  	"a4_id" integer,
  	"page_count" numeric,
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
  	"_status" "enum_printables_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "printables_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "_printables_v_version_grades" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__printables_v_version_grades",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_printables_v_version_subjects" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__printables_v_version_subjects",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_printables_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_letter_id" integer,
  	"version_a4_id" integer,
  	"version_page_count" numeric,
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
  	"version__status" "enum__printables_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_printables_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "pages_blocks_printable_popup" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"printable_id" integer,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_printable_popup" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"printable_id" integer,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "printable_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"pages" numeric,
  	"paper" "enum_printable_files_paper",
  	"downloads" numeric,
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
  
  ALTER TABLE "pages_rels" ADD COLUMN "printables_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "printables_id" integer;
  ALTER TABLE "members_rels" ADD COLUMN "printables_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "printables_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "printables_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "printable_files_id" integer;
  ALTER TABLE "home_rels" ADD COLUMN "printables_id" integer;
  ALTER TABLE "navigation_rels" ADD COLUMN "printables_id" integer;
  ALTER TABLE "footer_rels" ADD COLUMN "printables_id" integer;
  ALTER TABLE "printables_grades" ADD CONSTRAINT "printables_grades_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "printables_subjects" ADD CONSTRAINT "printables_subjects_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "printables" ADD CONSTRAINT "printables_letter_id_printable_files_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."printable_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "printables" ADD CONSTRAINT "printables_a4_id_printable_files_id_fk" FOREIGN KEY ("a4_id") REFERENCES "public"."printable_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "printables" ADD CONSTRAINT "printables_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "printables" ADD CONSTRAINT "printables_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "printables_rels" ADD CONSTRAINT "printables_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "printables_rels" ADD CONSTRAINT "printables_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "printables_rels" ADD CONSTRAINT "printables_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_printables_v_version_grades" ADD CONSTRAINT "_printables_v_version_grades_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_printables_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_printables_v_version_subjects" ADD CONSTRAINT "_printables_v_version_subjects_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_printables_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_printables_v" ADD CONSTRAINT "_printables_v_parent_id_printables_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."printables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_printables_v" ADD CONSTRAINT "_printables_v_version_letter_id_printable_files_id_fk" FOREIGN KEY ("version_letter_id") REFERENCES "public"."printable_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_printables_v" ADD CONSTRAINT "_printables_v_version_a4_id_printable_files_id_fk" FOREIGN KEY ("version_a4_id") REFERENCES "public"."printable_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_printables_v" ADD CONSTRAINT "_printables_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_printables_v" ADD CONSTRAINT "_printables_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_printables_v_rels" ADD CONSTRAINT "_printables_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_printables_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_printables_v_rels" ADD CONSTRAINT "_printables_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_printables_v_rels" ADD CONSTRAINT "_printables_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_printable_popup" ADD CONSTRAINT "pages_blocks_printable_popup_printable_id_printables_id_fk" FOREIGN KEY ("printable_id") REFERENCES "public"."printables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_printable_popup" ADD CONSTRAINT "pages_blocks_printable_popup_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_printable_popup" ADD CONSTRAINT "_pages_v_blocks_printable_popup_printable_id_printables_id_fk" FOREIGN KEY ("printable_id") REFERENCES "public"."printables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_printable_popup" ADD CONSTRAINT "_pages_v_blocks_printable_popup_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "printables_grades_order_idx" ON "printables_grades" USING btree ("order");
  CREATE INDEX "printables_grades_parent_idx" ON "printables_grades" USING btree ("parent_id");
  CREATE INDEX "printables_subjects_order_idx" ON "printables_subjects" USING btree ("order");
  CREATE INDEX "printables_subjects_parent_idx" ON "printables_subjects" USING btree ("parent_id");
  CREATE INDEX "printables_letter_idx" ON "printables" USING btree ("letter_id");
  CREATE INDEX "printables_a4_idx" ON "printables" USING btree ("a4_id");
  CREATE UNIQUE INDEX "printables_slug_idx" ON "printables" USING btree ("slug");
  CREATE INDEX "printables_published_at_idx" ON "printables" USING btree ("published_at");
  CREATE INDEX "printables_created_by_idx" ON "printables" USING btree ("created_by_id");
  CREATE INDEX "printables_meta_meta_image_idx" ON "printables" USING btree ("meta_image_id");
  CREATE INDEX "printables_updated_at_idx" ON "printables" USING btree ("updated_at");
  CREATE INDEX "printables_created_at_idx" ON "printables" USING btree ("created_at");
  CREATE INDEX "printables__status_idx" ON "printables" USING btree ("_status");
  CREATE INDEX "printables_rels_order_idx" ON "printables_rels" USING btree ("order");
  CREATE INDEX "printables_rels_parent_idx" ON "printables_rels" USING btree ("parent_id");
  CREATE INDEX "printables_rels_path_idx" ON "printables_rels" USING btree ("path");
  CREATE INDEX "printables_rels_media_id_idx" ON "printables_rels" USING btree ("media_id");
  CREATE INDEX "printables_rels_categories_id_idx" ON "printables_rels" USING btree ("categories_id");
  CREATE INDEX "_printables_v_version_grades_order_idx" ON "_printables_v_version_grades" USING btree ("order");
  CREATE INDEX "_printables_v_version_grades_parent_idx" ON "_printables_v_version_grades" USING btree ("parent_id");
  CREATE INDEX "_printables_v_version_subjects_order_idx" ON "_printables_v_version_subjects" USING btree ("order");
  CREATE INDEX "_printables_v_version_subjects_parent_idx" ON "_printables_v_version_subjects" USING btree ("parent_id");
  CREATE INDEX "_printables_v_parent_idx" ON "_printables_v" USING btree ("parent_id");
  CREATE INDEX "_printables_v_version_version_letter_idx" ON "_printables_v" USING btree ("version_letter_id");
  CREATE INDEX "_printables_v_version_version_a4_idx" ON "_printables_v" USING btree ("version_a4_id");
  CREATE INDEX "_printables_v_version_version_slug_idx" ON "_printables_v" USING btree ("version_slug");
  CREATE INDEX "_printables_v_version_version_published_at_idx" ON "_printables_v" USING btree ("version_published_at");
  CREATE INDEX "_printables_v_version_version_created_by_idx" ON "_printables_v" USING btree ("version_created_by_id");
  CREATE INDEX "_printables_v_version_meta_version_meta_image_idx" ON "_printables_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_printables_v_version_version_updated_at_idx" ON "_printables_v" USING btree ("version_updated_at");
  CREATE INDEX "_printables_v_version_version_created_at_idx" ON "_printables_v" USING btree ("version_created_at");
  CREATE INDEX "_printables_v_version_version__status_idx" ON "_printables_v" USING btree ("version__status");
  CREATE INDEX "_printables_v_created_at_idx" ON "_printables_v" USING btree ("created_at");
  CREATE INDEX "_printables_v_updated_at_idx" ON "_printables_v" USING btree ("updated_at");
  CREATE INDEX "_printables_v_latest_idx" ON "_printables_v" USING btree ("latest");
  CREATE INDEX "_printables_v_autosave_idx" ON "_printables_v" USING btree ("autosave");
  CREATE INDEX "_printables_v_rels_order_idx" ON "_printables_v_rels" USING btree ("order");
  CREATE INDEX "_printables_v_rels_parent_idx" ON "_printables_v_rels" USING btree ("parent_id");
  CREATE INDEX "_printables_v_rels_path_idx" ON "_printables_v_rels" USING btree ("path");
  CREATE INDEX "_printables_v_rels_media_id_idx" ON "_printables_v_rels" USING btree ("media_id");
  CREATE INDEX "_printables_v_rels_categories_id_idx" ON "_printables_v_rels" USING btree ("categories_id");
  CREATE INDEX "pages_blocks_printable_popup_order_idx" ON "pages_blocks_printable_popup" USING btree ("_order");
  CREATE INDEX "pages_blocks_printable_popup_parent_id_idx" ON "pages_blocks_printable_popup" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_printable_popup_path_idx" ON "pages_blocks_printable_popup" USING btree ("_path");
  CREATE INDEX "pages_blocks_printable_popup_printable_idx" ON "pages_blocks_printable_popup" USING btree ("printable_id");
  CREATE INDEX "_pages_v_blocks_printable_popup_order_idx" ON "_pages_v_blocks_printable_popup" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_printable_popup_parent_id_idx" ON "_pages_v_blocks_printable_popup" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_printable_popup_path_idx" ON "_pages_v_blocks_printable_popup" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_printable_popup_printable_idx" ON "_pages_v_blocks_printable_popup" USING btree ("printable_id");
  CREATE INDEX "printable_files_updated_at_idx" ON "printable_files" USING btree ("updated_at");
  CREATE INDEX "printable_files_created_at_idx" ON "printable_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "printable_files_filename_idx" ON "printable_files" USING btree ("filename");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_printables_fk" FOREIGN KEY ("printables_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_printables_fk" FOREIGN KEY ("printables_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members_rels" ADD CONSTRAINT "members_rels_printables_fk" FOREIGN KEY ("printables_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_printables_fk" FOREIGN KEY ("printables_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_printables_fk" FOREIGN KEY ("printables_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_printable_files_fk" FOREIGN KEY ("printable_files_id") REFERENCES "public"."printable_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_printables_fk" FOREIGN KEY ("printables_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_printables_fk" FOREIGN KEY ("printables_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_printables_fk" FOREIGN KEY ("printables_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_printables_id_idx" ON "pages_rels" USING btree ("printables_id");
  CREATE INDEX "_pages_v_rels_printables_id_idx" ON "_pages_v_rels" USING btree ("printables_id");
  CREATE INDEX "members_rels_printables_id_idx" ON "members_rels" USING btree ("printables_id");
  CREATE INDEX "redirects_rels_printables_id_idx" ON "redirects_rels" USING btree ("printables_id");
  CREATE INDEX "payload_locked_documents_rels_printables_id_idx" ON "payload_locked_documents_rels" USING btree ("printables_id");
  CREATE INDEX "payload_locked_documents_rels_printable_files_id_idx" ON "payload_locked_documents_rels" USING btree ("printable_files_id");
  CREATE INDEX "home_rels_printables_id_idx" ON "home_rels" USING btree ("printables_id");
  CREATE INDEX "navigation_rels_printables_id_idx" ON "navigation_rels" USING btree ("printables_id");
  CREATE INDEX "footer_rels_printables_id_idx" ON "footer_rels" USING btree ("printables_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "printables_grades" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "printables_subjects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "printables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "printables_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_printables_v_version_grades" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_printables_v_version_subjects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_printables_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_printables_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_printable_popup" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_printable_popup" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "printable_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "printables_grades" CASCADE;
  DROP TABLE "printables_subjects" CASCADE;
  DROP TABLE "printables" CASCADE;
  DROP TABLE "printables_rels" CASCADE;
  DROP TABLE "_printables_v_version_grades" CASCADE;
  DROP TABLE "_printables_v_version_subjects" CASCADE;
  DROP TABLE "_printables_v" CASCADE;
  DROP TABLE "_printables_v_rels" CASCADE;
  DROP TABLE "pages_blocks_printable_popup" CASCADE;
  DROP TABLE "_pages_v_blocks_printable_popup" CASCADE;
  DROP TABLE "printable_files" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_printables_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_printables_fk";
  
  ALTER TABLE "members_rels" DROP CONSTRAINT "members_rels_printables_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_printables_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_printables_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_printable_files_fk";
  
  ALTER TABLE "home_rels" DROP CONSTRAINT "home_rels_printables_fk";
  
  ALTER TABLE "navigation_rels" DROP CONSTRAINT "navigation_rels_printables_fk";
  
  ALTER TABLE "footer_rels" DROP CONSTRAINT "footer_rels_printables_fk";
  
  DROP INDEX "pages_rels_printables_id_idx";
  DROP INDEX "_pages_v_rels_printables_id_idx";
  DROP INDEX "members_rels_printables_id_idx";
  DROP INDEX "redirects_rels_printables_id_idx";
  DROP INDEX "payload_locked_documents_rels_printables_id_idx";
  DROP INDEX "payload_locked_documents_rels_printable_files_id_idx";
  DROP INDEX "home_rels_printables_id_idx";
  DROP INDEX "navigation_rels_printables_id_idx";
  DROP INDEX "footer_rels_printables_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "printables_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "printables_id";
  ALTER TABLE "members_rels" DROP COLUMN "printables_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "printables_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "printables_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "printable_files_id";
  ALTER TABLE "home_rels" DROP COLUMN "printables_id";
  ALTER TABLE "navigation_rels" DROP COLUMN "printables_id";
  ALTER TABLE "footer_rels" DROP COLUMN "printables_id";
  DROP TYPE "public"."enum_printables_grades";
  DROP TYPE "public"."enum_printables_subjects";
  DROP TYPE "public"."enum_printables_status";
  DROP TYPE "public"."enum__printables_v_version_grades";
  DROP TYPE "public"."enum__printables_v_version_subjects";
  DROP TYPE "public"."enum__printables_v_version_status";
  DROP TYPE "public"."enum_printable_files_paper";`)
}
