import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_blocks_banner_tone" AS ENUM('sun', 'chalk', 'apple');
  CREATE TYPE "public"."enum__home_v_blocks_banner_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__home_v_blocks_posts_source" AS ENUM('category', 'picked');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_home_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"tone" "enum__home_v_blocks_banner_tone" DEFAULT 'sun',
  	"link_type" "enum__home_v_blocks_banner_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"subtext" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__home_v_blocks_posts_source" DEFAULT 'category',
  	"category_id" integer,
  	"limit" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_recent" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Fresh from the staffroom',
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_sponsored" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'From our partners',
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_subscribe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Subscribe',
  	"consent_text" varchar DEFAULT 'Send me the weekly Staffroom email. I can unsubscribe at any time.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_trending" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Trending in the staffroom',
  	"limit" numeric DEFAULT 5,
  	"days" numeric DEFAULT 7,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_recent_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'New videos',
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_video_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"category_id" integer,
  	"limit" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_main_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Watch this',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_podcasts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Listen in',
  	"episodes" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What teachers say',
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"memes_id" integer,
  	"printables_id" integer,
  	"giveaways_id" integer,
  	"videos_id" integer,
  	"podcasts_id" integer,
  	"categories_id" integer,
  	"video_categories_id" integer,
  	"originals_id" integer
  );
  
  ALTER TABLE "home_blocks_banner" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "home_blocks_heading" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "home_blocks_posts" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "home_blocks_recent" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "home_blocks_sponsored" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "home_blocks_subscribe" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "home_blocks_subscribe" ALTER COLUMN "button_label" DROP NOT NULL;
  ALTER TABLE "home_blocks_subscribe" ALTER COLUMN "consent_text" DROP NOT NULL;
  ALTER TABLE "home_blocks_trending" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "home_blocks_recent_video" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "home_blocks_video_list" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "home_blocks_main_video" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "home_blocks_podcasts" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "home_blocks_podcasts" ALTER COLUMN "episodes" DROP NOT NULL;
  ALTER TABLE "home_blocks_testimonials" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "memes" ADD COLUMN "image_rights_creator" varchar;
  ALTER TABLE "memes" ADD COLUMN "image_rights_credit_text" varchar;
  ALTER TABLE "memes" ADD COLUMN "image_rights_copyright_notice" varchar;
  ALTER TABLE "memes" ADD COLUMN "image_rights_license" varchar;
  ALTER TABLE "_memes_v" ADD COLUMN "version_image_rights_creator" varchar;
  ALTER TABLE "_memes_v" ADD COLUMN "version_image_rights_credit_text" varchar;
  ALTER TABLE "_memes_v" ADD COLUMN "version_image_rights_copyright_notice" varchar;
  ALTER TABLE "_memes_v" ADD COLUMN "version_image_rights_license" varchar;
  ALTER TABLE "home" ADD COLUMN "_status" "enum_home_status" DEFAULT 'draft';
  ALTER TABLE "site_settings" ADD COLUMN "image_rights_creator" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "image_rights_credit_text" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "image_rights_copyright_notice" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "image_rights_license" varchar;
  ALTER TABLE "_home_v_blocks_banner" ADD CONSTRAINT "_home_v_blocks_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_banner" ADD CONSTRAINT "_home_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_header" ADD CONSTRAINT "_home_v_blocks_header_lead_id_posts_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_header" ADD CONSTRAINT "_home_v_blocks_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_heading" ADD CONSTRAINT "_home_v_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_posts" ADD CONSTRAINT "_home_v_blocks_posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_posts" ADD CONSTRAINT "_home_v_blocks_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_recent" ADD CONSTRAINT "_home_v_blocks_recent_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_sponsored" ADD CONSTRAINT "_home_v_blocks_sponsored_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_subscribe" ADD CONSTRAINT "_home_v_blocks_subscribe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trending" ADD CONSTRAINT "_home_v_blocks_trending_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_recent_video" ADD CONSTRAINT "_home_v_blocks_recent_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_video_list" ADD CONSTRAINT "_home_v_blocks_video_list_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_video_list" ADD CONSTRAINT "_home_v_blocks_video_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_main_video" ADD CONSTRAINT "_home_v_blocks_main_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_podcasts" ADD CONSTRAINT "_home_v_blocks_podcasts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_testimonials" ADD CONSTRAINT "_home_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_memes_fk" FOREIGN KEY ("memes_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_printables_fk" FOREIGN KEY ("printables_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_giveaways_fk" FOREIGN KEY ("giveaways_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_video_categories_fk" FOREIGN KEY ("video_categories_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_originals_fk" FOREIGN KEY ("originals_id") REFERENCES "public"."originals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_home_v_blocks_banner_order_idx" ON "_home_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_banner_parent_id_idx" ON "_home_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_banner_path_idx" ON "_home_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_banner_image_idx" ON "_home_v_blocks_banner" USING btree ("image_id");
  CREATE INDEX "_home_v_blocks_header_order_idx" ON "_home_v_blocks_header" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_header_parent_id_idx" ON "_home_v_blocks_header" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_header_path_idx" ON "_home_v_blocks_header" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_header_lead_idx" ON "_home_v_blocks_header" USING btree ("lead_id");
  CREATE INDEX "_home_v_blocks_heading_order_idx" ON "_home_v_blocks_heading" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_heading_parent_id_idx" ON "_home_v_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_heading_path_idx" ON "_home_v_blocks_heading" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_posts_order_idx" ON "_home_v_blocks_posts" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_posts_parent_id_idx" ON "_home_v_blocks_posts" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_posts_path_idx" ON "_home_v_blocks_posts" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_posts_category_idx" ON "_home_v_blocks_posts" USING btree ("category_id");
  CREATE INDEX "_home_v_blocks_recent_order_idx" ON "_home_v_blocks_recent" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_recent_parent_id_idx" ON "_home_v_blocks_recent" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_recent_path_idx" ON "_home_v_blocks_recent" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_sponsored_order_idx" ON "_home_v_blocks_sponsored" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_sponsored_parent_id_idx" ON "_home_v_blocks_sponsored" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_sponsored_path_idx" ON "_home_v_blocks_sponsored" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_subscribe_order_idx" ON "_home_v_blocks_subscribe" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_subscribe_parent_id_idx" ON "_home_v_blocks_subscribe" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_subscribe_path_idx" ON "_home_v_blocks_subscribe" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_trending_order_idx" ON "_home_v_blocks_trending" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_trending_parent_id_idx" ON "_home_v_blocks_trending" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_trending_path_idx" ON "_home_v_blocks_trending" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_recent_video_order_idx" ON "_home_v_blocks_recent_video" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_recent_video_parent_id_idx" ON "_home_v_blocks_recent_video" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_recent_video_path_idx" ON "_home_v_blocks_recent_video" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_video_list_order_idx" ON "_home_v_blocks_video_list" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_video_list_parent_id_idx" ON "_home_v_blocks_video_list" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_video_list_path_idx" ON "_home_v_blocks_video_list" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_video_list_category_idx" ON "_home_v_blocks_video_list" USING btree ("category_id");
  CREATE INDEX "_home_v_blocks_main_video_order_idx" ON "_home_v_blocks_main_video" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_main_video_parent_id_idx" ON "_home_v_blocks_main_video" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_main_video_path_idx" ON "_home_v_blocks_main_video" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_podcasts_order_idx" ON "_home_v_blocks_podcasts" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_podcasts_parent_id_idx" ON "_home_v_blocks_podcasts" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_podcasts_path_idx" ON "_home_v_blocks_podcasts" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_testimonials_order_idx" ON "_home_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_testimonials_parent_id_idx" ON "_home_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_testimonials_path_idx" ON "_home_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE INDEX "_home_v_autosave_idx" ON "_home_v" USING btree ("autosave");
  CREATE INDEX "_home_v_rels_order_idx" ON "_home_v_rels" USING btree ("order");
  CREATE INDEX "_home_v_rels_parent_idx" ON "_home_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_v_rels_path_idx" ON "_home_v_rels" USING btree ("path");
  CREATE INDEX "_home_v_rels_pages_id_idx" ON "_home_v_rels" USING btree ("pages_id");
  CREATE INDEX "_home_v_rels_posts_id_idx" ON "_home_v_rels" USING btree ("posts_id");
  CREATE INDEX "_home_v_rels_memes_id_idx" ON "_home_v_rels" USING btree ("memes_id");
  CREATE INDEX "_home_v_rels_printables_id_idx" ON "_home_v_rels" USING btree ("printables_id");
  CREATE INDEX "_home_v_rels_giveaways_id_idx" ON "_home_v_rels" USING btree ("giveaways_id");
  CREATE INDEX "_home_v_rels_videos_id_idx" ON "_home_v_rels" USING btree ("videos_id");
  CREATE INDEX "_home_v_rels_podcasts_id_idx" ON "_home_v_rels" USING btree ("podcasts_id");
  CREATE INDEX "_home_v_rels_categories_id_idx" ON "_home_v_rels" USING btree ("categories_id");
  CREATE INDEX "_home_v_rels_video_categories_id_idx" ON "_home_v_rels" USING btree ("video_categories_id");
  CREATE INDEX "_home_v_rels_originals_id_idx" ON "_home_v_rels" USING btree ("originals_id");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");`)
  // The home page that exists is the one visitors see: it is published, not a draft.
  await db.execute(sql`UPDATE "home" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_home_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_heading" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_recent" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_sponsored" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_subscribe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_trending" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_recent_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_video_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_main_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_podcasts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_home_v_blocks_banner" CASCADE;
  DROP TABLE "_home_v_blocks_header" CASCADE;
  DROP TABLE "_home_v_blocks_heading" CASCADE;
  DROP TABLE "_home_v_blocks_posts" CASCADE;
  DROP TABLE "_home_v_blocks_recent" CASCADE;
  DROP TABLE "_home_v_blocks_sponsored" CASCADE;
  DROP TABLE "_home_v_blocks_subscribe" CASCADE;
  DROP TABLE "_home_v_blocks_trending" CASCADE;
  DROP TABLE "_home_v_blocks_recent_video" CASCADE;
  DROP TABLE "_home_v_blocks_video_list" CASCADE;
  DROP TABLE "_home_v_blocks_main_video" CASCADE;
  DROP TABLE "_home_v_blocks_podcasts" CASCADE;
  DROP TABLE "_home_v_blocks_testimonials" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_rels" CASCADE;
  DROP INDEX "home__status_idx";
  ALTER TABLE "home_blocks_banner" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "home_blocks_heading" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "home_blocks_posts" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "home_blocks_recent" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "home_blocks_sponsored" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "home_blocks_subscribe" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "home_blocks_subscribe" ALTER COLUMN "button_label" SET NOT NULL;
  ALTER TABLE "home_blocks_subscribe" ALTER COLUMN "consent_text" SET NOT NULL;
  ALTER TABLE "home_blocks_trending" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "home_blocks_recent_video" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "home_blocks_video_list" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "home_blocks_main_video" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "home_blocks_podcasts" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "home_blocks_podcasts" ALTER COLUMN "episodes" SET NOT NULL;
  ALTER TABLE "home_blocks_testimonials" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "memes" DROP COLUMN "image_rights_creator";
  ALTER TABLE "memes" DROP COLUMN "image_rights_credit_text";
  ALTER TABLE "memes" DROP COLUMN "image_rights_copyright_notice";
  ALTER TABLE "memes" DROP COLUMN "image_rights_license";
  ALTER TABLE "_memes_v" DROP COLUMN "version_image_rights_creator";
  ALTER TABLE "_memes_v" DROP COLUMN "version_image_rights_credit_text";
  ALTER TABLE "_memes_v" DROP COLUMN "version_image_rights_copyright_notice";
  ALTER TABLE "_memes_v" DROP COLUMN "version_image_rights_license";
  ALTER TABLE "home" DROP COLUMN "_status";
  ALTER TABLE "site_settings" DROP COLUMN "image_rights_creator";
  ALTER TABLE "site_settings" DROP COLUMN "image_rights_credit_text";
  ALTER TABLE "site_settings" DROP COLUMN "image_rights_copyright_notice";
  ALTER TABLE "site_settings" DROP COLUMN "image_rights_license";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_blocks_banner_tone";
  DROP TYPE "public"."enum__home_v_blocks_banner_link_type";
  DROP TYPE "public"."enum__home_v_blocks_posts_source";
  DROP TYPE "public"."enum__home_v_version_status";`)
}
