import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`podcasts_hosts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`podcasts_hosts_order_idx\` ON \`podcasts_hosts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`podcasts_hosts_parent_id_idx\` ON \`podcasts_hosts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`podcasts_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`app\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`podcasts_links_order_idx\` ON \`podcasts_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`podcasts_links_parent_id_idx\` ON \`podcasts_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`podcasts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`cover_id\` integer,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`category\` text DEFAULT 'comedy',
  	\`explicit\` integer DEFAULT false,
  	\`featured\` integer DEFAULT false,
  	\`show_type\` text DEFAULT 'episodic',
  	\`owner_name\` text,
  	\`owner_email\` text,
  	\`published_at\` text,
  	\`created_by_id\` integer,
  	\`first_published_at\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`podcasts_cover_idx\` ON \`podcasts\` (\`cover_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`podcasts_slug_idx\` ON \`podcasts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`podcasts_published_at_idx\` ON \`podcasts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`podcasts_created_by_idx\` ON \`podcasts\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`podcasts_meta_meta_image_idx\` ON \`podcasts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`podcasts_updated_at_idx\` ON \`podcasts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`podcasts_created_at_idx\` ON \`podcasts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`podcasts__status_idx\` ON \`podcasts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_podcasts_v_version_hosts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_podcasts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_hosts_order_idx\` ON \`_podcasts_v_version_hosts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_hosts_parent_id_idx\` ON \`_podcasts_v_version_hosts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_podcasts_v_version_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`app\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_podcasts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_links_order_idx\` ON \`_podcasts_v_version_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_links_parent_id_idx\` ON \`_podcasts_v_version_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_podcasts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_cover_id\` integer,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_category\` text DEFAULT 'comedy',
  	\`version_explicit\` integer DEFAULT false,
  	\`version_featured\` integer DEFAULT false,
  	\`version_show_type\` text DEFAULT 'episodic',
  	\`version_owner_name\` text,
  	\`version_owner_email\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_podcasts_v_parent_idx\` ON \`_podcasts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_cover_idx\` ON \`_podcasts_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_slug_idx\` ON \`_podcasts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_published_at_idx\` ON \`_podcasts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_created_by_idx\` ON \`_podcasts_v\` (\`version_created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_meta_version_meta_image_idx\` ON \`_podcasts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_updated_at_idx\` ON \`_podcasts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_created_at_idx\` ON \`_podcasts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version__status_idx\` ON \`_podcasts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_created_at_idx\` ON \`_podcasts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_updated_at_idx\` ON \`_podcasts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_latest_idx\` ON \`_podcasts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_autosave_idx\` ON \`_podcasts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`episodes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_id\` integer,
  	\`title\` text,
  	\`description\` text,
  	\`audio_id\` integer,
  	\`duration\` numeric,
  	\`transcript\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`season\` numeric,
  	\`episode_number\` numeric,
  	\`episode_type\` text DEFAULT 'full',
  	\`plays\` numeric DEFAULT 0,
  	\`published_at\` text,
  	\`created_by_id\` integer,
  	\`first_published_at\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`show_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`audio_id\`) REFERENCES \`episode_audio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`episodes_show_idx\` ON \`episodes\` (\`show_id\`);`)
  await db.run(sql`CREATE INDEX \`episodes_audio_idx\` ON \`episodes\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`episodes_slug_idx\` ON \`episodes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`episodes_plays_idx\` ON \`episodes\` (\`plays\`);`)
  await db.run(sql`CREATE INDEX \`episodes_published_at_idx\` ON \`episodes\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`episodes_created_by_idx\` ON \`episodes\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`episodes_meta_meta_image_idx\` ON \`episodes\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`episodes_updated_at_idx\` ON \`episodes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`episodes_created_at_idx\` ON \`episodes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`episodes__status_idx\` ON \`episodes\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`show_slug_idx\` ON \`episodes\` (\`show_id\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`_episodes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_show_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_audio_id\` integer,
  	\`version_duration\` numeric,
  	\`version_transcript\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_season\` numeric,
  	\`version_episode_number\` numeric,
  	\`version_episode_type\` text DEFAULT 'full',
  	\`version_plays\` numeric DEFAULT 0,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`episodes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_show_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_audio_id\`) REFERENCES \`episode_audio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_episodes_v_parent_idx\` ON \`_episodes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_version_version_show_idx\` ON \`_episodes_v\` (\`version_show_id\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_version_version_audio_idx\` ON \`_episodes_v\` (\`version_audio_id\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_version_version_slug_idx\` ON \`_episodes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_version_version_plays_idx\` ON \`_episodes_v\` (\`version_plays\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_version_version_published_at_idx\` ON \`_episodes_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_version_version_created_by_idx\` ON \`_episodes_v\` (\`version_created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_version_meta_version_meta_image_idx\` ON \`_episodes_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_version_version_updated_at_idx\` ON \`_episodes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_version_version_created_at_idx\` ON \`_episodes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_version_version__status_idx\` ON \`_episodes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_created_at_idx\` ON \`_episodes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_updated_at_idx\` ON \`_episodes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_latest_idx\` ON \`_episodes_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_episodes_v_autosave_idx\` ON \`_episodes_v\` (\`autosave\`);`)
  await db.run(sql`CREATE INDEX \`version_show_version_slug_idx\` ON \`_episodes_v\` (\`version_show_id\`,\`version_slug\`);`)
  await db.run(sql`CREATE TABLE \`episode_audio\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`seconds\` numeric,
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
  await db.run(sql`CREATE INDEX \`episode_audio_updated_at_idx\` ON \`episode_audio\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`episode_audio_created_at_idx\` ON \`episode_audio\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`episode_audio_filename_idx\` ON \`episode_audio\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_podcasts\` (
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
  await db.run(sql`CREATE INDEX \`home_blocks_podcasts_order_idx\` ON \`home_blocks_podcasts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_podcasts_parent_id_idx\` ON \`home_blocks_podcasts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_podcasts_path_idx\` ON \`home_blocks_podcasts\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`podcasts_id\` integer REFERENCES podcasts(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_podcasts_id_idx\` ON \`pages_rels\` (\`podcasts_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`podcasts_id\` integer REFERENCES podcasts(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_podcasts_id_idx\` ON \`_pages_v_rels\` (\`podcasts_id\`);`)
  await db.run(sql`ALTER TABLE \`members_rels\` ADD \`episodes_id\` integer REFERENCES episodes(id);`)
  await db.run(sql`CREATE INDEX \`members_rels_episodes_id_idx\` ON \`members_rels\` (\`episodes_id\`);`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`podcasts_id\` integer REFERENCES podcasts(id);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_podcasts_id_idx\` ON \`redirects_rels\` (\`podcasts_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`podcasts_id\` integer REFERENCES podcasts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`episodes_id\` integer REFERENCES episodes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`episode_audio_id\` integer REFERENCES episode_audio(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcasts_id_idx\` ON \`payload_locked_documents_rels\` (\`podcasts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_episodes_id_idx\` ON \`payload_locked_documents_rels\` (\`episodes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_episode_audio_id_idx\` ON \`payload_locked_documents_rels\` (\`episode_audio_id\`);`)
  await db.run(sql`ALTER TABLE \`home_rels\` ADD \`podcasts_id\` integer REFERENCES podcasts(id);`)
  await db.run(sql`CREATE INDEX \`home_rels_podcasts_id_idx\` ON \`home_rels\` (\`podcasts_id\`);`)
  await db.run(sql`ALTER TABLE \`navigation_rels\` ADD \`podcasts_id\` integer REFERENCES podcasts(id);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_podcasts_id_idx\` ON \`navigation_rels\` (\`podcasts_id\`);`)
  await db.run(sql`ALTER TABLE \`footer_rels\` ADD \`podcasts_id\` integer REFERENCES podcasts(id);`)
  await db.run(sql`CREATE INDEX \`footer_rels_podcasts_id_idx\` ON \`footer_rels\` (\`podcasts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`podcasts_hosts\`;`)
  await db.run(sql`DROP TABLE \`podcasts_links\`;`)
  await db.run(sql`DROP TABLE \`podcasts\`;`)
  await db.run(sql`DROP TABLE \`_podcasts_v_version_hosts\`;`)
  await db.run(sql`DROP TABLE \`_podcasts_v_version_links\`;`)
  await db.run(sql`DROP TABLE \`_podcasts_v\`;`)
  await db.run(sql`DROP TABLE \`episodes\`;`)
  await db.run(sql`DROP TABLE \`_episodes_v\`;`)
  await db.run(sql`DROP TABLE \`episode_audio\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_podcasts\`;`)
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
  	\`videos_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "categories_id", "video_categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "categories_id", "video_categories_id", "originals_id" FROM \`pages_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`pages_rels_videos_id_idx\` ON \`pages_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_categories_id_idx\` ON \`pages_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_video_categories_id_idx\` ON \`pages_rels\` (\`video_categories_id\`);`)
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
  	\`videos_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "categories_id", "video_categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "categories_id", "video_categories_id", "originals_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_posts_id_idx\` ON \`_pages_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_memes_id_idx\` ON \`_pages_v_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_printables_id_idx\` ON \`_pages_v_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_videos_id_idx\` ON \`_pages_v_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_categories_id_idx\` ON \`_pages_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_video_categories_id_idx\` ON \`_pages_v_rels\` (\`video_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_originals_id_idx\` ON \`_pages_v_rels\` (\`originals_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_members_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	\`videos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_members_rels\`("id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id", "videos_id") SELECT "id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id", "videos_id" FROM \`members_rels\`;`)
  await db.run(sql`DROP TABLE \`members_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_members_rels\` RENAME TO \`members_rels\`;`)
  await db.run(sql`CREATE INDEX \`members_rels_order_idx\` ON \`members_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_parent_idx\` ON \`members_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_path_idx\` ON \`members_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_posts_id_idx\` ON \`members_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_memes_id_idx\` ON \`members_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_printables_id_idx\` ON \`members_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_videos_id_idx\` ON \`members_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	\`videos_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "categories_id", "video_categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "categories_id", "video_categories_id", "originals_id" FROM \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_rels\` RENAME TO \`redirects_rels\`;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_posts_id_idx\` ON \`redirects_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_memes_id_idx\` ON \`redirects_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_printables_id_idx\` ON \`redirects_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_videos_id_idx\` ON \`redirects_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_categories_id_idx\` ON \`redirects_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_video_categories_id_idx\` ON \`redirects_rels\` (\`video_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_originals_id_idx\` ON \`redirects_rels\` (\`originals_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	\`videos_id\` integer,
  	\`pages_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	\`authors_id\` integer,
  	\`media_id\` integer,
  	\`printable_files_id\` integer,
  	\`video_files_id\` integer,
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
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printable_files_id\`) REFERENCES \`printable_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_files_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_views_id\`) REFERENCES \`post_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_avatars_id\`) REFERENCES \`member_avatars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`document_references_id\`) REFERENCES \`document_references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id", "videos_id", "pages_id", "categories_id", "video_categories_id", "originals_id", "authors_id", "media_id", "printable_files_id", "video_files_id", "subscribers_id", "post_views_id", "users_id", "members_id", "member_avatars_id", "document_references_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id", "videos_id", "pages_id", "categories_id", "video_categories_id", "originals_id", "authors_id", "media_id", "printable_files_id", "video_files_id", "subscribers_id", "post_views_id", "users_id", "members_id", "member_avatars_id", "document_references_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_memes_id_idx\` ON \`payload_locked_documents_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_printables_id_idx\` ON \`payload_locked_documents_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`video_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_originals_id_idx\` ON \`payload_locked_documents_rels\` (\`originals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_printable_files_id_idx\` ON \`payload_locked_documents_rels\` (\`printable_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_files_id_idx\` ON \`payload_locked_documents_rels\` (\`video_files_id\`);`)
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
  	\`videos_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "categories_id", "video_categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "categories_id", "video_categories_id", "originals_id" FROM \`home_rels\`;`)
  await db.run(sql`DROP TABLE \`home_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_rels\` RENAME TO \`home_rels\`;`)
  await db.run(sql`CREATE INDEX \`home_rels_order_idx\` ON \`home_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_parent_idx\` ON \`home_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_path_idx\` ON \`home_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_pages_id_idx\` ON \`home_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_posts_id_idx\` ON \`home_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_memes_id_idx\` ON \`home_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_printables_id_idx\` ON \`home_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_videos_id_idx\` ON \`home_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_categories_id_idx\` ON \`home_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_video_categories_id_idx\` ON \`home_rels\` (\`video_categories_id\`);`)
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
  	\`videos_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "categories_id", "video_categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "categories_id", "video_categories_id", "originals_id" FROM \`navigation_rels\`;`)
  await db.run(sql`DROP TABLE \`navigation_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_rels\` RENAME TO \`navigation_rels\`;`)
  await db.run(sql`CREATE INDEX \`navigation_rels_order_idx\` ON \`navigation_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_parent_idx\` ON \`navigation_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_path_idx\` ON \`navigation_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_pages_id_idx\` ON \`navigation_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_posts_id_idx\` ON \`navigation_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_memes_id_idx\` ON \`navigation_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_printables_id_idx\` ON \`navigation_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_videos_id_idx\` ON \`navigation_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_categories_id_idx\` ON \`navigation_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_video_categories_id_idx\` ON \`navigation_rels\` (\`video_categories_id\`);`)
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
  	\`videos_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "categories_id", "video_categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "categories_id", "video_categories_id", "originals_id" FROM \`footer_rels\`;`)
  await db.run(sql`DROP TABLE \`footer_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_rels\` RENAME TO \`footer_rels\`;`)
  await db.run(sql`CREATE INDEX \`footer_rels_order_idx\` ON \`footer_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_parent_idx\` ON \`footer_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_path_idx\` ON \`footer_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_pages_id_idx\` ON \`footer_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_posts_id_idx\` ON \`footer_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_memes_id_idx\` ON \`footer_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_printables_id_idx\` ON \`footer_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_videos_id_idx\` ON \`footer_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_categories_id_idx\` ON \`footer_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_video_categories_id_idx\` ON \`footer_rels\` (\`video_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_originals_id_idx\` ON \`footer_rels\` (\`originals_id\`);`)
}
