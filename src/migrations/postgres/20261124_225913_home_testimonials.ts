import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "home_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What teachers say' NOT NULL,
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  ALTER TABLE "home_blocks_testimonials" ADD CONSTRAINT "home_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_blocks_testimonials_order_idx" ON "home_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "home_blocks_testimonials_parent_id_idx" ON "home_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_testimonials_path_idx" ON "home_blocks_testimonials" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "home_blocks_testimonials" CASCADE;`)
}
