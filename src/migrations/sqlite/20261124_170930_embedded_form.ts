import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_embedded_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_embedded_form_order_idx\` ON \`pages_blocks_embedded_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_embedded_form_parent_id_idx\` ON \`pages_blocks_embedded_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_embedded_form_path_idx\` ON \`pages_blocks_embedded_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_embedded_form_form_idx\` ON \`pages_blocks_embedded_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_embedded_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_embedded_form_order_idx\` ON \`_pages_v_blocks_embedded_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_embedded_form_parent_id_idx\` ON \`_pages_v_blocks_embedded_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_embedded_form_path_idx\` ON \`_pages_v_blocks_embedded_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_embedded_form_form_idx\` ON \`_pages_v_blocks_embedded_form\` (\`form_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_embedded_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_embedded_form\`;`)
}
