import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_embedded_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_embedded_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_embedded_form" ADD CONSTRAINT "pages_blocks_embedded_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_embedded_form" ADD CONSTRAINT "pages_blocks_embedded_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_embedded_form" ADD CONSTRAINT "_pages_v_blocks_embedded_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_embedded_form" ADD CONSTRAINT "_pages_v_blocks_embedded_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_embedded_form_order_idx" ON "pages_blocks_embedded_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_embedded_form_parent_id_idx" ON "pages_blocks_embedded_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_embedded_form_path_idx" ON "pages_blocks_embedded_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_embedded_form_form_idx" ON "pages_blocks_embedded_form" USING btree ("form_id");
  CREATE INDEX "_pages_v_blocks_embedded_form_order_idx" ON "_pages_v_blocks_embedded_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_embedded_form_parent_id_idx" ON "_pages_v_blocks_embedded_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_embedded_form_path_idx" ON "_pages_v_blocks_embedded_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_embedded_form_form_idx" ON "_pages_v_blocks_embedded_form" USING btree ("form_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_embedded_form" CASCADE;
  DROP TABLE "_pages_v_blocks_embedded_form" CASCADE;`)
}
