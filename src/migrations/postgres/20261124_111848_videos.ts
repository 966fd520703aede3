import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_videos_source_kind" AS ENUM('platform', 'file');
  CREATE TYPE "public"."enum_videos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__videos_v_version_source_kind" AS ENUM('platform', 'file');
  CREATE TYPE "public"."enum__videos_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"source_kind" "enum_videos_source_kind" DEFAULT 'platform',
  	"source_platform_id" varchar,
  	"source_file_id" integer,
  	"poster_id" integer,
  	"duration" numeric,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"category_id" integer,
  	"series_id" integer,
  	"trending" boolean DEFAULT false,
  	"published_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"first_published_at" timestamp(3) with time zone,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_videos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_videos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_source_kind" "enum__videos_v_version_source_kind" DEFAULT 'platform',
  	"version_source_platform_id" varchar,
  	"version_source_file_id" integer,
  	"version_poster_id" integer,
  	"version_duration" numeric,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_series_id" integer,
  	"version_trending" boolean DEFAULT false,
  	"version_published_at" timestamp(3) with time zone,
  	"version_created_by_id" integer,
  	"version_first_published_at" timestamp(3) with time zone,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__videos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "video_categories_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"doc_id" integer,
  	"url" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "video_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar NOT NULL,
  	"parent_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "video_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
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
  
  CREATE TABLE "home_blocks_recent_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'New videos' NOT NULL,
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_video_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"category_id" integer,
  	"limit" numeric DEFAULT 4,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_main_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Watch this' NOT NULL,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "video_categories_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "video_categories_id" integer;
  ALTER TABLE "members_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "video_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_files_id" integer;
  ALTER TABLE "home_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "home_rels" ADD COLUMN "video_categories_id" integer;
  ALTER TABLE "navigation_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "navigation_rels" ADD COLUMN "video_categories_id" integer;
  ALTER TABLE "footer_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "footer_rels" ADD COLUMN "video_categories_id" integer;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_source_file_id_video_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_series_id_originals_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."originals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_parent_id_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_source_file_id_video_files_id_fk" FOREIGN KEY ("version_source_file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_poster_id_media_id_fk" FOREIGN KEY ("version_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_category_id_video_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_series_id_originals_id_fk" FOREIGN KEY ("version_series_id") REFERENCES "public"."originals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_categories_breadcrumbs" ADD CONSTRAINT "video_categories_breadcrumbs_doc_id_video_categories_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_categories_breadcrumbs" ADD CONSTRAINT "video_categories_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_categories" ADD CONSTRAINT "video_categories_parent_id_video_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_recent_video" ADD CONSTRAINT "home_blocks_recent_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_video_list" ADD CONSTRAINT "home_blocks_video_list_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_video_list" ADD CONSTRAINT "home_blocks_video_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_main_video" ADD CONSTRAINT "home_blocks_main_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "videos_source_source_file_idx" ON "videos" USING btree ("source_file_id");
  CREATE INDEX "videos_poster_idx" ON "videos" USING btree ("poster_id");
  CREATE UNIQUE INDEX "videos_slug_idx" ON "videos" USING btree ("slug");
  CREATE INDEX "videos_category_idx" ON "videos" USING btree ("category_id");
  CREATE INDEX "videos_series_idx" ON "videos" USING btree ("series_id");
  CREATE INDEX "videos_published_at_idx" ON "videos" USING btree ("published_at");
  CREATE INDEX "videos_created_by_idx" ON "videos" USING btree ("created_by_id");
  CREATE INDEX "videos_meta_meta_image_idx" ON "videos" USING btree ("meta_image_id");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE INDEX "videos__status_idx" ON "videos" USING btree ("_status");
  CREATE INDEX "_videos_v_parent_idx" ON "_videos_v" USING btree ("parent_id");
  CREATE INDEX "_videos_v_version_source_version_source_file_idx" ON "_videos_v" USING btree ("version_source_file_id");
  CREATE INDEX "_videos_v_version_version_poster_idx" ON "_videos_v" USING btree ("version_poster_id");
  CREATE INDEX "_videos_v_version_version_slug_idx" ON "_videos_v" USING btree ("version_slug");
  CREATE INDEX "_videos_v_version_version_category_idx" ON "_videos_v" USING btree ("version_category_id");
  CREATE INDEX "_videos_v_version_version_series_idx" ON "_videos_v" USING btree ("version_series_id");
  CREATE INDEX "_videos_v_version_version_published_at_idx" ON "_videos_v" USING btree ("version_published_at");
  CREATE INDEX "_videos_v_version_version_created_by_idx" ON "_videos_v" USING btree ("version_created_by_id");
  CREATE INDEX "_videos_v_version_meta_version_meta_image_idx" ON "_videos_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_videos_v_version_version_updated_at_idx" ON "_videos_v" USING btree ("version_updated_at");
  CREATE INDEX "_videos_v_version_version_created_at_idx" ON "_videos_v" USING btree ("version_created_at");
  CREATE INDEX "_videos_v_version_version__status_idx" ON "_videos_v" USING btree ("version__status");
  CREATE INDEX "_videos_v_created_at_idx" ON "_videos_v" USING btree ("created_at");
  CREATE INDEX "_videos_v_updated_at_idx" ON "_videos_v" USING btree ("updated_at");
  CREATE INDEX "_videos_v_latest_idx" ON "_videos_v" USING btree ("latest");
  CREATE INDEX "_videos_v_autosave_idx" ON "_videos_v" USING btree ("autosave");
  CREATE INDEX "video_categories_breadcrumbs_order_idx" ON "video_categories_breadcrumbs" USING btree ("_order");
  CREATE INDEX "video_categories_breadcrumbs_parent_id_idx" ON "video_categories_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "video_categories_breadcrumbs_doc_idx" ON "video_categories_breadcrumbs" USING btree ("doc_id");
  CREATE UNIQUE INDEX "video_categories_slug_idx" ON "video_categories" USING btree ("slug");
  CREATE INDEX "video_categories_parent_idx" ON "video_categories" USING btree ("parent_id");
  CREATE INDEX "video_categories_updated_at_idx" ON "video_categories" USING btree ("updated_at");
  CREATE INDEX "video_categories_created_at_idx" ON "video_categories" USING btree ("created_at");
  CREATE INDEX "video_files_updated_at_idx" ON "video_files" USING btree ("updated_at");
  CREATE INDEX "video_files_created_at_idx" ON "video_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "video_files_filename_idx" ON "video_files" USING btree ("filename");
  CREATE INDEX "home_blocks_recent_video_order_idx" ON "home_blocks_recent_video" USING btree ("_order");
  CREATE INDEX "home_blocks_recent_video_parent_id_idx" ON "home_blocks_recent_video" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_recent_video_path_idx" ON "home_blocks_recent_video" USING btree ("_path");
  CREATE INDEX "home_blocks_video_list_order_idx" ON "home_blocks_video_list" USING btree ("_order");
  CREATE INDEX "home_blocks_video_list_parent_id_idx" ON "home_blocks_video_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_video_list_path_idx" ON "home_blocks_video_list" USING btree ("_path");
  CREATE INDEX "home_blocks_video_list_category_idx" ON "home_blocks_video_list" USING btree ("category_id");
  CREATE INDEX "home_blocks_main_video_order_idx" ON "home_blocks_main_video" USING btree ("_order");
  CREATE INDEX "home_blocks_main_video_parent_id_idx" ON "home_blocks_main_video" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_main_video_path_idx" ON "home_blocks_main_video" USING btree ("_path");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_video_categories_fk" FOREIGN KEY ("video_categories_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_video_categories_fk" FOREIGN KEY ("video_categories_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members_rels" ADD CONSTRAINT "members_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_video_categories_fk" FOREIGN KEY ("video_categories_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_categories_fk" FOREIGN KEY ("video_categories_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_files_fk" FOREIGN KEY ("video_files_id") REFERENCES "public"."video_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_video_categories_fk" FOREIGN KEY ("video_categories_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_video_categories_fk" FOREIGN KEY ("video_categories_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_video_categories_fk" FOREIGN KEY ("video_categories_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_videos_id_idx" ON "pages_rels" USING btree ("videos_id");
  CREATE INDEX "pages_rels_video_categories_id_idx" ON "pages_rels" USING btree ("video_categories_id");
  CREATE INDEX "_pages_v_rels_videos_id_idx" ON "_pages_v_rels" USING btree ("videos_id");
  CREATE INDEX "_pages_v_rels_video_categories_id_idx" ON "_pages_v_rels" USING btree ("video_categories_id");
  CREATE INDEX "members_rels_videos_id_idx" ON "members_rels" USING btree ("videos_id");
  CREATE INDEX "redirects_rels_videos_id_idx" ON "redirects_rels" USING btree ("videos_id");
  CREATE INDEX "redirects_rels_video_categories_id_idx" ON "redirects_rels" USING btree ("video_categories_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_video_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("video_categories_id");
  CREATE INDEX "payload_locked_documents_rels_video_files_id_idx" ON "payload_locked_documents_rels" USING btree ("video_files_id");
  CREATE INDEX "home_rels_videos_id_idx" ON "home_rels" USING btree ("videos_id");
  CREATE INDEX "home_rels_video_categories_id_idx" ON "home_rels" USING btree ("video_categories_id");
  CREATE INDEX "navigation_rels_videos_id_idx" ON "navigation_rels" USING btree ("videos_id");
  CREATE INDEX "navigation_rels_video_categories_id_idx" ON "navigation_rels" USING btree ("video_categories_id");
  CREATE INDEX "footer_rels_videos_id_idx" ON "footer_rels" USING btree ("videos_id");
  CREATE INDEX "footer_rels_video_categories_id_idx" ON "footer_rels" USING btree ("video_categories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_categories_breadcrumbs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_recent_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_video_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_main_video" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "_videos_v" CASCADE;
  DROP TABLE "video_categories_breadcrumbs" CASCADE;
  DROP TABLE "video_categories" CASCADE;
  DROP TABLE "video_files" CASCADE;
  DROP TABLE "home_blocks_recent_video" CASCADE;
  DROP TABLE "home_blocks_video_list" CASCADE;
  DROP TABLE "home_blocks_main_video" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_videos_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_video_categories_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_videos_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_video_categories_fk";
  
  ALTER TABLE "members_rels" DROP CONSTRAINT "members_rels_videos_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_videos_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_video_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_files_fk";
  
  ALTER TABLE "home_rels" DROP CONSTRAINT "home_rels_videos_fk";
  
  ALTER TABLE "home_rels" DROP CONSTRAINT "home_rels_video_categories_fk";
  
  ALTER TABLE "navigation_rels" DROP CONSTRAINT "navigation_rels_videos_fk";
  
  ALTER TABLE "navigation_rels" DROP CONSTRAINT "navigation_rels_video_categories_fk";
  
  ALTER TABLE "footer_rels" DROP CONSTRAINT "footer_rels_videos_fk";
  
  ALTER TABLE "footer_rels" DROP CONSTRAINT "footer_rels_video_categories_fk";
  
  DROP INDEX "pages_rels_videos_id_idx";
  DROP INDEX "pages_rels_video_categories_id_idx";
  DROP INDEX "_pages_v_rels_videos_id_idx";
  DROP INDEX "_pages_v_rels_video_categories_id_idx";
  DROP INDEX "members_rels_videos_id_idx";
  DROP INDEX "redirects_rels_videos_id_idx";
  DROP INDEX "redirects_rels_video_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_files_id_idx";
  DROP INDEX "home_rels_videos_id_idx";
  DROP INDEX "home_rels_video_categories_id_idx";
  DROP INDEX "navigation_rels_videos_id_idx";
  DROP INDEX "navigation_rels_video_categories_id_idx";
  DROP INDEX "footer_rels_videos_id_idx";
  DROP INDEX "footer_rels_video_categories_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "videos_id";
  ALTER TABLE "pages_rels" DROP COLUMN "video_categories_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "videos_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "video_categories_id";
  ALTER TABLE "members_rels" DROP COLUMN "videos_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "videos_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "video_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_files_id";
  ALTER TABLE "home_rels" DROP COLUMN "videos_id";
  ALTER TABLE "home_rels" DROP COLUMN "video_categories_id";
  ALTER TABLE "navigation_rels" DROP COLUMN "videos_id";
  ALTER TABLE "navigation_rels" DROP COLUMN "video_categories_id";
  ALTER TABLE "footer_rels" DROP COLUMN "videos_id";
  ALTER TABLE "footer_rels" DROP COLUMN "video_categories_id";
  DROP TYPE "public"."enum_videos_source_kind";
  DROP TYPE "public"."enum_videos_status";
  DROP TYPE "public"."enum__videos_v_version_source_kind";
  DROP TYPE "public"."enum__videos_v_version_status";`)
}
