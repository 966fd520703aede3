import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_faves_items_network" AS ENUM('instagram', 'tiktok');
  CREATE TYPE "public"."enum_faves_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faves_v_version_items_network" AS ENUM('instagram', 'tiktok');
  CREATE TYPE "public"."enum__faves_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_tour_shows_kind" AS ENUM('standard', 'seated');
  CREATE TYPE "public"."enum_tour_shows_show_status" AS ENUM('few-tickets', 'sold-out', 'cancelled', 'postponed');
  CREATE TYPE "public"."enum_tour_shows_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tour_shows_v_version_kind" AS ENUM('standard', 'seated');
  CREATE TYPE "public"."enum__tour_shows_v_version_show_status" AS ENUM('few-tickets', 'sold-out', 'cancelled', 'postponed');
  CREATE TYPE "public"."enum__tour_shows_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_performers_role" AS ENUM('host', 'headliner');
  CREATE TYPE "public"."enum_performers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__performers_v_version_role" AS ENUM('host', 'headliner');
  CREATE TYPE "public"."enum__performers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_press_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_testimonials_show_on" AS ENUM('tour', 'site');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_show_on" AS ENUM('tour', 'site');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_tour_hero_kind" AS ENUM('image', 'video');
  CREATE TABLE "faves_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_faves_items_network",
  	"url" varchar,
  	"thumbnail_id" integer,
  	"creator" varchar,
  	"caption" varchar,
  	"permission" boolean,
  	"permission_note" varchar
  );
  
  CREATE TABLE "faves_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar
  );
  
  CREATE TABLE "faves" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"title" varchar,
  	"face_name" varchar,
  	"face_photo_id" integer,
  	"face_story" varchar,
  	"published_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"first_published_at" timestamp(3) with time zone,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faves_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_faves_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__faves_v_version_items_network",
  	"url" varchar,
  	"thumbnail_id" integer,
  	"creator" varchar,
  	"caption" varchar,
  	"permission" boolean,
  	"permission_note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faves_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faves_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_title" varchar,
  	"version_face_name" varchar,
  	"version_face_photo_id" integer,
  	"version_face_story" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_created_by_id" integer,
  	"version_first_published_at" timestamp(3) with time zone,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faves_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "tour_shows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kind" "enum_tour_shows_kind" DEFAULT 'standard',
  	"starts_at" timestamp(3) with time zone,
  	"time_zone" varchar DEFAULT 'America/New_York',
  	"duration_minutes" numeric DEFAULT 120,
  	"venue" varchar,
  	"address" varchar,
  	"city" varchar,
  	"region" varchar,
  	"postal_code" varchar,
  	"country" varchar DEFAULT 'US',
  	"latitude" numeric,
  	"longitude" numeric,
  	"ticket_url" varchar,
  	"presale_at" timestamp(3) with time zone,
  	"on_sale_at" timestamp(3) with time zone,
  	"price_min" numeric,
  	"price_max" numeric,
  	"currency" varchar DEFAULT 'USD',
  	"show_status" "enum_tour_shows_show_status",
  	"new_date" timestamp(3) with time zone,
  	"note" varchar,
  	"published_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"first_published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tour_shows_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "tour_shows_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"performers_id" integer
  );
  
  CREATE TABLE "_tour_shows_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_kind" "enum__tour_shows_v_version_kind" DEFAULT 'standard',
  	"version_starts_at" timestamp(3) with time zone,
  	"version_time_zone" varchar DEFAULT 'America/New_York',
  	"version_duration_minutes" numeric DEFAULT 120,
  	"version_venue" varchar,
  	"version_address" varchar,
  	"version_city" varchar,
  	"version_region" varchar,
  	"version_postal_code" varchar,
  	"version_country" varchar DEFAULT 'US',
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_ticket_url" varchar,
  	"version_presale_at" timestamp(3) with time zone,
  	"version_on_sale_at" timestamp(3) with time zone,
  	"version_price_min" numeric,
  	"version_price_max" numeric,
  	"version_currency" varchar DEFAULT 'USD',
  	"version_show_status" "enum__tour_shows_v_version_show_status",
  	"version_new_date" timestamp(3) with time zone,
  	"version_note" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_created_by_id" integer,
  	"version_first_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tour_shows_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_tour_shows_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"performers_id" integer
  );
  
  CREATE TABLE "performers_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "performers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_performers_role" DEFAULT 'headliner',
  	"photo_id" integer,
  	"bio" varchar,
  	"order" numeric DEFAULT 0,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"first_published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_performers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_performers_v_version_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_performers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_role" "enum__performers_v_version_role" DEFAULT 'headliner',
  	"version_photo_id" integer,
  	"version_bio" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_created_by_id" integer,
  	"version_first_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__performers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "press_articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"outlet" varchar,
  	"logo_id" integer,
  	"title" varchar,
  	"url" varchar,
  	"date" timestamp(3) with time zone,
  	"quote" varchar,
  	"published_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"first_published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_press_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_press_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_outlet" varchar,
  	"version_logo_id" integer,
  	"version_title" varchar,
  	"version_url" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_quote" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_created_by_id" integer,
  	"version_first_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__press_articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "testimonials_show_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_testimonials_show_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"order" numeric DEFAULT 0,
  	"published_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"first_published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_testimonials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_testimonials_v_version_show_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__testimonials_v_version_show_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_quote" varchar,
  	"version_name" varchar,
  	"version_role" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_published_at" timestamp(3) with time zone,
  	"version_created_by_id" integer,
  	"version_first_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "tour_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer NOT NULL,
  	"link_label" varchar,
  	"link_url" varchar
  );
  
  CREATE TABLE "tour" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar DEFAULT 'Teachers Do Stand-Up' NOT NULL,
  	"tagline" varchar,
  	"hero_kind" "enum_tour_hero_kind" DEFAULT 'image',
  	"hero_image_id" integer,
  	"hero_video_id" integer,
  	"announcement_text" varchar,
  	"announcement_ends_at" timestamp(3) with time zone,
  	"about" varchar,
  	"video_title" varchar,
  	"video_platform_id" varchar,
  	"video_poster_id" integer,
  	"photos_network" varchar DEFAULT 'Instagram',
  	"photos_handle" varchar,
  	"photos_url" varchar,
  	"contact_heading" varchar DEFAULT 'Contact us',
  	"contact_intro" varchar,
  	"contact_form_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "tour_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faves_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tour_shows_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "performers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "press_articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "faves_items" ADD CONSTRAINT "faves_items_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faves_items" ADD CONSTRAINT "faves_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faves_questions" ADD CONSTRAINT "faves_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faves" ADD CONSTRAINT "faves_face_photo_id_media_id_fk" FOREIGN KEY ("face_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faves" ADD CONSTRAINT "faves_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faves" ADD CONSTRAINT "faves_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faves_v_version_items" ADD CONSTRAINT "_faves_v_version_items_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faves_v_version_items" ADD CONSTRAINT "_faves_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faves_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faves_v_version_questions" ADD CONSTRAINT "_faves_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faves_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faves_v" ADD CONSTRAINT "_faves_v_parent_id_faves_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faves"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faves_v" ADD CONSTRAINT "_faves_v_version_face_photo_id_media_id_fk" FOREIGN KEY ("version_face_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faves_v" ADD CONSTRAINT "_faves_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faves_v" ADD CONSTRAINT "_faves_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tour_shows" ADD CONSTRAINT "tour_shows_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tour_shows_rels" ADD CONSTRAINT "tour_shows_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tour_shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tour_shows_rels" ADD CONSTRAINT "tour_shows_rels_performers_fk" FOREIGN KEY ("performers_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tour_shows_v" ADD CONSTRAINT "_tour_shows_v_parent_id_tour_shows_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tour_shows"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tour_shows_v" ADD CONSTRAINT "_tour_shows_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tour_shows_v_rels" ADD CONSTRAINT "_tour_shows_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_tour_shows_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tour_shows_v_rels" ADD CONSTRAINT "_tour_shows_v_rels_performers_fk" FOREIGN KEY ("performers_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "performers_socials" ADD CONSTRAINT "performers_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "performers" ADD CONSTRAINT "performers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "performers" ADD CONSTRAINT "performers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_performers_v_version_socials" ADD CONSTRAINT "_performers_v_version_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_performers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_performers_v" ADD CONSTRAINT "_performers_v_parent_id_performers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."performers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_performers_v" ADD CONSTRAINT "_performers_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_performers_v" ADD CONSTRAINT "_performers_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_articles" ADD CONSTRAINT "press_articles_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_articles" ADD CONSTRAINT "press_articles_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_articles_v" ADD CONSTRAINT "_press_articles_v_parent_id_press_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."press_articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_articles_v" ADD CONSTRAINT "_press_articles_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_articles_v" ADD CONSTRAINT "_press_articles_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials_show_on" ADD CONSTRAINT "testimonials_show_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v_version_show_on" ADD CONSTRAINT "_testimonials_v_version_show_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tour_slides" ADD CONSTRAINT "tour_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tour_slides" ADD CONSTRAINT "tour_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tour"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tour" ADD CONSTRAINT "tour_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tour" ADD CONSTRAINT "tour_hero_video_id_video_files_id_fk" FOREIGN KEY ("hero_video_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tour" ADD CONSTRAINT "tour_video_poster_id_media_id_fk" FOREIGN KEY ("video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tour" ADD CONSTRAINT "tour_contact_form_id_forms_id_fk" FOREIGN KEY ("contact_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tour_rels" ADD CONSTRAINT "tour_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tour"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tour_rels" ADD CONSTRAINT "tour_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "faves_items_order_idx" ON "faves_items" USING btree ("_order");
  CREATE INDEX "faves_items_parent_id_idx" ON "faves_items" USING btree ("_parent_id");
  CREATE INDEX "faves_items_thumbnail_idx" ON "faves_items" USING btree ("thumbnail_id");
  CREATE INDEX "faves_questions_order_idx" ON "faves_questions" USING btree ("_order");
  CREATE INDEX "faves_questions_parent_id_idx" ON "faves_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "faves_slug_idx" ON "faves" USING btree ("slug");
  CREATE INDEX "faves_face_face_photo_idx" ON "faves" USING btree ("face_photo_id");
  CREATE INDEX "faves_published_at_idx" ON "faves" USING btree ("published_at");
  CREATE INDEX "faves_created_by_idx" ON "faves" USING btree ("created_by_id");
  CREATE INDEX "faves_meta_meta_image_idx" ON "faves" USING btree ("meta_image_id");
  CREATE INDEX "faves_updated_at_idx" ON "faves" USING btree ("updated_at");
  CREATE INDEX "faves_created_at_idx" ON "faves" USING btree ("created_at");
  CREATE INDEX "faves__status_idx" ON "faves" USING btree ("_status");
  CREATE INDEX "_faves_v_version_items_order_idx" ON "_faves_v_version_items" USING btree ("_order");
  CREATE INDEX "_faves_v_version_items_parent_id_idx" ON "_faves_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_faves_v_version_items_thumbnail_idx" ON "_faves_v_version_items" USING btree ("thumbnail_id");
  CREATE INDEX "_faves_v_version_questions_order_idx" ON "_faves_v_version_questions" USING btree ("_order");
  CREATE INDEX "_faves_v_version_questions_parent_id_idx" ON "_faves_v_version_questions" USING btree ("_parent_id");
  CREATE INDEX "_faves_v_parent_idx" ON "_faves_v" USING btree ("parent_id");
  CREATE INDEX "_faves_v_version_version_slug_idx" ON "_faves_v" USING btree ("version_slug");
  CREATE INDEX "_faves_v_version_face_version_face_photo_idx" ON "_faves_v" USING btree ("version_face_photo_id");
  CREATE INDEX "_faves_v_version_version_published_at_idx" ON "_faves_v" USING btree ("version_published_at");
  CREATE INDEX "_faves_v_version_version_created_by_idx" ON "_faves_v" USING btree ("version_created_by_id");
  CREATE INDEX "_faves_v_version_meta_version_meta_image_idx" ON "_faves_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_faves_v_version_version_updated_at_idx" ON "_faves_v" USING btree ("version_updated_at");
  CREATE INDEX "_faves_v_version_version_created_at_idx" ON "_faves_v" USING btree ("version_created_at");
  CREATE INDEX "_faves_v_version_version__status_idx" ON "_faves_v" USING btree ("version__status");
  CREATE INDEX "_faves_v_created_at_idx" ON "_faves_v" USING btree ("created_at");
  CREATE INDEX "_faves_v_updated_at_idx" ON "_faves_v" USING btree ("updated_at");
  CREATE INDEX "_faves_v_latest_idx" ON "_faves_v" USING btree ("latest");
  CREATE INDEX "_faves_v_autosave_idx" ON "_faves_v" USING btree ("autosave");
  CREATE INDEX "tour_shows_starts_at_idx" ON "tour_shows" USING btree ("starts_at");
  CREATE INDEX "tour_shows_published_at_idx" ON "tour_shows" USING btree ("published_at");
  CREATE INDEX "tour_shows_created_by_idx" ON "tour_shows" USING btree ("created_by_id");
  CREATE INDEX "tour_shows_updated_at_idx" ON "tour_shows" USING btree ("updated_at");
  CREATE INDEX "tour_shows_created_at_idx" ON "tour_shows" USING btree ("created_at");
  CREATE INDEX "tour_shows__status_idx" ON "tour_shows" USING btree ("_status");
  CREATE INDEX "tour_shows_rels_order_idx" ON "tour_shows_rels" USING btree ("order");
  CREATE INDEX "tour_shows_rels_parent_idx" ON "tour_shows_rels" USING btree ("parent_id");
  CREATE INDEX "tour_shows_rels_path_idx" ON "tour_shows_rels" USING btree ("path");
  CREATE INDEX "tour_shows_rels_performers_id_idx" ON "tour_shows_rels" USING btree ("performers_id");
  CREATE INDEX "_tour_shows_v_parent_idx" ON "_tour_shows_v" USING btree ("parent_id");
  CREATE INDEX "_tour_shows_v_version_version_starts_at_idx" ON "_tour_shows_v" USING btree ("version_starts_at");
  CREATE INDEX "_tour_shows_v_version_version_published_at_idx" ON "_tour_shows_v" USING btree ("version_published_at");
  CREATE INDEX "_tour_shows_v_version_version_created_by_idx" ON "_tour_shows_v" USING btree ("version_created_by_id");
  CREATE INDEX "_tour_shows_v_version_version_updated_at_idx" ON "_tour_shows_v" USING btree ("version_updated_at");
  CREATE INDEX "_tour_shows_v_version_version_created_at_idx" ON "_tour_shows_v" USING btree ("version_created_at");
  CREATE INDEX "_tour_shows_v_version_version__status_idx" ON "_tour_shows_v" USING btree ("version__status");
  CREATE INDEX "_tour_shows_v_created_at_idx" ON "_tour_shows_v" USING btree ("created_at");
  CREATE INDEX "_tour_shows_v_updated_at_idx" ON "_tour_shows_v" USING btree ("updated_at");
  CREATE INDEX "_tour_shows_v_latest_idx" ON "_tour_shows_v" USING btree ("latest");
  CREATE INDEX "_tour_shows_v_autosave_idx" ON "_tour_shows_v" USING btree ("autosave");
  CREATE INDEX "_tour_shows_v_rels_order_idx" ON "_tour_shows_v_rels" USING btree ("order");
  CREATE INDEX "_tour_shows_v_rels_parent_idx" ON "_tour_shows_v_rels" USING btree ("parent_id");
  CREATE INDEX "_tour_shows_v_rels_path_idx" ON "_tour_shows_v_rels" USING btree ("path");
  CREATE INDEX "_tour_shows_v_rels_performers_id_idx" ON "_tour_shows_v_rels" USING btree ("performers_id");
  CREATE INDEX "performers_socials_order_idx" ON "performers_socials" USING btree ("_order");
  CREATE INDEX "performers_socials_parent_id_idx" ON "performers_socials" USING btree ("_parent_id");
  CREATE INDEX "performers_photo_idx" ON "performers" USING btree ("photo_id");
  CREATE UNIQUE INDEX "performers_slug_idx" ON "performers" USING btree ("slug");
  CREATE INDEX "performers_published_at_idx" ON "performers" USING btree ("published_at");
  CREATE INDEX "performers_created_by_idx" ON "performers" USING btree ("created_by_id");
  CREATE INDEX "performers_updated_at_idx" ON "performers" USING btree ("updated_at");
  CREATE INDEX "performers_created_at_idx" ON "performers" USING btree ("created_at");
  CREATE INDEX "performers__status_idx" ON "performers" USING btree ("_status");
  CREATE INDEX "_performers_v_version_socials_order_idx" ON "_performers_v_version_socials" USING btree ("_order");
  CREATE INDEX "_performers_v_version_socials_parent_id_idx" ON "_performers_v_version_socials" USING btree ("_parent_id");
  CREATE INDEX "_performers_v_parent_idx" ON "_performers_v" USING btree ("parent_id");
  CREATE INDEX "_performers_v_version_version_photo_idx" ON "_performers_v" USING btree ("version_photo_id");
  CREATE INDEX "_performers_v_version_version_slug_idx" ON "_performers_v" USING btree ("version_slug");
  CREATE INDEX "_performers_v_version_version_published_at_idx" ON "_performers_v" USING btree ("version_published_at");
  CREATE INDEX "_performers_v_version_version_created_by_idx" ON "_performers_v" USING btree ("version_created_by_id");
  CREATE INDEX "_performers_v_version_version_updated_at_idx" ON "_performers_v" USING btree ("version_updated_at");
  CREATE INDEX "_performers_v_version_version_created_at_idx" ON "_performers_v" USING btree ("version_created_at");
  CREATE INDEX "_performers_v_version_version__status_idx" ON "_performers_v" USING btree ("version__status");
  CREATE INDEX "_performers_v_created_at_idx" ON "_performers_v" USING btree ("created_at");
  CREATE INDEX "_performers_v_updated_at_idx" ON "_performers_v" USING btree ("updated_at");
  CREATE INDEX "_performers_v_latest_idx" ON "_performers_v" USING btree ("latest");
  CREATE INDEX "_performers_v_autosave_idx" ON "_performers_v" USING btree ("autosave");
  CREATE INDEX "press_articles_logo_idx" ON "press_articles" USING btree ("logo_id");
  CREATE INDEX "press_articles_date_idx" ON "press_articles" USING btree ("date");
  CREATE INDEX "press_articles_published_at_idx" ON "press_articles" USING btree ("published_at");
  CREATE INDEX "press_articles_created_by_idx" ON "press_articles" USING btree ("created_by_id");
  CREATE INDEX "press_articles_updated_at_idx" ON "press_articles" USING btree ("updated_at");
  CREATE INDEX "press_articles_created_at_idx" ON "press_articles" USING btree ("created_at");
  CREATE INDEX "press_articles__status_idx" ON "press_articles" USING btree ("_status");
  CREATE INDEX "_press_articles_v_parent_idx" ON "_press_articles_v" USING btree ("parent_id");
  CREATE INDEX "_press_articles_v_version_version_logo_idx" ON "_press_articles_v" USING btree ("version_logo_id");
  CREATE INDEX "_press_articles_v_version_version_date_idx" ON "_press_articles_v" USING btree ("version_date");
  CREATE INDEX "_press_articles_v_version_version_published_at_idx" ON "_press_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_press_articles_v_version_version_created_by_idx" ON "_press_articles_v" USING btree ("version_created_by_id");
  CREATE INDEX "_press_articles_v_version_version_updated_at_idx" ON "_press_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_press_articles_v_version_version_created_at_idx" ON "_press_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_press_articles_v_version_version__status_idx" ON "_press_articles_v" USING btree ("version__status");
  CREATE INDEX "_press_articles_v_created_at_idx" ON "_press_articles_v" USING btree ("created_at");
  CREATE INDEX "_press_articles_v_updated_at_idx" ON "_press_articles_v" USING btree ("updated_at");
  CREATE INDEX "_press_articles_v_latest_idx" ON "_press_articles_v" USING btree ("latest");
  CREATE INDEX "testimonials_show_on_order_idx" ON "testimonials_show_on" USING btree ("order");
  CREATE INDEX "testimonials_show_on_parent_idx" ON "testimonials_show_on" USING btree ("parent_id");
  CREATE INDEX "testimonials_published_at_idx" ON "testimonials" USING btree ("published_at");
  CREATE INDEX "testimonials_created_by_idx" ON "testimonials" USING btree ("created_by_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE INDEX "_testimonials_v_version_show_on_order_idx" ON "_testimonials_v_version_show_on" USING btree ("order");
  CREATE INDEX "_testimonials_v_version_show_on_parent_idx" ON "_testimonials_v_version_show_on" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_published_at_idx" ON "_testimonials_v" USING btree ("version_published_at");
  CREATE INDEX "_testimonials_v_version_version_created_by_idx" ON "_testimonials_v" USING btree ("version_created_by_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "tour_slides_order_idx" ON "tour_slides" USING btree ("_order");
  CREATE INDEX "tour_slides_parent_id_idx" ON "tour_slides" USING btree ("_parent_id");
  CREATE INDEX "tour_slides_image_idx" ON "tour_slides" USING btree ("image_id");
  CREATE INDEX "tour_hero_hero_image_idx" ON "tour" USING btree ("hero_image_id");
  CREATE INDEX "tour_hero_hero_video_idx" ON "tour" USING btree ("hero_video_id");
  CREATE INDEX "tour_video_video_poster_idx" ON "tour" USING btree ("video_poster_id");
  CREATE INDEX "tour_contact_contact_form_idx" ON "tour" USING btree ("contact_form_id");
  CREATE INDEX "tour_rels_order_idx" ON "tour_rels" USING btree ("order");
  CREATE INDEX "tour_rels_parent_idx" ON "tour_rels" USING btree ("parent_id");
  CREATE INDEX "tour_rels_path_idx" ON "tour_rels" USING btree ("path");
  CREATE INDEX "tour_rels_media_id_idx" ON "tour_rels" USING btree ("media_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faves_fk" FOREIGN KEY ("faves_id") REFERENCES "public"."faves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tour_shows_fk" FOREIGN KEY ("tour_shows_id") REFERENCES "public"."tour_shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_performers_fk" FOREIGN KEY ("performers_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_press_articles_fk" FOREIGN KEY ("press_articles_id") REFERENCES "public"."press_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_faves_id_idx" ON "payload_locked_documents_rels" USING btree ("faves_id");
  CREATE INDEX "payload_locked_documents_rels_tour_shows_id_idx" ON "payload_locked_documents_rels" USING btree ("tour_shows_id");
  CREATE INDEX "payload_locked_documents_rels_performers_id_idx" ON "payload_locked_documents_rels" USING btree ("performers_id");
  CREATE INDEX "payload_locked_documents_rels_press_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("press_articles_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "faves_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faves_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faves" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faves_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faves_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faves_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tour_shows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tour_shows_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tour_shows_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tour_shows_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "performers_socials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "performers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_performers_v_version_socials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_performers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "press_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials_show_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v_version_show_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tour_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tour" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tour_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "faves_items" CASCADE;
  DROP TABLE "faves_questions" CASCADE;
  DROP TABLE "faves" CASCADE;
  DROP TABLE "_faves_v_version_items" CASCADE;
  DROP TABLE "_faves_v_version_questions" CASCADE;
  DROP TABLE "_faves_v" CASCADE;
  DROP TABLE "tour_shows" CASCADE;
  DROP TABLE "tour_shows_rels" CASCADE;
  DROP TABLE "_tour_shows_v" CASCADE;
  DROP TABLE "_tour_shows_v_rels" CASCADE;
  DROP TABLE "performers_socials" CASCADE;
  DROP TABLE "performers" CASCADE;
  DROP TABLE "_performers_v_version_socials" CASCADE;
  DROP TABLE "_performers_v" CASCADE;
  DROP TABLE "press_articles" CASCADE;
  DROP TABLE "_press_articles_v" CASCADE;
  DROP TABLE "testimonials_show_on" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "_testimonials_v_version_show_on" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "tour_slides" CASCADE;
  DROP TABLE "tour" CASCADE;
  DROP TABLE "tour_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faves_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tour_shows_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_performers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_press_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  DROP INDEX "payload_locked_documents_rels_faves_id_idx";
  DROP INDEX "payload_locked_documents_rels_tour_shows_id_idx";
  DROP INDEX "payload_locked_documents_rels_performers_id_idx";
  DROP INDEX "payload_locked_documents_rels_press_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faves_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tour_shows_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "performers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "press_articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  DROP TYPE "public"."enum_faves_items_network";
  DROP TYPE "public"."enum_faves_status";
  DROP TYPE "public"."enum__faves_v_version_items_network";
  DROP TYPE "public"."enum__faves_v_version_status";
  DROP TYPE "public"."enum_tour_shows_kind";
  DROP TYPE "public"."enum_tour_shows_show_status";
  DROP TYPE "public"."enum_tour_shows_status";
  DROP TYPE "public"."enum__tour_shows_v_version_kind";
  DROP TYPE "public"."enum__tour_shows_v_version_show_status";
  DROP TYPE "public"."enum__tour_shows_v_version_status";
  DROP TYPE "public"."enum_performers_role";
  DROP TYPE "public"."enum_performers_status";
  DROP TYPE "public"."enum__performers_v_version_role";
  DROP TYPE "public"."enum__performers_v_version_status";
  DROP TYPE "public"."enum_press_articles_status";
  DROP TYPE "public"."enum__press_articles_v_version_status";
  DROP TYPE "public"."enum_testimonials_show_on";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_show_on";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum_tour_hero_kind";`)
}
