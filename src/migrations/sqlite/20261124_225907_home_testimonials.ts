import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_blocks_testimonials\` (
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
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_order_idx\` ON \`home_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_parent_id_idx\` ON \`home_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_path_idx\` ON \`home_blocks_testimonials\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_blocks_testimonials\`;`)
}
