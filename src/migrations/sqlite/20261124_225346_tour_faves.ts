import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`faves_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`url\` text,
  	\`thumbnail_id\` integer,
  	\`creator\` text,
  	\`caption\` text,
  	\`permission\` integer,
  	\`permission_note\` text,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faves\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faves_items_order_idx\` ON \`faves_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faves_items_parent_id_idx\` ON \`faves_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faves_items_thumbnail_idx\` ON \`faves_items\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`faves_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faves\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faves_questions_order_idx\` ON \`faves_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faves_questions_parent_id_idx\` ON \`faves_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faves\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`title\` text,
  	\`face_name\` text,
  	\`face_photo_id\` integer,
  	\`face_story\` text,
  	\`published_at\` text,
  	\`created_by_id\` integer,
  	\`first_published_at\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`face_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faves_slug_idx\` ON \`faves\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faves_face_face_photo_idx\` ON \`faves\` (\`face_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`faves_published_at_idx\` ON \`faves\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`faves_created_by_idx\` ON \`faves\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`faves_meta_meta_image_idx\` ON \`faves\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`faves_updated_at_idx\` ON \`faves\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faves_created_at_idx\` ON \`faves\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faves__status_idx\` ON \`faves\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_faves_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`url\` text,
  	\`thumbnail_id\` integer,
  	\`creator\` text,
  	\`caption\` text,
  	\`permission\` integer,
  	\`permission_note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faves_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faves_v_version_items_order_idx\` ON \`_faves_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_version_items_parent_id_idx\` ON \`_faves_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_version_items_thumbnail_idx\` ON \`_faves_v_version_items\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`_faves_v_version_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faves_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faves_v_version_questions_order_idx\` ON \`_faves_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_version_questions_parent_id_idx\` ON \`_faves_v_version_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faves_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_title\` text,
  	\`version_face_name\` text,
  	\`version_face_photo_id\` integer,
  	\`version_face_story\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faves\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_face_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faves_v_parent_idx\` ON \`_faves_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_version_version_slug_idx\` ON \`_faves_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_version_face_version_face_photo_idx\` ON \`_faves_v\` (\`version_face_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_version_version_published_at_idx\` ON \`_faves_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_version_version_created_by_idx\` ON \`_faves_v\` (\`version_created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_version_meta_version_meta_image_idx\` ON \`_faves_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_version_version_updated_at_idx\` ON \`_faves_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_version_version_created_at_idx\` ON \`_faves_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_version_version__status_idx\` ON \`_faves_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_created_at_idx\` ON \`_faves_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_updated_at_idx\` ON \`_faves_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_latest_idx\` ON \`_faves_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_faves_v_autosave_idx\` ON \`_faves_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`tour_shows\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text DEFAULT 'standard',
  	\`starts_at\` text,
  	\`time_zone\` text DEFAULT 'America/New_York',
  	\`duration_minutes\` numeric DEFAULT 120,
  	\`venue\` text,
  	\`address\` text,
  	\`city\` text,
  	\`region\` text,
  	\`postal_code\` text,
  	\`country\` text DEFAULT 'US',
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`ticket_url\` text,
  	\`presale_at\` text,
  	\`on_sale_at\` text,
  	\`price_min\` numeric,
  	\`price_max\` numeric,
  	\`currency\` text DEFAULT 'USD',
  	\`show_status\` text,
  	\`new_date\` text,
  	\`note\` text,
  	\`published_at\` text,
  	\`created_by_id\` integer,
  	\`first_published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tour_shows_starts_at_idx\` ON \`tour_shows\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`tour_shows_published_at_idx\` ON \`tour_shows\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`tour_shows_created_by_idx\` ON \`tour_shows\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`tour_shows_updated_at_idx\` ON \`tour_shows\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tour_shows_created_at_idx\` ON \`tour_shows\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tour_shows__status_idx\` ON \`tour_shows\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`tour_shows_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`performers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tour_shows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`performers_id\`) REFERENCES \`performers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tour_shows_rels_order_idx\` ON \`tour_shows_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`tour_shows_rels_parent_idx\` ON \`tour_shows_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tour_shows_rels_path_idx\` ON \`tour_shows_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`tour_shows_rels_performers_id_idx\` ON \`tour_shows_rels\` (\`performers_id\`);`)
  await db.run(sql`CREATE TABLE \`_tour_shows_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_kind\` text DEFAULT 'standard',
  	\`version_starts_at\` text,
  	\`version_time_zone\` text DEFAULT 'America/New_York',
  	\`version_duration_minutes\` numeric DEFAULT 120,
  	\`version_venue\` text,
  	\`version_address\` text,
  	\`version_city\` text,
  	\`version_region\` text,
  	\`version_postal_code\` text,
  	\`version_country\` text DEFAULT 'US',
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_ticket_url\` text,
  	\`version_presale_at\` text,
  	\`version_on_sale_at\` text,
  	\`version_price_min\` numeric,
  	\`version_price_max\` numeric,
  	\`version_currency\` text DEFAULT 'USD',
  	\`version_show_status\` text,
  	\`version_new_date\` text,
  	\`version_note\` text,
  	\`version_published_at\` text,
  	\`version_created_by_id\` integer,
  	\`version_first_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tour_shows\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_parent_idx\` ON \`_tour_shows_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_version_version_starts_at_idx\` ON \`_tour_shows_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_version_version_published_at_idx\` ON \`_tour_shows_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_version_version_created_by_idx\` ON \`_tour_shows_v\` (\`version_created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_version_version_updated_at_idx\` ON \`_tour_shows_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_version_version_created_at_idx\` ON \`_tour_shows_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_version_version__status_idx\` ON \`_tour_shows_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_created_at_idx\` ON \`_tour_shows_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_updated_at_idx\` ON \`_tour_shows_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_latest_idx\` ON \`_tour_shows_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_autosave_idx\` ON \`_tour_shows_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_tour_shows_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`performers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_tour_shows_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`performers_id\`) REFERENCES \`performers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_rels_order_idx\` ON \`_tour_shows_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_rels_parent_idx\` ON \`_tour_shows_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_rels_path_idx\` ON \`_tour_shows_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_tour_shows_v_rels_performers_id_idx\` ON \`_tour_shows_v_rels\` (\`performers_id\`);`)
  await db.run(sql`CREATE TABLE \`performers_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`performers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`performers_socials_order_idx\` ON \`performers_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`performers_socials_parent_id_idx\` ON \`performers_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`performers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'headliner',
  	\`photo_id\` integer,
  	\`bio\` text,
  	\`order\` numeric DEFAULT 0,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`published_at\` text,
  	\`created_by_id\` integer,
  	\`first_published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`performers_photo_idx\` ON \`performers\` (\`photo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`performers_slug_idx\` ON \`performers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`performers_published_at_idx\` ON \`performers\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`performers_created_by_idx\` ON \`performers\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`performers_updated_at_idx\` ON \`performers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`performers_created_at_idx\` ON \`performers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`performers__status_idx\` ON \`performers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_performers_v_version_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_performers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_performers_v_version_socials_order_idx\` ON \`_performers_v_version_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_performers_v_version_socials_parent_id_idx\` ON \`_performers_v_version_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_performers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_role\` text DEFAULT 'headliner',
  	\`version_photo_id\` integer,
  	\`version_bio\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_created_by_id\` integer,
  	\`version_first_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`performers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_performers_v_parent_idx\` ON \`_performers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_performers_v_version_version_photo_idx\` ON \`_performers_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_performers_v_version_version_slug_idx\` ON \`_performers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_performers_v_version_version_published_at_idx\` ON \`_performers_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_performers_v_version_version_created_by_idx\` ON \`_performers_v\` (\`version_created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_performers_v_version_version_updated_at_idx\` ON \`_performers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_performers_v_version_version_created_at_idx\` ON \`_performers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_performers_v_version_version__status_idx\` ON \`_performers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_performers_v_created_at_idx\` ON \`_performers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_performers_v_updated_at_idx\` ON \`_performers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_performers_v_latest_idx\` ON \`_performers_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_performers_v_autosave_idx\` ON \`_performers_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`press_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`outlet\` text,
  	\`logo_id\` integer,
  	\`title\` text,
  	\`url\` text,
  	\`date\` text,
  	\`quote\` text,
  	\`published_at\` text,
  	\`created_by_id\` integer,
  	\`first_published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`press_articles_logo_idx\` ON \`press_articles\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`press_articles_date_idx\` ON \`press_articles\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`press_articles_published_at_idx\` ON \`press_articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`press_articles_created_by_idx\` ON \`press_articles\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`press_articles_updated_at_idx\` ON \`press_articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`press_articles_created_at_idx\` ON \`press_articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`press_articles__status_idx\` ON \`press_articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_press_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_outlet\` text,
  	\`version_logo_id\` integer,
  	\`version_title\` text,
  	\`version_url\` text,
  	\`version_date\` text,
  	\`version_quote\` text,
  	\`version_published_at\` text,
  	\`version_created_by_id\` integer,
  	\`version_first_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`press_articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_press_articles_v_parent_idx\` ON \`_press_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_articles_v_version_version_logo_idx\` ON \`_press_articles_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_articles_v_version_version_date_idx\` ON \`_press_articles_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_press_articles_v_version_version_published_at_idx\` ON \`_press_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_articles_v_version_version_created_by_idx\` ON \`_press_articles_v\` (\`version_created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_articles_v_version_version_updated_at_idx\` ON \`_press_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_articles_v_version_version_created_at_idx\` ON \`_press_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_articles_v_version_version__status_idx\` ON \`_press_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_press_articles_v_created_at_idx\` ON \`_press_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_articles_v_updated_at_idx\` ON \`_press_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_articles_v_latest_idx\` ON \`_press_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`testimonials_show_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_show_on_order_idx\` ON \`testimonials_show_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_show_on_parent_idx\` ON \`testimonials_show_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`name\` text,
  	\`role\` text,
  	\`order\` numeric DEFAULT 0,
  	\`published_at\` text,
  	\`created_by_id\` integer,
  	\`first_published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_published_at_idx\` ON \`testimonials\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_by_idx\` ON \`testimonials\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v_version_show_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_show_on_order_idx\` ON \`_testimonials_v_version_show_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_show_on_parent_idx\` ON \`_testimonials_v_version_show_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_quote\` text,
  	\`version_name\` text,
  	\`version_role\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_published_at\` text,
  	\`version_created_by_id\` integer,
  	\`version_first_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_published_at_idx\` ON \`_testimonials_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_by_idx\` ON \`_testimonials_v\` (\`version_created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`tour_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer NOT NULL,
  	\`link_label\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tour\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tour_slides_order_idx\` ON \`tour_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tour_slides_parent_id_idx\` ON \`tour_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tour_slides_image_idx\` ON \`tour_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`tour\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text DEFAULT 'Teachers Do Stand-Up' NOT NULL,
  	\`tagline\` text,
  	\`hero_kind\` text DEFAULT 'image',
  	\`hero_image_id\` integer,
  	\`hero_video_id\` integer,
  	\`announcement_text\` text,
  	\`announcement_ends_at\` text,
  	\`about\` text,
  	\`video_title\` text,
  	\`video_platform_id\` text,
  	\`video_poster_id\` integer,
  	\`photos_network\` text DEFAULT 'Instagram',
  	\`photos_handle\` text,
  	\`photos_url\` text,
  	\`contact_heading\` text DEFAULT 'Contact us',
  	\`contact_intro\` text,
  	\`contact_form_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_video_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tour_hero_hero_image_idx\` ON \`tour\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`tour_hero_hero_video_idx\` ON \`tour\` (\`hero_video_id\`);`)
  await db.run(sql`CREATE INDEX \`tour_video_video_poster_idx\` ON \`tour\` (\`video_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`tour_contact_contact_form_idx\` ON \`tour\` (\`contact_form_id\`);`)
  await db.run(sql`CREATE TABLE \`tour_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tour\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tour_rels_order_idx\` ON \`tour_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`tour_rels_parent_idx\` ON \`tour_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tour_rels_path_idx\` ON \`tour_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`tour_rels_media_id_idx\` ON \`tour_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faves_id\` integer REFERENCES faves(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tour_shows_id\` integer REFERENCES tour_shows(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`performers_id\` integer REFERENCES performers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`press_articles_id\` integer REFERENCES press_articles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`testimonials_id\` integer REFERENCES testimonials(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faves_id_idx\` ON \`payload_locked_documents_rels\` (\`faves_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tour_shows_id_idx\` ON \`payload_locked_documents_rels\` (\`tour_shows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_performers_id_idx\` ON \`payload_locked_documents_rels\` (\`performers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`press_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`faves_items\`;`)
  await db.run(sql`DROP TABLE \`faves_questions\`;`)
  await db.run(sql`DROP TABLE \`faves\`;`)
  await db.run(sql`DROP TABLE \`_faves_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_faves_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`_faves_v\`;`)
  await db.run(sql`DROP TABLE \`tour_shows\`;`)
  await db.run(sql`DROP TABLE \`tour_shows_rels\`;`)
  await db.run(sql`DROP TABLE \`_tour_shows_v\`;`)
  await db.run(sql`DROP TABLE \`_tour_shows_v_rels\`;`)
  await db.run(sql`DROP TABLE \`performers_socials\`;`)
  await db.run(sql`DROP TABLE \`performers\`;`)
  await db.run(sql`DROP TABLE \`_performers_v_version_socials\`;`)
  await db.run(sql`DROP TABLE \`_performers_v\`;`)
  await db.run(sql`DROP TABLE \`press_articles\`;`)
  await db.run(sql`DROP TABLE \`_press_articles_v\`;`)
  await db.run(sql`DROP TABLE \`testimonials_show_on\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v_version_show_on\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`tour_slides\`;`)
  await db.run(sql`DROP TABLE \`tour\`;`)
  await db.run(sql`DROP TABLE \`tour_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`memes_id\` integer,
  	\`printables_id\` integer,
  	\`giveaways_id\` integer,
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
  	\`giveaway_draws_id\` integer,
  	\`subscribers_id\` integer,
  	\`popups_id\` integer,
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
  	FOREIGN KEY (\`giveaways_id\`) REFERENCES \`giveaways\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`giveaway_draws_id\`) REFERENCES \`giveaway_draws\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id", "giveaways_id", "videos_id", "podcasts_id", "episodes_id", "pages_id", "categories_id", "video_categories_id", "originals_id", "authors_id", "media_id", "printable_files_id", "video_files_id", "episode_audio_id", "giveaway_draws_id", "subscribers_id", "popups_id", "post_views_id", "users_id", "members_id", "member_avatars_id", "form_attachments_id", "document_references_id", "redirects_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "posts_id", "memes_id", "printables_id", "giveaways_id", "videos_id", "podcasts_id", "episodes_id", "pages_id", "categories_id", "video_categories_id", "originals_id", "authors_id", "media_id", "printable_files_id", "video_files_id", "episode_audio_id", "giveaway_draws_id", "subscribers_id", "popups_id", "post_views_id", "users_id", "members_id", "member_avatars_id", "form_attachments_id", "document_references_id", "redirects_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_memes_id_idx\` ON \`payload_locked_documents_rels\` (\`memes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_printables_id_idx\` ON \`payload_locked_documents_rels\` (\`printables_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_giveaways_id_idx\` ON \`payload_locked_documents_rels\` (\`giveaways_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_giveaway_draws_id_idx\` ON \`payload_locked_documents_rels\` (\`giveaway_draws_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_views_id_idx\` ON \`payload_locked_documents_rels\` (\`post_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_avatars_id_idx\` ON \`payload_locked_documents_rels\` (\`member_avatars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`form_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_document_references_id_idx\` ON \`payload_locked_documents_rels\` (\`document_references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}
