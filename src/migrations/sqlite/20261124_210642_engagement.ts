import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`giveaways\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`prize\` text,
  	\`image_id\` integer,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`entry_form_id\` integer,
  	\`eligibility\` text,
  	\`rules\` text,
  	\`disabled\` integer,
  	\`closed_message\` text,
  	\`winner_entry_id\` integer,
  	\`winner_name\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`published_at\` text,
  	\`created_by_id\` integer,
  	\`first_published_at\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`entry_form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`winner_entry_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`giveaways_image_idx\` ON \`giveaways\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`giveaways_starts_at_idx\` ON \`giveaways\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`giveaways_ends_at_idx\` ON \`giveaways\` (\`ends_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`giveaways_entry_form_idx\` ON \`giveaways\` (\`entry_form_id\`);`)
  await db.run(sql`CREATE INDEX \`giveaways_winner_winner_entry_idx\` ON \`giveaways\` (\`winner_entry_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`giveaways_slug_idx\` ON \`giveaways\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`giveaways_published_at_idx\` ON \`giveaways\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`giveaways_created_by_idx\` ON \`giveaways\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`giveaways_meta_meta_image_idx\` ON \`giveaways\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`giveaways_updated_at_idx\` ON \`giveaways\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`giveaways_created_at_idx\` ON \`giveaways\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`giveaways__status_idx\` ON \`giveaways\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_giveaways_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_prize\` text,
  	\`version_image_id\` integer,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_entry_form_id\` integer,
  	\`version_eligibility\` text,
  	\`version_rules\` text,
  	\`version_disabled\` integer,
  	\`version_closed_message\` text,
  	\`version_winner_entry_id\` integer,
  	\`version_winner_name\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`giveaways\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_entry_form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_winner_entry_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_giveaways_v_parent_idx\` ON \`_giveaways_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_version_version_image_idx\` ON \`_giveaways_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_version_version_starts_at_idx\` ON \`_giveaways_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_version_version_ends_at_idx\` ON \`_giveaways_v\` (\`version_ends_at\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_version_version_entry_form_idx\` ON \`_giveaways_v\` (\`version_entry_form_id\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_version_winner_version_winner_entry_idx\` ON \`_giveaways_v\` (\`version_winner_entry_id\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_version_version_slug_idx\` ON \`_giveaways_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_version_version_published_at_idx\` ON \`_giveaways_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_version_version_created_by_idx\` ON \`_giveaways_v\` (\`version_created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_version_meta_version_meta_image_idx\` ON \`_giveaways_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_version_version_updated_at_idx\` ON \`_giveaways_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_version_version_created_at_idx\` ON \`_giveaways_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_version_version__status_idx\` ON \`_giveaways_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_created_at_idx\` ON \`_giveaways_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_updated_at_idx\` ON \`_giveaways_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_latest_idx\` ON \`_giveaways_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_giveaways_v_autosave_idx\` ON \`_giveaways_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`giveaway_draws\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`giveaway_id\` integer NOT NULL,
  	\`key\` text NOT NULL,
  	\`drawn_by_id\` integer NOT NULL,
  	\`drawn_at\` text NOT NULL,
  	\`seed\` text NOT NULL,
  	\`entries\` numeric NOT NULL,
  	\`candidates\` text NOT NULL,
  	\`winner_id\` integer NOT NULL,
  	\`winner_email\` text,
  	\`redraw\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`giveaway_id\`) REFERENCES \`giveaways\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`drawn_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`winner_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`giveaway_draws_giveaway_idx\` ON \`giveaway_draws\` (\`giveaway_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`giveaway_draws_key_idx\` ON \`giveaway_draws\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`giveaway_draws_drawn_by_idx\` ON \`giveaway_draws\` (\`drawn_by_id\`);`)
  await db.run(sql`CREATE INDEX \`giveaway_draws_winner_idx\` ON \`giveaway_draws\` (\`winner_id\`);`)
  await db.run(sql`CREATE INDEX \`giveaway_draws_updated_at_idx\` ON \`giveaway_draws\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`giveaway_draws_created_at_idx\` ON \`giveaway_draws\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`popups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`cta_type\` text DEFAULT 'reference',
  	\`cta_new_tab\` integer,
  	\`cta_url\` text,
  	\`cta_label\` text,
  	\`newsletter\` integer,
  	\`show_on\` text,
  	\`hide_on\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`frequency\` text DEFAULT 'once',
  	\`days\` numeric DEFAULT 7,
  	\`priority\` numeric DEFAULT 0,
  	\`show_again\` integer,
  	\`revision\` numeric DEFAULT 1,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`popups__status_idx\` ON \`popups\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`popups_rels\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`CREATE INDEX \`popups_rels_order_idx\` ON \`popups_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_parent_idx\` ON \`popups_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_path_idx\` ON \`popups_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_pages_id_idx\` ON \`popups_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_posts_id_idx\` ON \`popups_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_memes_id_idx\` ON \`popups_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_printables_id_idx\` ON \`popups_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_giveaways_id_idx\` ON \`popups_rels\` (\`giveaways_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_videos_id_idx\` ON \`popups_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_podcasts_id_idx\` ON \`popups_rels\` (\`podcasts_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_categories_id_idx\` ON \`popups_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_video_categories_id_idx\` ON \`popups_rels\` (\`video_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_originals_id_idx\` ON \`popups_rels\` (\`originals_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_content\` text,
  	\`version_cta_type\` text DEFAULT 'reference',
  	\`version_cta_new_tab\` integer,
  	\`version_cta_url\` text,
  	\`version_cta_label\` text,
  	\`version_newsletter\` integer,
  	\`version_show_on\` text,
  	\`version_hide_on\` text,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_frequency\` text DEFAULT 'once',
  	\`version_days\` numeric DEFAULT 7,
  	\`version_priority\` numeric DEFAULT 0,
  	\`version_show_again\` integer,
  	\`version_revision\` numeric DEFAULT 1,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_parent_idx\` ON \`_popups_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_updated_at_idx\` ON \`_popups_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_created_at_idx\` ON \`_popups_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version__status_idx\` ON \`_popups_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_created_at_idx\` ON \`_popups_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_updated_at_idx\` ON \`_popups_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_latest_idx\` ON \`_popups_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_rels\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`CREATE INDEX \`_popups_v_rels_order_idx\` ON \`_popups_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_parent_idx\` ON \`_popups_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_path_idx\` ON \`_popups_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_pages_id_idx\` ON \`_popups_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_posts_id_idx\` ON \`_popups_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_memes_id_idx\` ON \`_popups_v_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_printables_id_idx\` ON \`_popups_v_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_giveaways_id_idx\` ON \`_popups_v_rels\` (\`giveaways_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_videos_id_idx\` ON \`_popups_v_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_podcasts_id_idx\` ON \`_popups_v_rels\` (\`podcasts_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_categories_id_idx\` ON \`_popups_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_video_categories_id_idx\` ON \`_popups_v_rels\` (\`video_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_originals_id_idx\` ON \`_popups_v_rels\` (\`originals_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`ad_free\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_ad_free\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_embedded_form\` ADD \`ad_opt_out\` integer;`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`giveaways_id\` integer REFERENCES giveaways(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_giveaways_id_idx\` ON \`pages_rels\` (\`giveaways_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_embedded_form\` ADD \`ad_opt_out\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`giveaways_id\` integer REFERENCES giveaways(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_giveaways_id_idx\` ON \`_pages_v_rels\` (\`giveaways_id\`);`)
  await db.run(sql`ALTER TABLE \`members_rels\` ADD \`giveaways_id\` integer REFERENCES giveaways(id);`)
  await db.run(sql`CREATE INDEX \`members_rels_giveaways_id_idx\` ON \`members_rels\` (\`giveaways_id\`);`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`giveaways_id\` integer REFERENCES giveaways(id);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_giveaways_id_idx\` ON \`redirects_rels\` (\`giveaways_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`giveaways_id\` integer REFERENCES giveaways(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`giveaway_draws_id\` integer REFERENCES giveaway_draws(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`popups_id\` integer REFERENCES popups(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_giveaways_id_idx\` ON \`payload_locked_documents_rels\` (\`giveaways_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_giveaway_draws_id_idx\` ON \`payload_locked_documents_rels\` (\`giveaway_draws_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`ALTER TABLE \`home_rels\` ADD \`giveaways_id\` integer REFERENCES giveaways(id);`)
  await db.run(sql`CREATE INDEX \`home_rels_giveaways_id_idx\` ON \`home_rels\` (\`giveaways_id\`);`)
  await db.run(sql`ALTER TABLE \`navigation_rels\` ADD \`giveaways_id\` integer REFERENCES giveaways(id);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_giveaways_id_idx\` ON \`navigation_rels\` (\`giveaways_id\`);`)
  await db.run(sql`ALTER TABLE \`footer_rels\` ADD \`giveaways_id\` integer REFERENCES giveaways(id);`)
  await db.run(sql`CREATE INDEX \`footer_rels_giveaways_id_idx\` ON \`footer_rels\` (\`giveaways_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`newsletter_modal_enabled\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`newsletter_modal_delay_seconds\` numeric DEFAULT 30;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`newsletter_modal_scroll_percent\` numeric DEFAULT 50;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`newsletter_modal_frequency_days\` numeric DEFAULT 14;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`newsletter_modal_exit_intent\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`giveaways\`;`)
  await db.run(sql`DROP TABLE \`_giveaways_v\`;`)
  await db.run(sql`DROP TABLE \`giveaway_draws\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups_rels\`;`)
  await db.run(sql`DROP TABLE \`_popups_v\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_rels\`;`)
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
  	\`podcasts_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcasts_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "categories_id", "video_categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "categories_id", "video_categories_id", "originals_id" FROM \`pages_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`pages_rels_podcasts_id_idx\` ON \`pages_rels\` (\`podcasts_id\`);`)
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
  	\`podcasts_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcasts_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "categories_id", "video_categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "categories_id", "video_categories_id", "originals_id" FROM \`_pages_v_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`_pages_v_rels_podcasts_id_idx\` ON \`_pages_v_rels\` (\`podcasts_id\`);`)
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
  	\`episodes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`episodes_id\`) REFERENCES \`episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_members_rels\`("id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id", "videos_id", "episodes_id") SELECT "id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id", "videos_id", "episodes_id" FROM \`members_rels\`;`)
  await db.run(sql`DROP TABLE \`members_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_members_rels\` RENAME TO \`members_rels\`;`)
  await db.run(sql`CREATE INDEX \`members_rels_order_idx\` ON \`members_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_parent_idx\` ON \`members_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_path_idx\` ON \`members_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_posts_id_idx\` ON \`members_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_memes_id_idx\` ON \`members_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_printables_id_idx\` ON \`members_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_videos_id_idx\` ON \`members_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`members_rels_episodes_id_idx\` ON \`members_rels\` (\`episodes_id\`);`)
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
  	\`podcasts_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcasts_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "categories_id", "video_categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "categories_id", "video_categories_id", "originals_id" FROM \`redirects_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`redirects_rels_podcasts_id_idx\` ON \`redirects_rels\` (\`podcasts_id\`);`)
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
  	\`podcasts_id\` integer,
  	\`episodes_id\` integer,
  	\`pages_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	\`authors_id\` integer,
  	\`media_id\` integer,
  	\`printable_files_id\` integer,
  	\`video_files_id\` integer,
  	\`episode_audio_id\` integer,
  	\`subscribers_id\` integer,
  	\`post_views_id\` integer,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	\`member_avatars_id\` integer,
  	\`form_attachments_id\` integer,
  	\`document_references_id\` integer,
  	\`redirects_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcasts_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`episodes_id\`) REFERENCES \`episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printable_files_id\`) REFERENCES \`printable_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_files_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`episode_audio_id\`) REFERENCES \`episode_audio\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_views_id\`) REFERENCES \`post_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_avatars_id\`) REFERENCES \`member_avatars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_attachments_id\`) REFERENCES \`form_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`document_references_id\`) REFERENCES \`document_references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "episodes_id", "pages_id", "categories_id", "video_categories_id", "originals_id", "authors_id", "media_id", "printable_files_id", "video_files_id", "episode_audio_id", "subscribers_id", "post_views_id", "users_id", "members_id", "member_avatars_id", "form_attachments_id", "document_references_id", "redirects_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "episodes_id", "pages_id", "categories_id", "video_categories_id", "originals_id", "authors_id", "media_id", "printable_files_id", "video_files_id", "episode_audio_id", "subscribers_id", "post_views_id", "users_id", "members_id", "member_avatars_id", "form_attachments_id", "document_references_id", "redirects_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_memes_id_idx\` ON \`payload_locked_documents_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_printables_id_idx\` ON \`payload_locked_documents_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcasts_id_idx\` ON \`payload_locked_documents_rels\` (\`podcasts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_episodes_id_idx\` ON \`payload_locked_documents_rels\` (\`episodes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`video_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_originals_id_idx\` ON \`payload_locked_documents_rels\` (\`originals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_printable_files_id_idx\` ON \`payload_locked_documents_rels\` (\`printable_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_files_id_idx\` ON \`payload_locked_documents_rels\` (\`video_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_episode_audio_id_idx\` ON \`payload_locked_documents_rels\` (\`episode_audio_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_views_id_idx\` ON \`payload_locked_documents_rels\` (\`post_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_avatars_id_idx\` ON \`payload_locked_documents_rels\` (\`member_avatars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`form_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_document_references_id_idx\` ON \`payload_locked_documents_rels\` (\`document_references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
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
  	\`podcasts_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcasts_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "categories_id", "video_categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "categories_id", "video_categories_id", "originals_id" FROM \`home_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`home_rels_podcasts_id_idx\` ON \`home_rels\` (\`podcasts_id\`);`)
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
  	\`podcasts_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcasts_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "categories_id", "video_categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "categories_id", "video_categories_id", "originals_id" FROM \`navigation_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`navigation_rels_podcasts_id_idx\` ON \`navigation_rels\` (\`podcasts_id\`);`)
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
  	\`podcasts_id\` integer,
  	\`categories_id\` integer,
  	\`video_categories_id\` integer,
  	\`originals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`memes_id\`) REFERENCES \`memes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`printables_id\`) REFERENCES \`printables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcasts_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`originals_id\`) REFERENCES \`originals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "categories_id", "video_categories_id", "originals_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "memes_id", "printables_id", "videos_id", "podcasts_id", "categories_id", "video_categories_id", "originals_id" FROM \`footer_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`footer_rels_podcasts_id_idx\` ON \`footer_rels\` (\`podcasts_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_categories_id_idx\` ON \`footer_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_video_categories_id_idx\` ON \`footer_rels\` (\`video_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_originals_id_idx\` ON \`footer_rels\` (\`originals_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`ad_free\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_ad_free\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_embedded_form\` DROP COLUMN \`ad_opt_out\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_embedded_form\` DROP COLUMN \`ad_opt_out\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`newsletter_modal_enabled\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`newsletter_modal_delay_seconds\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`newsletter_modal_scroll_percent\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`newsletter_modal_frequency_days\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`newsletter_modal_exit_intent\`;`)
}
