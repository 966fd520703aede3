import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_home_v_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`tone\` text DEFAULT 'sun',
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_banner_order_idx\` ON \`_home_v_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_banner_parent_id_idx\` ON \`_home_v_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_banner_path_idx\` ON \`_home_v_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_banner_image_idx\` ON \`_home_v_blocks_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_header_order_idx\` ON \`_home_v_blocks_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_header_parent_id_idx\` ON \`_home_v_blocks_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_header_path_idx\` ON \`_home_v_blocks_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_header_lead_idx\` ON \`_home_v_blocks_header\` (\`lead_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`subtext\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_heading_order_idx\` ON \`_home_v_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_heading_parent_id_idx\` ON \`_home_v_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_heading_path_idx\` ON \`_home_v_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`source\` text DEFAULT 'category',
  	\`category_id\` integer,
  	\`limit\` numeric DEFAULT 4,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_posts_order_idx\` ON \`_home_v_blocks_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_posts_parent_id_idx\` ON \`_home_v_blocks_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_posts_path_idx\` ON \`_home_v_blocks_posts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_posts_category_idx\` ON \`_home_v_blocks_posts\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_recent\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Fresh from the staffroom',
  	\`limit\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_recent_order_idx\` ON \`_home_v_blocks_recent\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_recent_parent_id_idx\` ON \`_home_v_blocks_recent\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_recent_path_idx\` ON \`_home_v_blocks_recent\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_sponsored\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'From our partners',
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_sponsored_order_idx\` ON \`_home_v_blocks_sponsored\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_sponsored_parent_id_idx\` ON \`_home_v_blocks_sponsored\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_sponsored_path_idx\` ON \`_home_v_blocks_sponsored\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_subscribe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text DEFAULT 'Subscribe',
  	\`consent_text\` text DEFAULT 'Send me the weekly Staffroom email. I can unsubscribe at any time.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_subscribe_order_idx\` ON \`_home_v_blocks_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_subscribe_parent_id_idx\` ON \`_home_v_blocks_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_subscribe_path_idx\` ON \`_home_v_blocks_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_trending\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Trending in the staffroom',
  	\`limit\` numeric DEFAULT 5,
  	\`days\` numeric DEFAULT 7,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trending_order_idx\` ON \`_home_v_blocks_trending\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trending_parent_id_idx\` ON \`_home_v_blocks_trending\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trending_path_idx\` ON \`_home_v_blocks_trending\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_recent_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'New videos',
  	\`limit\` numeric DEFAULT 8,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_recent_video_order_idx\` ON \`_home_v_blocks_recent_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_recent_video_parent_id_idx\` ON \`_home_v_blocks_recent_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_recent_video_path_idx\` ON \`_home_v_blocks_recent_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_video_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`category_id\` integer,
  	\`limit\` numeric DEFAULT 4,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_list_order_idx\` ON \`_home_v_blocks_video_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_list_parent_id_idx\` ON \`_home_v_blocks_video_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_list_path_idx\` ON \`_home_v_blocks_video_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_list_category_idx\` ON \`_home_v_blocks_video_list\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_main_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Watch this',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_main_video_order_idx\` ON \`_home_v_blocks_main_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_main_video_parent_id_idx\` ON \`_home_v_blocks_main_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_main_video_path_idx\` ON \`_home_v_blocks_main_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_podcasts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Listen in',
  	\`episodes\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_podcasts_order_idx\` ON \`_home_v_blocks_podcasts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_podcasts_parent_id_idx\` ON \`_home_v_blocks_podcasts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_podcasts_path_idx\` ON \`_home_v_blocks_podcasts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'What teachers say',
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_testimonials_order_idx\` ON \`_home_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_testimonials_parent_id_idx\` ON \`_home_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_testimonials_path_idx\` ON \`_home_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_autosave_idx\` ON \`_home_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	\`giveaways_id\` integer,
  	\`videos_id\` integer,
  	\`podcasts_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`giveaways_id\`) REFERENCES \`giveaways\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcasts_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_rels_order_idx\` ON \`_home_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_parent_idx\` ON \`_home_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_path_idx\` ON \`_home_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_pages_id_idx\` ON \`_home_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_posts_id_idx\` ON \`_home_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_memes_id_idx\` ON \`_home_v_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_printables_id_idx\` ON \`_home_v_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_giveaways_id_idx\` ON \`_home_v_rels\` (\`giveaways_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_videos_id_idx\` ON \`_home_v_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_podcasts_id_idx\` ON \`_home_v_rels\` (\`podcasts_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_categories_id_idx\` ON \`_home_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_video_categories_id_idx\` ON \`_home_v_rels\` (\`video_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_originals_id_idx\` ON \`_home_v_rels\` (\`originals_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`tone\` text DEFAULT 'sun',
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_banner\`("_order", "_parent_id", "_path", "id", "heading", "text", "image_id", "tone", "link_type", "link_new_tab", "link_url", "link_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "image_id", "tone", "link_type", "link_new_tab", "link_url", "link_label", "block_name" FROM \`home_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_banner\` RENAME TO \`home_blocks_banner\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`home_blocks_banner_order_idx\` ON \`home_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_banner_parent_id_idx\` ON \`home_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_banner_path_idx\` ON \`home_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_banner_image_idx\` ON \`home_blocks_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`subtext\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_heading\`("_order", "_parent_id", "_path", "id", "text", "subtext", "block_name") SELECT "_order", "_parent_id", "_path", "id", "text", "subtext", "block_name" FROM \`home_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_heading\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_heading\` RENAME TO \`home_blocks_heading\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_heading_order_idx\` ON \`home_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_heading_parent_id_idx\` ON \`home_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_heading_path_idx\` ON \`home_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`source\` text DEFAULT 'category',
  	\`category_id\` integer,
  	\`limit\` numeric DEFAULT 4,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_posts\`("_order", "_parent_id", "_path", "id", "heading", "source", "category_id", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "source", "category_id", "limit", "block_name" FROM \`home_blocks_posts\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_posts\` RENAME TO \`home_blocks_posts\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_posts_order_idx\` ON \`home_blocks_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_posts_parent_id_idx\` ON \`home_blocks_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_posts_path_idx\` ON \`home_blocks_posts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_posts_category_idx\` ON \`home_blocks_posts\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_recent\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Fresh from the staffroom',
  	\`limit\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_recent\`("_order", "_parent_id", "_path", "id", "heading", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "limit", "block_name" FROM \`home_blocks_recent\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_recent\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_recent\` RENAME TO \`home_blocks_recent\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_order_idx\` ON \`home_blocks_recent\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_parent_id_idx\` ON \`home_blocks_recent\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_path_idx\` ON \`home_blocks_recent\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_sponsored\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'From our partners',
  	\`limit\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_sponsored\`("_order", "_parent_id", "_path", "id", "heading", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "limit", "block_name" FROM \`home_blocks_sponsored\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_sponsored\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_sponsored\` RENAME TO \`home_blocks_sponsored\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_sponsored_order_idx\` ON \`home_blocks_sponsored\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_sponsored_parent_id_idx\` ON \`home_blocks_sponsored\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_sponsored_path_idx\` ON \`home_blocks_sponsored\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_subscribe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text DEFAULT 'Subscribe',
  	\`consent_text\` text DEFAULT 'Send me the weekly Staffroom email. I can unsubscribe at any time.',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_subscribe\`("_order", "_parent_id", "_path", "id", "heading", "text", "button_label", "consent_text", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "button_label", "consent_text", "block_name" FROM \`home_blocks_subscribe\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_subscribe\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_subscribe\` RENAME TO \`home_blocks_subscribe\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_subscribe_order_idx\` ON \`home_blocks_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_subscribe_parent_id_idx\` ON \`home_blocks_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_subscribe_path_idx\` ON \`home_blocks_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_trending\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Trending in the staffroom',
  	\`limit\` numeric DEFAULT 5,
  	\`days\` numeric DEFAULT 7,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_trending\`("_order", "_parent_id", "_path", "id", "heading", "limit", "days", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "limit", "days", "block_name" FROM \`home_blocks_trending\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_trending\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_trending\` RENAME TO \`home_blocks_trending\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_trending_order_idx\` ON \`home_blocks_trending\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trending_parent_id_idx\` ON \`home_blocks_trending\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trending_path_idx\` ON \`home_blocks_trending\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_recent_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'New videos',
  	\`limit\` numeric DEFAULT 8,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_recent_video\`("_order", "_parent_id", "_path", "id", "heading", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "limit", "block_name" FROM \`home_blocks_recent_video\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_recent_video\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_recent_video\` RENAME TO \`home_blocks_recent_video\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_video_order_idx\` ON \`home_blocks_recent_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_video_parent_id_idx\` ON \`home_blocks_recent_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_video_path_idx\` ON \`home_blocks_recent_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_video_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`category_id\` integer,
  	\`limit\` numeric DEFAULT 4,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_video_list\`("_order", "_parent_id", "_path", "id", "heading", "category_id", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "category_id", "limit", "block_name" FROM \`home_blocks_video_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_video_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_video_list\` RENAME TO \`home_blocks_video_list\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_order_idx\` ON \`home_blocks_video_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_parent_id_idx\` ON \`home_blocks_video_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_path_idx\` ON \`home_blocks_video_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_category_idx\` ON \`home_blocks_video_list\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_main_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Watch this',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_main_video\`("_order", "_parent_id", "_path", "id", "heading", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "block_name" FROM \`home_blocks_main_video\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_main_video\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_main_video\` RENAME TO \`home_blocks_main_video\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_main_video_order_idx\` ON \`home_blocks_main_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_main_video_parent_id_idx\` ON \`home_blocks_main_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_main_video_path_idx\` ON \`home_blocks_main_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_podcasts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Listen in',
  	\`episodes\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_podcasts\`("_order", "_parent_id", "_path", "id", "heading", "episodes", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "episodes", "block_name" FROM \`home_blocks_podcasts\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_podcasts\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_podcasts\` RENAME TO \`home_blocks_podcasts\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_podcasts_order_idx\` ON \`home_blocks_podcasts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_podcasts_parent_id_idx\` ON \`home_blocks_podcasts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_podcasts_path_idx\` ON \`home_blocks_podcasts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'What teachers say',
  	\`limit\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_testimonials\`("_order", "_parent_id", "_path", "id", "heading", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "limit", "block_name" FROM \`home_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_testimonials\` RENAME TO \`home_blocks_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_order_idx\` ON \`home_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_parent_id_idx\` ON \`home_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_path_idx\` ON \`home_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`memes\` ADD \`image_rights_creator\` text;`)
  await db.run(sql`ALTER TABLE \`memes\` ADD \`image_rights_credit_text\` text;`)
  await db.run(sql`ALTER TABLE \`memes\` ADD \`image_rights_copyright_notice\` text;`)
  await db.run(sql`ALTER TABLE \`memes\` ADD \`image_rights_license\` text;`)
  await db.run(sql`ALTER TABLE \`_memes_v\` ADD \`version_image_rights_creator\` text;`)
  await db.run(sql`ALTER TABLE \`_memes_v\` ADD \`version_image_rights_credit_text\` text;`)
  await db.run(sql`ALTER TABLE \`_memes_v\` ADD \`version_image_rights_copyright_notice\` text;`)
  await db.run(sql`ALTER TABLE \`_memes_v\` ADD \`version_image_rights_license\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`image_rights_creator\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`image_rights_credit_text\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`image_rights_copyright_notice\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`image_rights_license\` text;`)
  // The home page that exists is the one visitors see: it is published, not a draft.
  await db.run(sql`UPDATE \`home\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_home_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_header\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_posts\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_recent\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_sponsored\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_subscribe\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_trending\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_recent_video\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_video_list\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_main_video\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_podcasts\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_home_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v_rels\`;`)
  await db.run(sql`DROP INDEX \`home__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`_status\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`tone\` text DEFAULT 'sun',
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_banner\`("_order", "_parent_id", "_path", "id", "heading", "text", "image_id", "tone", "link_type", "link_new_tab", "link_url", "link_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "image_id", "tone", "link_type", "link_new_tab", "link_url", "link_label", "block_name" FROM \`home_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_banner\` RENAME TO \`home_blocks_banner\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`home_blocks_banner_order_idx\` ON \`home_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_banner_parent_id_idx\` ON \`home_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_banner_path_idx\` ON \`home_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_banner_image_idx\` ON \`home_blocks_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`subtext\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_heading\`("_order", "_parent_id", "_path", "id", "text", "subtext", "block_name") SELECT "_order", "_parent_id", "_path", "id", "text", "subtext", "block_name" FROM \`home_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_heading\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_heading\` RENAME TO \`home_blocks_heading\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_heading_order_idx\` ON \`home_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_heading_parent_id_idx\` ON \`home_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_heading_path_idx\` ON \`home_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`source\` text DEFAULT 'category',
  	\`category_id\` integer,
  	\`limit\` numeric DEFAULT 4,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_posts\`("_order", "_parent_id", "_path", "id", "heading", "source", "category_id", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "source", "category_id", "limit", "block_name" FROM \`home_blocks_posts\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_posts\` RENAME TO \`home_blocks_posts\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_posts_order_idx\` ON \`home_blocks_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_posts_parent_id_idx\` ON \`home_blocks_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_posts_path_idx\` ON \`home_blocks_posts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_posts_category_idx\` ON \`home_blocks_posts\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_recent\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Fresh from the staffroom' NOT NULL,
  	\`limit\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_recent\`("_order", "_parent_id", "_path", "id", "heading", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "limit", "block_name" FROM \`home_blocks_recent\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_recent\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_recent\` RENAME TO \`home_blocks_recent\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_order_idx\` ON \`home_blocks_recent\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_parent_id_idx\` ON \`home_blocks_recent\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_path_idx\` ON \`home_blocks_recent\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_sponsored\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'From our partners' NOT NULL,
  	\`limit\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_sponsored\`("_order", "_parent_id", "_path", "id", "heading", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "limit", "block_name" FROM \`home_blocks_sponsored\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_sponsored\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_sponsored\` RENAME TO \`home_blocks_sponsored\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_sponsored_order_idx\` ON \`home_blocks_sponsored\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_sponsored_parent_id_idx\` ON \`home_blocks_sponsored\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_sponsored_path_idx\` ON \`home_blocks_sponsored\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_subscribe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`button_label\` text DEFAULT 'Subscribe' NOT NULL,
  	\`consent_text\` text DEFAULT 'Send me the weekly Staffroom email. I can unsubscribe at any time.' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_subscribe\`("_order", "_parent_id", "_path", "id", "heading", "text", "button_label", "consent_text", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "button_label", "consent_text", "block_name" FROM \`home_blocks_subscribe\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_subscribe\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_subscribe\` RENAME TO \`home_blocks_subscribe\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_subscribe_order_idx\` ON \`home_blocks_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_subscribe_parent_id_idx\` ON \`home_blocks_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_subscribe_path_idx\` ON \`home_blocks_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_trending\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Trending in the staffroom' NOT NULL,
  	\`limit\` numeric DEFAULT 5,
  	\`days\` numeric DEFAULT 7,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_trending\`("_order", "_parent_id", "_path", "id", "heading", "limit", "days", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "limit", "days", "block_name" FROM \`home_blocks_trending\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_trending\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_trending\` RENAME TO \`home_blocks_trending\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_trending_order_idx\` ON \`home_blocks_trending\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trending_parent_id_idx\` ON \`home_blocks_trending\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trending_path_idx\` ON \`home_blocks_trending\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_recent_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'New videos' NOT NULL,
  	\`limit\` numeric DEFAULT 8,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_recent_video\`("_order", "_parent_id", "_path", "id", "heading", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "limit", "block_name" FROM \`home_blocks_recent_video\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_recent_video\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_recent_video\` RENAME TO \`home_blocks_recent_video\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_video_order_idx\` ON \`home_blocks_recent_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_video_parent_id_idx\` ON \`home_blocks_recent_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_video_path_idx\` ON \`home_blocks_recent_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_video_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`category_id\` integer,
  	\`limit\` numeric DEFAULT 4,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_video_list\`("_order", "_parent_id", "_path", "id", "heading", "category_id", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "category_id", "limit", "block_name" FROM \`home_blocks_video_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_video_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_video_list\` RENAME TO \`home_blocks_video_list\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_order_idx\` ON \`home_blocks_video_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_parent_id_idx\` ON \`home_blocks_video_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_path_idx\` ON \`home_blocks_video_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_category_idx\` ON \`home_blocks_video_list\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_main_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Watch this' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_main_video\`("_order", "_parent_id", "_path", "id", "heading", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "block_name" FROM \`home_blocks_main_video\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_main_video\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_main_video\` RENAME TO \`home_blocks_main_video\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_main_video_order_idx\` ON \`home_blocks_main_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_main_video_parent_id_idx\` ON \`home_blocks_main_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_main_video_path_idx\` ON \`home_blocks_main_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_podcasts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Listen in' NOT NULL,
  	\`episodes\` numeric DEFAULT 3 NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_podcasts\`("_order", "_parent_id", "_path", "id", "heading", "episodes", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "episodes", "block_name" FROM \`home_blocks_podcasts\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_podcasts\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_podcasts\` RENAME TO \`home_blocks_podcasts\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_podcasts_order_idx\` ON \`home_blocks_podcasts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_podcasts_parent_id_idx\` ON \`home_blocks_podcasts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_podcasts_path_idx\` ON \`home_blocks_podcasts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'What teachers say' NOT NULL,
  	\`limit\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_testimonials\`("_order", "_parent_id", "_path", "id", "heading", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "limit", "block_name" FROM \`home_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_testimonials\` RENAME TO \`home_blocks_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_order_idx\` ON \`home_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_parent_id_idx\` ON \`home_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_path_idx\` ON \`home_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`memes\` DROP COLUMN \`image_rights_creator\`;`)
  await db.run(sql`ALTER TABLE \`memes\` DROP COLUMN \`image_rights_credit_text\`;`)
  await db.run(sql`ALTER TABLE \`memes\` DROP COLUMN \`image_rights_copyright_notice\`;`)
  await db.run(sql`ALTER TABLE \`memes\` DROP COLUMN \`image_rights_license\`;`)
  await db.run(sql`ALTER TABLE \`_memes_v\` DROP COLUMN \`version_image_rights_creator\`;`)
  await db.run(sql`ALTER TABLE \`_memes_v\` DROP COLUMN \`version_image_rights_credit_text\`;`)
  await db.run(sql`ALTER TABLE \`_memes_v\` DROP COLUMN \`version_image_rights_copyright_notice\`;`)
  await db.run(sql`ALTER TABLE \`_memes_v\` DROP COLUMN \`version_image_rights_license\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`image_rights_creator\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`image_rights_credit_text\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`image_rights_copyright_notice\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`image_rights_license\`;`)
}
