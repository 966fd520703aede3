import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`unsubscribed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`unsubscribed_at\`;`)
}
