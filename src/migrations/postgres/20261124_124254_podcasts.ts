import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_podcasts_links_app" AS ENUM('apple', 'spotify', 'youtube-music', 'pocket-casts', 'overcast', 'other');
  CREATE TYPE "public"."enum_podcasts_category" AS ENUM('arts', 'careers', 'comedy', 'comedy-interviews', 'improv', 'stand-up', 'education', 'courses', 'how-to', 'language-learning', 'self-improvement', 'mental-health', 'kids-family', 'education-for-kids', 'parenting', 'hobbies', 'society-culture', 'personal-journals', 'relationships');
  CREATE TYPE "public"."enum_podcasts_show_type" AS ENUM('episodic', 'serial');
  CREATE TYPE "public"."enum_podcasts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__podcasts_v_version_links_app" AS ENUM('apple', 'spotify', 'youtube-music', 'pocket-casts', 'overcast', 'other');
  CREATE TYPE "public"."enum__podcasts_v_version_category" AS ENUM('arts', 'careers', 'comedy', 'comedy-interviews', 'improv', 'stand-up', 'education', 'courses', 'how-to', 'language-learning', 'self-improvement', 'mental-health', 'kids-family', 'education-for-kids', 'parenting', 'hobbies', 'society-culture', 'personal-journals', 'relationships');
  CREATE TYPE "public"."enum__podcasts_v_version_show_type" AS ENUM('episodic', 'serial');
  CREATE TYPE "public"."enum__podcasts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_episodes_episode_type" AS ENUM('full', 'trailer', 'bonus');
  CREATE TYPE "public"."enum_episodes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__episodes_v_version_episode_type" AS ENUM('full', 'trailer', 'bonus');
  CREATE TYPE "public"."enum__episodes_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "podcasts_hosts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "podcasts_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"app" "enum_podcasts_links_app",
  	"url" varchar
  );
  
  CREATE TABLE "podcasts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"cover_id" integer,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"category" "enum_podcasts_category" DEFAULT 'comedy',
  	"explicit" boolean DEFAULT false,
  	"featured" boolean DEFAULT false,
  	"show_type" "enum_podcasts_show_type" DEFAULT 'episodic',
  	"owner_name" varchar,
  	"owner_email" varchar,
  	"published_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"first_published_at" timestamp(3) with time zone,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_podcasts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_podcasts_v_version_hosts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_podcasts_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"app" "enum__podcasts_v_version_links_app",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_podcasts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_cover_id" integer,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_category" "enum__podcasts_v_version_category" DEFAULT 'comedy',
  	"version_explicit" boolean DEFAULT false,
  	"version_featured" boolean DEFAULT false,
  	"version_show_type" "enum__podcasts_v_version_show_type" DEFAULT 'episodic',
  	"version_owner_name" varchar,
  	"version_owner_email" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_created_by_id" integer,
  	"version_first_published_at" timestamp(3) with time zone,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__podcasts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "episodes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_id" integer,
  	"title" varchar,
  	"description" varchar,
  	"audio_id" integer,
  	"duration" numeric,
  	"transcript" varchar,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"season" numeric,
  	"episode_number" numeric,
  	"episode_type" "enum_episodes_episode_type" DEFAULT 'full',
  	"plays" numeric DEFAULT 0,
  	"published_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"first_published_at" timestamp(3) with time zone,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_episodes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_episodes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_show_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_audio_id" integer,
  	"version_duration" numeric,
  	"version_transcript" varchar,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_season" numeric,
  	"version_episode_number" numeric,
  	"version_episode_type" "enum__episodes_v_version_episode_type" DEFAULT 'full',
  	"version_plays" numeric DEFAULT 0,
  	"version_published_at" timestamp(3) with time zone,
  	"version_created_by_id" integer,
  	"version_first_published_at" timestamp(3) with time zone,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__episodes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "episode_audio" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"seconds" numeric,
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
  
  CREATE TABLE "home_blocks_podcasts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Listen in' NOT NULL,
  	"episodes" numeric DEFAULT 3 NOT NULL,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "podcasts_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "podcasts_id" integer;
  ALTER TABLE "members_rels" ADD COLUMN "episodes_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "podcasts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "podcasts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "episodes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "episode_audio_id" integer;
  ALTER TABLE "home_rels" ADD COLUMN "podcasts_id" integer;
  ALTER TABLE "navigation_rels" ADD COLUMN "podcasts_id" integer;
  ALTER TABLE "footer_rels" ADD COLUMN "podcasts_id" integer;
  ALTER TABLE "podcasts_hosts" ADD CONSTRAINT "podcasts_hosts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcasts_links" ADD CONSTRAINT "podcasts_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcasts_v_version_hosts" ADD CONSTRAINT "_podcasts_v_version_hosts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_podcasts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_podcasts_v_version_links" ADD CONSTRAINT "_podcasts_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_podcasts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_podcasts_v" ADD CONSTRAINT "_podcasts_v_parent_id_podcasts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."podcasts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcasts_v" ADD CONSTRAINT "_podcasts_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcasts_v" ADD CONSTRAINT "_podcasts_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcasts_v" ADD CONSTRAINT "_podcasts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "episodes" ADD CONSTRAINT "episodes_show_id_podcasts_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."podcasts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "episodes" ADD CONSTRAINT "episodes_audio_id_episode_audio_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."episode_audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "episodes" ADD CONSTRAINT "episodes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "episodes" ADD CONSTRAINT "episodes_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_episodes_v" ADD CONSTRAINT "_episodes_v_parent_id_episodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."episodes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_episodes_v" ADD CONSTRAINT "_episodes_v_version_show_id_podcasts_id_fk" FOREIGN KEY ("version_show_id") REFERENCES "public"."podcasts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_episodes_v" ADD CONSTRAINT "_episodes_v_version_audio_id_episode_audio_id_fk" FOREIGN KEY ("version_audio_id") REFERENCES "public"."episode_audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_episodes_v" ADD CONSTRAINT "_episodes_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_episodes_v" ADD CONSTRAINT "_episodes_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_podcasts" ADD CONSTRAINT "home_blocks_podcasts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "podcasts_hosts_order_idx" ON "podcasts_hosts" USING btree ("_order");
  CREATE INDEX "podcasts_hosts_parent_id_idx" ON "podcasts_hosts" USING btree ("_parent_id");
  CREATE INDEX "podcasts_links_order_idx" ON "podcasts_links" USING btree ("_order");
  CREATE INDEX "podcasts_links_parent_id_idx" ON "podcasts_links" USING btree ("_parent_id");
  CREATE INDEX "podcasts_cover_idx" ON "podcasts" USING btree ("cover_id");
  CREATE UNIQUE INDEX "podcasts_slug_idx" ON "podcasts" USING btree ("slug");
  CREATE INDEX "podcasts_published_at_idx" ON "podcasts" USING btree ("published_at");
  CREATE INDEX "podcasts_created_by_idx" ON "podcasts" USING btree ("created_by_id");
  CREATE INDEX "podcasts_meta_meta_image_idx" ON "podcasts" USING btree ("meta_image_id");
  CREATE INDEX "podcasts_updated_at_idx" ON "podcasts" USING btree ("updated_at");
  CREATE INDEX "podcasts_created_at_idx" ON "podcasts" USING btree ("created_at");
  CREATE INDEX "podcasts__status_idx" ON "podcasts" USING btree ("_status");
  CREATE INDEX "_podcasts_v_version_hosts_order_idx" ON "_podcasts_v_version_hosts" USING btree ("_order");
  CREATE INDEX "_podcasts_v_version_hosts_parent_id_idx" ON "_podcasts_v_version_hosts" USING btree ("_parent_id");
  CREATE INDEX "_podcasts_v_version_links_order_idx" ON "_podcasts_v_version_links" USING btree ("_order");
  CREATE INDEX "_podcasts_v_version_links_parent_id_idx" ON "_podcasts_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_podcasts_v_parent_idx" ON "_podcasts_v" USING btree ("parent_id");
  CREATE INDEX "_podcasts_v_version_version_cover_idx" ON "_podcasts_v" USING btree ("version_cover_id");
  CREATE INDEX "_podcasts_v_version_version_slug_idx" ON "_podcasts_v" USING btree ("version_slug");
  CREATE INDEX "_podcasts_v_version_version_published_at_idx" ON "_podcasts_v" USING btree ("version_published_at");
  CREATE INDEX "_podcasts_v_version_version_created_by_idx" ON "_podcasts_v" USING btree ("version_created_by_id");
  CREATE INDEX "_podcasts_v_version_meta_version_meta_image_idx" ON "_podcasts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_podcasts_v_version_version_updated_at_idx" ON "_podcasts_v" USING btree ("version_updated_at");
  CREATE INDEX "_podcasts_v_version_version_created_at_idx" ON "_podcasts_v" USING btree ("version_created_at");
  CREATE INDEX "_podcasts_v_version_version__status_idx" ON "_podcasts_v" USING btree ("version__status");
  CREATE INDEX "_podcasts_v_created_at_idx" ON "_podcasts_v" USING btree ("created_at");
  CREATE INDEX "_podcasts_v_updated_at_idx" ON "_podcasts_v" USING btree ("updated_at");
  CREATE INDEX "_podcasts_v_latest_idx" ON "_podcasts_v" USING btree ("latest");
  CREATE INDEX "_podcasts_v_autosave_idx" ON "_podcasts_v" USING btree ("autosave");
  CREATE INDEX "episodes_show_idx" ON "episodes" USING btree ("show_id");
  CREATE INDEX "episodes_audio_idx" ON "episodes" USING btree ("audio_id");
  CREATE INDEX "episodes_slug_idx" ON "episodes" USING btree ("slug");
  CREATE INDEX "episodes_plays_idx" ON "episodes" USING btree ("plays");
  CREATE INDEX "episodes_published_at_idx" ON "episodes" USING btree ("published_at");
  CREATE INDEX "episodes_created_by_idx" ON "episodes" USING btree ("created_by_id");
  CREATE INDEX "episodes_meta_meta_image_idx" ON "episodes" USING btree ("meta_image_id");
  CREATE INDEX "episodes_updated_at_idx" ON "episodes" USING btree ("updated_at");
  CREATE INDEX "episodes_created_at_idx" ON "episodes" USING btree ("created_at");
  CREATE INDEX "episodes__status_idx" ON "episodes" USING btree ("_status");
  CREATE UNIQUE INDEX "show_slug_idx" ON "episodes" USING btree ("show_id","slug");
  CREATE INDEX "_episodes_v_parent_idx" ON "_episodes_v" USING btree ("parent_id");
  CREATE INDEX "_episodes_v_version_version_show_idx" ON "_episodes_v" USING btree ("version_show_id");
  CREATE INDEX "_episodes_v_version_version_audio_idx" ON "_episodes_v" USING btree ("version_audio_id");
  CREATE INDEX "_episodes_v_version_version_slug_idx" ON "_episodes_v" USING btree ("version_slug");
  CREATE INDEX "_episodes_v_version_version_plays_idx" ON "_episodes_v" USING btree ("version_plays");
  CREATE INDEX "_episodes_v_version_version_published_at_idx" ON "_episodes_v" USING btree ("version_published_at");
  CREATE INDEX "_episodes_v_version_version_created_by_idx" ON "_episodes_v" USING btree ("version_created_by_id");
  CREATE INDEX "_episodes_v_version_meta_version_meta_image_idx" ON "_episodes_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_episodes_v_version_version_updated_at_idx" ON "_episodes_v" USING btree ("version_updated_at");
  CREATE INDEX "_episodes_v_version_version_created_at_idx" ON "_episodes_v" USING btree ("version_created_at");
  CREATE INDEX "_episodes_v_version_version__status_idx" ON "_episodes_v" USING btree ("version__status");
  CREATE INDEX "_episodes_v_created_at_idx" ON "_episodes_v" USING btree ("created_at");
  CREATE INDEX "_episodes_v_updated_at_idx" ON "_episodes_v" USING btree ("updated_at");
  CREATE INDEX "_episodes_v_latest_idx" ON "_episodes_v" USING btree ("latest");
  CREATE INDEX "_episodes_v_autosave_idx" ON "_episodes_v" USING btree ("autosave");
  CREATE INDEX "version_show_version_slug_idx" ON "_episodes_v" USING btree ("version_show_id","version_slug");
  CREATE INDEX "episode_audio_updated_at_idx" ON "episode_audio" USING btree ("updated_at");
  CREATE INDEX "episode_audio_created_at_idx" ON "episode_audio" USING btree ("created_at");
  CREATE UNIQUE INDEX "episode_audio_filename_idx" ON "episode_audio" USING btree ("filename");
  CREATE INDEX "home_blocks_podcasts_order_idx" ON "home_blocks_podcasts" USING btree ("_order");
  CREATE INDEX "home_blocks_podcasts_parent_id_idx" ON "home_blocks_podcasts" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_podcasts_path_idx" ON "home_blocks_podcasts" USING btree ("_path");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members_rels" ADD CONSTRAINT "members_rels_episodes_fk" FOREIGN KEY ("episodes_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_episodes_fk" FOREIGN KEY ("episodes_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_episode_audio_fk" FOREIGN KEY ("episode_audio_id") REFERENCES "public"."episode_audio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_podcasts_id_idx" ON "pages_rels" USING btree ("podcasts_id");
  CREATE INDEX "_pages_v_rels_podcasts_id_idx" ON "_pages_v_rels" USING btree ("podcasts_id");
  CREATE INDEX "members_rels_episodes_id_idx" ON "members_rels" USING btree ("episodes_id");
  CREATE INDEX "redirects_rels_podcasts_id_idx" ON "redirects_rels" USING btree ("podcasts_id");
  CREATE INDEX "payload_locked_documents_rels_podcasts_id_idx" ON "payload_locked_documents_rels" USING btree ("podcasts_id");
  CREATE INDEX "payload_locked_documents_rels_episodes_id_idx" ON "payload_locked_documents_rels" USING btree ("episodes_id");
  CREATE INDEX "payload_locked_documents_rels_episode_audio_id_idx" ON "payload_locked_documents_rels" USING btree ("episode_audio_id");
  CREATE INDEX "home_rels_podcasts_id_idx" ON "home_rels" USING btree ("podcasts_id");
  CREATE INDEX "navigation_rels_podcasts_id_idx" ON "navigation_rels" USING btree ("podcasts_id");
  CREATE INDEX "footer_rels_podcasts_id_idx" ON "footer_rels" USING btree ("podcasts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "podcasts_hosts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcasts_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcasts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcasts_v_version_hosts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcasts_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcasts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "episodes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_episodes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "episode_audio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_podcasts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "podcasts_hosts" CASCADE;
  DROP TABLE "podcasts_links" CASCADE;
  DROP TABLE "podcasts" CASCADE;
  DROP TABLE "_podcasts_v_version_hosts" CASCADE;
  DROP TABLE "_podcasts_v_version_links" CASCADE;
  DROP TABLE "_podcasts_v" CASCADE;
  DROP TABLE "episodes" CASCADE;
  DROP TABLE "_episodes_v" CASCADE;
  DROP TABLE "episode_audio" CASCADE;
  DROP TABLE "home_blocks_podcasts" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_podcasts_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_podcasts_fk";
  
  ALTER TABLE "members_rels" DROP CONSTRAINT "members_rels_episodes_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_podcasts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_podcasts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_episodes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_episode_audio_fk";
  
  ALTER TABLE "home_rels" DROP CONSTRAINT "home_rels_podcasts_fk";
  
  ALTER TABLE "navigation_rels" DROP CONSTRAINT "navigation_rels_podcasts_fk";
  
  ALTER TABLE "footer_rels" DROP CONSTRAINT "footer_rels_podcasts_fk";
  
  DROP INDEX "pages_rels_podcasts_id_idx";
  DROP INDEX "_pages_v_rels_podcasts_id_idx";
  DROP INDEX "members_rels_episodes_id_idx";
  DROP INDEX "redirects_rels_podcasts_id_idx";
  DROP INDEX "payload_locked_documents_rels_podcasts_id_idx";
  DROP INDEX "payload_locked_documents_rels_episodes_id_idx";
  DROP INDEX "payload_locked_documents_rels_episode_audio_id_idx";
  DROP INDEX "home_rels_podcasts_id_idx";
  DROP INDEX "navigation_rels_podcasts_id_idx";
  DROP INDEX "footer_rels_podcasts_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "podcasts_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "podcasts_id";
  ALTER TABLE "members_rels" DROP COLUMN "episodes_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "podcasts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "podcasts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "episodes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "episode_audio_id";
  ALTER TABLE "home_rels" DROP COLUMN "podcasts_id";
  ALTER TABLE "navigation_rels" DROP COLUMN "podcasts_id";
  ALTER TABLE "footer_rels" DROP COLUMN "podcasts_id";
  DROP TYPE "public"."enum_podcasts_links_app";
  DROP TYPE "public"."enum_podcasts_category";
  DROP TYPE "public"."enum_podcasts_show_type";
  DROP TYPE "public"."enum_podcasts_status";
  DROP TYPE "public"."enum__podcasts_v_version_links_app";
  DROP TYPE "public"."enum__podcasts_v_version_category";
  DROP TYPE "public"."enum__podcasts_v_version_show_type";
  DROP TYPE "public"."enum__podcasts_v_version_status";
  DROP TYPE "public"."enum_episodes_episode_type";
  DROP TYPE "public"."enum_episodes_status";
  DROP TYPE "public"."enum__episodes_v_version_episode_type";
  DROP TYPE "public"."enum__episodes_v_version_status";`)
}
