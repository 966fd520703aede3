import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`source_kind\` text DEFAULT 'platform',
  	\`source_platform_id\` text,
  	\`source_file_id\` integer,
  	\`poster_id\` integer,
  	\`duration\` numeric,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`series_id\` integer,
  	\`trending\` integer DEFAULT false,
  	\`published_at\` text,
  	\`created_by_id\` integer,
  	\`first_published_at\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`source_file_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`series_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_source_source_file_idx\` ON \`videos\` (\`source_file_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_poster_idx\` ON \`videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_slug_idx\` ON \`videos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`videos_category_idx\` ON \`videos\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_series_idx\` ON \`videos\` (\`series_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_published_at_idx\` ON \`videos\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_by_idx\` ON \`videos\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_meta_meta_image_idx\` ON \`videos\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_source_kind\` text DEFAULT 'platform',
  	\`version_source_platform_id\` text,
  	\`version_source_file_id\` integer,
  	\`version_poster_id\` integer,
  	\`version_duration\` numeric,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_series_id\` integer,
  	\`version_trending\` integer DEFAULT false,
  	\`version_published_at\` text,
  	\`version_created_by_id\` integer,
  	\`version_first_published_at\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_source_file_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_series_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_videos_v_parent_idx\` ON \`_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_source_version_source_file_idx\` ON \`_videos_v\` (\`version_source_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_poster_idx\` ON \`_videos_v\` (\`version_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_slug_idx\` ON \`_videos_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_category_idx\` ON \`_videos_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_series_idx\` ON \`_videos_v\` (\`version_series_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_published_at_idx\` ON \`_videos_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_created_by_idx\` ON \`_videos_v\` (\`version_created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_meta_version_meta_image_idx\` ON \`_videos_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_updated_at_idx\` ON \`_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_created_at_idx\` ON \`_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version__status_idx\` ON \`_videos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_created_at_idx\` ON \`_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_updated_at_idx\` ON \`_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_latest_idx\` ON \`_videos_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_autosave_idx\` ON \`_videos_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`video_categories_breadcrumbs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`doc_id\` integer,
  	\`url\` text,
  	\`label\` text,
  	FOREIGN KEY (\`doc_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_categories_breadcrumbs_order_idx\` ON \`video_categories_breadcrumbs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`video_categories_breadcrumbs_parent_id_idx\` ON \`video_categories_breadcrumbs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`video_categories_breadcrumbs_doc_idx\` ON \`video_categories_breadcrumbs\` (\`doc_id\`);`)
  await db.run(sql`CREATE TABLE \`video_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text NOT NULL,
  	\`parent_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`video_categories_slug_idx\` ON \`video_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`video_categories_parent_idx\` ON \`video_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`video_categories_updated_at_idx\` ON \`video_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_categories_created_at_idx\` ON \`video_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`video_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`video_files_updated_at_idx\` ON \`video_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_files_created_at_idx\` ON \`video_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`video_files_filename_idx\` ON \`video_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_recent_video\` (
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
  await db.run(sql`CREATE INDEX \`home_blocks_recent_video_order_idx\` ON \`home_blocks_recent_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_video_parent_id_idx\` ON \`home_blocks_recent_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_recent_video_path_idx\` ON \`home_blocks_recent_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_video_list\` (
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
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_order_idx\` ON \`home_blocks_video_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_parent_id_idx\` ON \`home_blocks_video_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_path_idx\` ON \`home_blocks_video_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_category_idx\` ON \`home_blocks_video_list\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_main_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Watch this' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_main_video_order_idx\` ON \`home_blocks_main_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_main_video_parent_id_idx\` ON \`home_blocks_main_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_main_video_path_idx\` ON \`home_blocks_main_video\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`video_categories_id\` integer REFERENCES video_categories(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_videos_id_idx\` ON \`pages_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_video_categories_id_idx\` ON \`pages_rels\` (\`video_categories_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`video_categories_id\` integer REFERENCES video_categories(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_videos_id_idx\` ON \`_pages_v_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_video_categories_id_idx\` ON \`_pages_v_rels\` (\`video_categories_id\`);`)
  await db.run(sql`ALTER TABLE \`members_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`CREATE INDEX \`members_rels_videos_id_idx\` ON \`members_rels\` (\`videos_id\`);`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`video_categories_id\` integer REFERENCES video_categories(id);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_videos_id_idx\` ON \`redirects_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_video_categories_id_idx\` ON \`redirects_rels\` (\`video_categories_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`video_categories_id\` integer REFERENCES video_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`video_files_id\` integer REFERENCES video_files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`video_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_files_id_idx\` ON \`payload_locked_documents_rels\` (\`video_files_id\`);`)
  await db.run(sql`ALTER TABLE \`home_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`ALTER TABLE \`home_rels\` ADD \`video_categories_id\` integer REFERENCES video_categories(id);`)
  await db.run(sql`CREATE INDEX \`home_rels_videos_id_idx\` ON \`home_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_video_categories_id_idx\` ON \`home_rels\` (\`video_categories_id\`);`)
  await db.run(sql`ALTER TABLE \`navigation_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`ALTER TABLE \`navigation_rels\` ADD \`video_categories_id\` integer REFERENCES video_categories(id);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_videos_id_idx\` ON \`navigation_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_video_categories_id_idx\` ON \`navigation_rels\` (\`video_categories_id\`);`)
  await db.run(sql`ALTER TABLE \`footer_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`ALTER TABLE \`footer_rels\` ADD \`video_categories_id\` integer REFERENCES video_categories(id);`)
  await db.run(sql`CREATE INDEX \`footer_rels_videos_id_idx\` ON \`footer_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_video_categories_id_idx\` ON \`footer_rels\` (\`video_categories_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`DROP TABLE \`_videos_v\`;`)
  await db.run(sql`DROP TABLE \`video_categories_breadcrumbs\`;`)
  await db.run(sql`DROP TABLE \`video_categories\`;`)
  await db.run(sql`DROP TABLE \`video_files\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_recent_video\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_video_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_main_video\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	\`categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "categories_id", "originals_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_posts_id_idx\` ON \`pages_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_memes_id_idx\` ON \`pages_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_printables_id_idx\` ON \`pages_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_categories_id_idx\` ON \`pages_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_originals_id_idx\` ON \`pages_rels\` (\`originals_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	\`categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "categories_id", "originals_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_posts_id_idx\` ON \`_pages_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_memes_id_idx\` ON \`_pages_v_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_printables_id_idx\` ON \`_pages_v_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_categories_id_idx\` ON \`_pages_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_originals_id_idx\` ON \`_pages_v_rels\` (\`originals_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_members_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_members_rels\`("id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id") SELECT "id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id" FROM \`members_rels\`;`)
  await db.run(sql`DROP TABLE \`members_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_members_rels\` RENAME TO \`members_rels\`;`)
  await db.run(sql`CREATE INDEX \`members_rels_order_idx\` ON \`members_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_parent_idx\` ON \`members_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_path_idx\` ON \`members_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_posts_id_idx\` ON \`members_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_memes_id_idx\` ON \`members_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_printables_id_idx\` ON \`members_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	\`categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "categories_id", "originals_id" FROM \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_rels\` RENAME TO \`redirects_rels\`;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_posts_id_idx\` ON \`redirects_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_memes_id_idx\` ON \`redirects_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_printables_id_idx\` ON \`redirects_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_categories_id_idx\` ON \`redirects_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_originals_id_idx\` ON \`redirects_rels\` (\`originals_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	\`pages_id\` integer,
  	\`categories_id\` integer,
  	\`originals_id\` integer,
  	\`authors_id\` integer,
  	\`media_id\` integer,
  	\`printable_files_id\` integer,
  	\`subscribers_id\` integer,
  	\`post_views_id\` integer,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	\`member_avatars_id\` integer,
  	\`document_references_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printable_files_id\`) REFERENCES \`printable_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_views_id\`) REFERENCES \`post_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_avatars_id\`) REFERENCES \`member_avatars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`document_references_id\`) REFERENCES \`document_references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id", "pages_id", "categories_id", "originals_id", "authors_id", "media_id", "printable_files_id", "subscribers_id", "post_views_id", "users_id", "members_id", "member_avatars_id", "document_references_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id", "pages_id", "categories_id", "originals_id", "authors_id", "media_id", "printable_files_id", "subscribers_id", "post_views_id", "users_id", "members_id", "member_avatars_id", "document_references_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_memes_id_idx\` ON \`payload_locked_documents_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_printables_id_idx\` ON \`payload_locked_documents_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_originals_id_idx\` ON \`payload_locked_documents_rels\` (\`originals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_printable_files_id_idx\` ON \`payload_locked_documents_rels\` (\`printable_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_views_id_idx\` ON \`payload_locked_documents_rels\` (\`post_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_avatars_id_idx\` ON \`payload_locked_documents_rels\` (\`member_avatars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_document_references_id_idx\` ON \`payload_locked_documents_rels\` (\`document_references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	\`categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "categories_id", "originals_id" FROM \`home_rels\`;`)
  await db.run(sql`DROP TABLE \`home_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_rels\` RENAME TO \`home_rels\`;`)
  await db.run(sql`CREATE INDEX \`home_rels_order_idx\` ON \`home_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_parent_idx\` ON \`home_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_path_idx\` ON \`home_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_pages_id_idx\` ON \`home_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_posts_id_idx\` ON \`home_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_memes_id_idx\` ON \`home_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_printables_id_idx\` ON \`home_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_categories_id_idx\` ON \`home_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_originals_id_idx\` ON \`home_rels\` (\`originals_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	\`categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "categories_id", "originals_id" FROM \`navigation_rels\`;`)
  await db.run(sql`DROP TABLE \`navigation_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_rels\` RENAME TO \`navigation_rels\`;`)
  await db.run(sql`CREATE INDEX \`navigation_rels_order_idx\` ON \`navigation_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_parent_idx\` ON \`navigation_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_path_idx\` ON \`navigation_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_pages_id_idx\` ON \`navigation_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_posts_id_idx\` ON \`navigation_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_memes_id_idx\` ON \`navigation_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_printables_id_idx\` ON \`navigation_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_categories_id_idx\` ON \`navigation_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_originals_id_idx\` ON \`navigation_rels\` (\`originals_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	\`categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "categories_id", "originals_id" FROM \`footer_rels\`;`)
  await db.run(sql`DROP TABLE \`footer_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_rels\` RENAME TO \`footer_rels\`;`)
  await db.run(sql`CREATE INDEX \`footer_rels_order_idx\` ON \`footer_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_parent_idx\` ON \`footer_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_path_idx\` ON \`footer_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_pages_id_idx\` ON \`footer_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_posts_id_idx\` ON \`footer_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_memes_id_idx\` ON \`footer_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_printables_id_idx\` ON \`footer_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_categories_id_idx\` ON \`footer_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_originals_id_idx\` ON \`footer_rels\` (\`originals_id\`);`)
}
