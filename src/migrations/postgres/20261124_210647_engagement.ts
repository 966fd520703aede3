import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_giveaways_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__giveaways_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_popups_cta_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_popups_frequency" AS ENUM('once', 'days', 'session');
  CREATE TYPE "public"."enum_popups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_version_cta_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__popups_v_version_frequency" AS ENUM('once', 'days', 'session');
  CREATE TYPE "public"."enum__popups_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "giveaways" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"prize" varchar,
  	"image_id" integer,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"entry_form_id" integer,
  	"eligibility" varchar,
  	"rules" jsonb,
  	"disabled" boolean,
  	"closed_message" varchar,
  	"winner_entry_id" integer,
  	"winner_name" varchar,
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
  	"_status" "enum_giveaways_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_giveaways_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_prize" varchar,
  	"version_image_id" integer,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_entry_form_id" integer,
  	"version_eligibility" varchar,
  	"version_rules" jsonb,
  	"version_disabled" boolean,
  	"version_closed_message" varchar,
  	"version_winner_entry_id" integer,
  	"version_winner_name" varchar,
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
  	"version__status" "enum__giveaways_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "giveaway_draws" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"giveaway_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"drawn_by_id" integer NOT NULL,
  	"drawn_at" timestamp(3) with time zone NOT NULL,
  	"seed" varchar NOT NULL,
  	"entries" numeric NOT NULL,
  	"candidates" jsonb NOT NULL,
  	"winner_id" integer NOT NULL,
  	"winner_email" varchar,
  	"redraw" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"cta_type" "enum_popups_cta_type" DEFAULT 'reference',
  	"cta_new_tab" boolean,
  	"cta_url" varchar,
  	"cta_label" varchar,
  	"newsletter" boolean,
  	"show_on" varchar,
  	"hide_on" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"frequency" "enum_popups_frequency" DEFAULT 'once',
  	"days" numeric DEFAULT 7,
  	"priority" numeric DEFAULT 0,
  	"show_again" boolean,
  	"revision" numeric DEFAULT 1,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_popups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "popups_rels" (
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
  
  CREATE TABLE "_popups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_content" jsonb,
  	"version_cta_type" "enum__popups_v_version_cta_type" DEFAULT 'reference',
  	"version_cta_new_tab" boolean,
  	"version_cta_url" varchar,
  	"version_cta_label" varchar,
  	"version_newsletter" boolean,
  	"version_show_on" varchar,
  	"version_hide_on" varchar,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_frequency" "enum__popups_v_version_frequency" DEFAULT 'once',
  	"version_days" numeric DEFAULT 7,
  	"version_priority" numeric DEFAULT 0,
  	"version_show_again" boolean,
  	"version_revision" numeric DEFAULT 1,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__popups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_popups_v_rels" (
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
  
  ALTER TABLE "posts" ADD COLUMN "ad_free" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_ad_free" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_embedded_form" ADD COLUMN "ad_opt_out" boolean;
  ALTER TABLE "pages_rels" ADD COLUMN "giveaways_id" integer;
  ALTER TABLE "_pages_v_blocks_embedded_form" ADD COLUMN "ad_opt_out" boolean;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "giveaways_id" integer;
  ALTER TABLE "members_rels" ADD COLUMN "giveaways_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "giveaways_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "giveaways_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "giveaway_draws_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "popups_id" integer;
  ALTER TABLE "home_rels" ADD COLUMN "giveaways_id" integer;
  ALTER TABLE "navigation_rels" ADD COLUMN "giveaways_id" integer;
  ALTER TABLE "footer_rels" ADD COLUMN "giveaways_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_modal_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_modal_delay_seconds" numeric DEFAULT 30;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_modal_scroll_percent" numeric DEFAULT 50;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_modal_frequency_days" numeric DEFAULT 14;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_modal_exit_intent" boolean DEFAULT true;
  ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_entry_form_id_forms_id_fk" FOREIGN KEY ("entry_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_winner_entry_id_form_submissions_id_fk" FOREIGN KEY ("winner_entry_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giveaways_v" ADD CONSTRAINT "_giveaways_v_parent_id_giveaways_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."giveaways"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giveaways_v" ADD CONSTRAINT "_giveaways_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giveaways_v" ADD CONSTRAINT "_giveaways_v_version_entry_form_id_forms_id_fk" FOREIGN KEY ("version_entry_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giveaways_v" ADD CONSTRAINT "_giveaways_v_version_winner_entry_id_form_submissions_id_fk" FOREIGN KEY ("version_winner_entry_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giveaways_v" ADD CONSTRAINT "_giveaways_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giveaways_v" ADD CONSTRAINT "_giveaways_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giveaway_draws" ADD CONSTRAINT "giveaway_draws_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giveaway_draws" ADD CONSTRAINT "giveaway_draws_drawn_by_id_users_id_fk" FOREIGN KEY ("drawn_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giveaway_draws" ADD CONSTRAINT "giveaway_draws_winner_id_form_submissions_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_memes_fk" FOREIGN KEY ("memes_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_printables_fk" FOREIGN KEY ("printables_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_giveaways_fk" FOREIGN KEY ("giveaways_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_video_categories_fk" FOREIGN KEY ("video_categories_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_originals_fk" FOREIGN KEY ("originals_id") REFERENCES "public"."originals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_parent_id_popups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_memes_fk" FOREIGN KEY ("memes_id") REFERENCES "public"."memes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_printables_fk" FOREIGN KEY ("printables_id") REFERENCES "public"."printables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_giveaways_fk" FOREIGN KEY ("giveaways_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_video_categories_fk" FOREIGN KEY ("video_categories_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_originals_fk" FOREIGN KEY ("originals_id") REFERENCES "public"."originals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "giveaways_image_idx" ON "giveaways" USING btree ("image_id");
  CREATE INDEX "giveaways_starts_at_idx" ON "giveaways" USING btree ("starts_at");
  CREATE INDEX "giveaways_ends_at_idx" ON "giveaways" USING btree ("ends_at");
  CREATE UNIQUE INDEX "giveaways_entry_form_idx" ON "giveaways" USING btree ("entry_form_id");
  CREATE INDEX "giveaways_winner_winner_entry_idx" ON "giveaways" USING btree ("winner_entry_id");
  CREATE UNIQUE INDEX "giveaways_slug_idx" ON "giveaways" USING btree ("slug");
  CREATE INDEX "giveaways_published_at_idx" ON "giveaways" USING btree ("published_at");
  CREATE INDEX "giveaways_created_by_idx" ON "giveaways" USING btree ("created_by_id");
  CREATE INDEX "giveaways_meta_meta_image_idx" ON "giveaways" USING btree ("meta_image_id");
  CREATE INDEX "giveaways_updated_at_idx" ON "giveaways" USING btree ("updated_at");
  CREATE INDEX "giveaways_created_at_idx" ON "giveaways" USING btree ("created_at");
  CREATE INDEX "giveaways__status_idx" ON "giveaways" USING btree ("_status");
  CREATE INDEX "_giveaways_v_parent_idx" ON "_giveaways_v" USING btree ("parent_id");
  CREATE INDEX "_giveaways_v_version_version_image_idx" ON "_giveaways_v" USING btree ("version_image_id");
  CREATE INDEX "_giveaways_v_version_version_starts_at_idx" ON "_giveaways_v" USING btree ("version_starts_at");
  CREATE INDEX "_giveaways_v_version_version_ends_at_idx" ON "_giveaways_v" USING btree ("version_ends_at");
  CREATE INDEX "_giveaways_v_version_version_entry_form_idx" ON "_giveaways_v" USING btree ("version_entry_form_id");
  CREATE INDEX "_giveaways_v_version_winner_version_winner_entry_idx" ON "_giveaways_v" USING btree ("version_winner_entry_id");
  CREATE INDEX "_giveaways_v_version_version_slug_idx" ON "_giveaways_v" USING btree ("version_slug");
  CREATE INDEX "_giveaways_v_version_version_published_at_idx" ON "_giveaways_v" USING btree ("version_published_at");
  CREATE INDEX "_giveaways_v_version_version_created_by_idx" ON "_giveaways_v" USING btree ("version_created_by_id");
  CREATE INDEX "_giveaways_v_version_meta_version_meta_image_idx" ON "_giveaways_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_giveaways_v_version_version_updated_at_idx" ON "_giveaways_v" USING btree ("version_updated_at");
  CREATE INDEX "_giveaways_v_version_version_created_at_idx" ON "_giveaways_v" USING btree ("version_created_at");
  CREATE INDEX "_giveaways_v_version_version__status_idx" ON "_giveaways_v" USING btree ("version__status");
  CREATE INDEX "_giveaways_v_created_at_idx" ON "_giveaways_v" USING btree ("created_at");
  CREATE INDEX "_giveaways_v_updated_at_idx" ON "_giveaways_v" USING btree ("updated_at");
  CREATE INDEX "_giveaways_v_latest_idx" ON "_giveaways_v" USING btree ("latest");
  CREATE INDEX "_giveaways_v_autosave_idx" ON "_giveaways_v" USING btree ("autosave");
  CREATE INDEX "giveaway_draws_giveaway_idx" ON "giveaway_draws" USING btree ("giveaway_id");
  CREATE UNIQUE INDEX "giveaway_draws_key_idx" ON "giveaway_draws" USING btree ("key");
  CREATE INDEX "giveaway_draws_drawn_by_idx" ON "giveaway_draws" USING btree ("drawn_by_id");
  CREATE INDEX "giveaway_draws_winner_idx" ON "giveaway_draws" USING btree ("winner_id");
  CREATE INDEX "giveaway_draws_updated_at_idx" ON "giveaway_draws" USING btree ("updated_at");
  CREATE INDEX "giveaway_draws_created_at_idx" ON "giveaway_draws" USING btree ("created_at");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE INDEX "popups__status_idx" ON "popups" USING btree ("_status");
  CREATE INDEX "popups_rels_order_idx" ON "popups_rels" USING btree ("order");
  CREATE INDEX "popups_rels_parent_idx" ON "popups_rels" USING btree ("parent_id");
  CREATE INDEX "popups_rels_path_idx" ON "popups_rels" USING btree ("path");
  CREATE INDEX "popups_rels_pages_id_idx" ON "popups_rels" USING btree ("pages_id");
  CREATE INDEX "popups_rels_posts_id_idx" ON "popups_rels" USING btree ("posts_id");
  CREATE INDEX "popups_rels_memes_id_idx" ON "popups_rels" USING btree ("memes_id");
  CREATE INDEX "popups_rels_printables_id_idx" ON "popups_rels" USING btree ("printables_id");
  CREATE INDEX "popups_rels_giveaways_id_idx" ON "popups_rels" USING btree ("giveaways_id");
  CREATE INDEX "popups_rels_videos_id_idx" ON "popups_rels" USING btree ("videos_id");
  CREATE INDEX "popups_rels_podcasts_id_idx" ON "popups_rels" USING btree ("podcasts_id");
  CREATE INDEX "popups_rels_categories_id_idx" ON "popups_rels" USING btree ("categories_id");
  CREATE INDEX "popups_rels_video_categories_id_idx" ON "popups_rels" USING btree ("video_categories_id");
  CREATE INDEX "popups_rels_originals_id_idx" ON "popups_rels" USING btree ("originals_id");
  CREATE INDEX "_popups_v_parent_idx" ON "_popups_v" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_version_updated_at_idx" ON "_popups_v" USING btree ("version_updated_at");
  CREATE INDEX "_popups_v_version_version_created_at_idx" ON "_popups_v" USING btree ("version_created_at");
  CREATE INDEX "_popups_v_version_version__status_idx" ON "_popups_v" USING btree ("version__status");
  CREATE INDEX "_popups_v_created_at_idx" ON "_popups_v" USING btree ("created_at");
  CREATE INDEX "_popups_v_updated_at_idx" ON "_popups_v" USING btree ("updated_at");
  CREATE INDEX "_popups_v_latest_idx" ON "_popups_v" USING btree ("latest");
  CREATE INDEX "_popups_v_rels_order_idx" ON "_popups_v_rels" USING btree ("order");
  CREATE INDEX "_popups_v_rels_parent_idx" ON "_popups_v_rels" USING btree ("parent_id");
  CREATE INDEX "_popups_v_rels_path_idx" ON "_popups_v_rels" USING btree ("path");
  CREATE INDEX "_popups_v_rels_pages_id_idx" ON "_popups_v_rels" USING btree ("pages_id");
  CREATE INDEX "_popups_v_rels_posts_id_idx" ON "_popups_v_rels" USING btree ("posts_id");
  CREATE INDEX "_popups_v_rels_memes_id_idx" ON "_popups_v_rels" USING btree ("memes_id");
  CREATE INDEX "_popups_v_rels_printables_id_idx" ON "_popups_v_rels" USING btree ("printables_id");
  CREATE INDEX "_popups_v_rels_giveaways_id_idx" ON "_popups_v_rels" USING btree ("giveaways_id");
  CREATE INDEX "_popups_v_rels_videos_id_idx" ON "_popups_v_rels" USING btree ("videos_id");
  CREATE INDEX "_popups_v_rels_podcasts_id_idx" ON "_popups_v_rels" USING btree ("podcasts_id");
  CREATE INDEX "_popups_v_rels_categories_id_idx" ON "_popups_v_rels" USING btree ("categories_id");
  CREATE INDEX "_popups_v_rels_video_categories_id_idx" ON "_popups_v_rels" USING btree ("video_categories_id");
  CREATE INDEX "_popups_v_rels_originals_id_idx" ON "_popups_v_rels" USING btree ("originals_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_giveaways_fk" FOREIGN KEY ("giveaways_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_giveaways_fk" FOREIGN KEY ("giveaways_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members_rels" ADD CONSTRAINT "members_rels_giveaways_fk" FOREIGN KEY ("giveaways_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_giveaways_fk" FOREIGN KEY ("giveaways_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_giveaways_fk" FOREIGN KEY ("giveaways_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_giveaway_draws_fk" FOREIGN KEY ("giveaway_draws_id") REFERENCES "public"."giveaway_draws"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_giveaways_fk" FOREIGN KEY ("giveaways_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_giveaways_fk" FOREIGN KEY ("giveaways_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_giveaways_fk" FOREIGN KEY ("giveaways_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_giveaways_id_idx" ON "pages_rels" USING btree ("giveaways_id");
  CREATE INDEX "_pages_v_rels_giveaways_id_idx" ON "_pages_v_rels" USING btree ("giveaways_id");
  CREATE INDEX "members_rels_giveaways_id_idx" ON "members_rels" USING btree ("giveaways_id");
  CREATE INDEX "redirects_rels_giveaways_id_idx" ON "redirects_rels" USING btree ("giveaways_id");
  CREATE INDEX "payload_locked_documents_rels_giveaways_id_idx" ON "payload_locked_documents_rels" USING btree ("giveaways_id");
  CREATE INDEX "payload_locked_documents_rels_giveaway_draws_id_idx" ON "payload_locked_documents_rels" USING btree ("giveaway_draws_id");
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");
  CREATE INDEX "home_rels_giveaways_id_idx" ON "home_rels" USING btree ("giveaways_id");
  CREATE INDEX "navigation_rels_giveaways_id_idx" ON "navigation_rels" USING btree ("giveaways_id");
  CREATE INDEX "footer_rels_giveaways_id_idx" ON "footer_rels" USING btree ("giveaways_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "giveaways" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_giveaways_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giveaway_draws" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "giveaways" CASCADE;
  DROP TABLE "_giveaways_v" CASCADE;
  DROP TABLE "giveaway_draws" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "popups_rels" CASCADE;
  DROP TABLE "_popups_v" CASCADE;
  DROP TABLE "_popups_v_rels" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_giveaways_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_giveaways_fk";
  
  ALTER TABLE "members_rels" DROP CONSTRAINT "members_rels_giveaways_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_giveaways_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_giveaways_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_giveaway_draws_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_popups_fk";
  
  ALTER TABLE "home_rels" DROP CONSTRAINT "home_rels_giveaways_fk";
  
  ALTER TABLE "navigation_rels" DROP CONSTRAINT "navigation_rels_giveaways_fk";
  
  ALTER TABLE "footer_rels" DROP CONSTRAINT "footer_rels_giveaways_fk";
  
  DROP INDEX "pages_rels_giveaways_id_idx";
  DROP INDEX "_pages_v_rels_giveaways_id_idx";
  DROP INDEX "members_rels_giveaways_id_idx";
  DROP INDEX "redirects_rels_giveaways_id_idx";
  DROP INDEX "payload_locked_documents_rels_giveaways_id_idx";
  DROP INDEX "payload_locked_documents_rels_giveaway_draws_id_idx";
  DROP INDEX "payload_locked_documents_rels_popups_id_idx";
  DROP INDEX "home_rels_giveaways_id_idx";
  DROP INDEX "navigation_rels_giveaways_id_idx";
  DROP INDEX "footer_rels_giveaways_id_idx";
  ALTER TABLE "posts" DROP COLUMN "ad_free";
  ALTER TABLE "_posts_v" DROP COLUMN "version_ad_free";
  ALTER TABLE "pages_blocks_embedded_form" DROP COLUMN "ad_opt_out";
  ALTER TABLE "pages_rels" DROP COLUMN "giveaways_id";
  ALTER TABLE "_pages_v_blocks_embedded_form" DROP COLUMN "ad_opt_out";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "giveaways_id";
  ALTER TABLE "members_rels" DROP COLUMN "giveaways_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "giveaways_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "giveaways_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "giveaway_draws_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "popups_id";
  ALTER TABLE "home_rels" DROP COLUMN "giveaways_id";
  ALTER TABLE "navigation_rels" DROP COLUMN "giveaways_id";
  ALTER TABLE "footer_rels" DROP COLUMN "giveaways_id";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_modal_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_modal_delay_seconds";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_modal_scroll_percent";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_modal_frequency_days";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_modal_exit_intent";
  DROP TYPE "public"."enum_giveaways_status";
  DROP TYPE "public"."enum__giveaways_v_version_status";
  DROP TYPE "public"."enum_popups_cta_type";
  DROP TYPE "public"."enum_popups_frequency";
  DROP TYPE "public"."enum_popups_status";
  DROP TYPE "public"."enum__popups_v_version_cta_type";
  DROP TYPE "public"."enum__popups_v_version_frequency";
  DROP TYPE "public"."enum__popups_v_version_status";`)
}
