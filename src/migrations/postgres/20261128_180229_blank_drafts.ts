import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" ADD COLUMN "blank" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_blank" boolean DEFAULT false;
  ALTER TABLE "memes" ADD COLUMN "blank" boolean DEFAULT false;
  ALTER TABLE "_memes_v" ADD COLUMN "version_blank" boolean DEFAULT false;
  ALTER TABLE "printables" ADD COLUMN "blank" boolean DEFAULT false;
  ALTER TABLE "_printables_v" ADD COLUMN "version_blank" boolean DEFAULT false;
  ALTER TABLE "giveaways" ADD COLUMN "blank" boolean DEFAULT false;
  ALTER TABLE "_giveaways_v" ADD COLUMN "version_blank" boolean DEFAULT false;
  ALTER TABLE "faves" ADD COLUMN "blank" boolean DEFAULT false;
  ALTER TABLE "_faves_v" ADD COLUMN "version_blank" boolean DEFAULT false;
  ALTER TABLE "videos" ADD COLUMN "blank" boolean DEFAULT false;
  ALTER TABLE "_videos_v" ADD COLUMN "version_blank" boolean DEFAULT false;
  ALTER TABLE "podcasts" ADD COLUMN "blank" boolean DEFAULT false;
  ALTER TABLE "_podcasts_v" ADD COLUMN "version_blank" boolean DEFAULT false;
  ALTER TABLE "episodes" ADD COLUMN "blank" boolean DEFAULT false;
  ALTER TABLE "_episodes_v" ADD COLUMN "version_blank" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "blank" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_blank" boolean DEFAULT false;
  ALTER TABLE "tour_shows" ADD COLUMN "blank" boolean DEFAULT false;
  ALTER TABLE "_tour_shows_v" ADD COLUMN "version_blank" boolean DEFAULT false;
  ALTER TABLE "performers" ADD COLUMN "blank" boolean DEFAULT false;
  ALTER TABLE "_performers_v" ADD COLUMN "version_blank" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DROP COLUMN "blank";
  ALTER TABLE "_posts_v" DROP COLUMN "version_blank";
  ALTER TABLE "memes" DROP COLUMN "blank";
  ALTER TABLE "_memes_v" DROP COLUMN "version_blank";
  ALTER TABLE "printables" DROP COLUMN "blank";
  ALTER TABLE "_printables_v" DROP COLUMN "version_blank";
  ALTER TABLE "giveaways" DROP COLUMN "blank";
  ALTER TABLE "_giveaways_v" DROP COLUMN "version_blank";
  ALTER TABLE "faves" DROP COLUMN "blank";
  ALTER TABLE "_faves_v" DROP COLUMN "version_blank";
  ALTER TABLE "videos" DROP COLUMN "blank";
  ALTER TABLE "_videos_v" DROP COLUMN "version_blank";
  ALTER TABLE "podcasts" DROP COLUMN "blank";
  ALTER TABLE "_podcasts_v" DROP COLUMN "version_blank";
  ALTER TABLE "episodes" DROP COLUMN "blank";
  ALTER TABLE "_episodes_v" DROP COLUMN "version_blank";
  ALTER TABLE "pages" DROP COLUMN "blank";
  ALTER TABLE "_pages_v" DROP COLUMN "version_blank";
  ALTER TABLE "tour_shows" DROP COLUMN "blank";
  ALTER TABLE "_tour_shows_v" DROP COLUMN "version_blank";
  ALTER TABLE "performers" DROP COLUMN "blank";
  ALTER TABLE "_performers_v" DROP COLUMN "version_blank";`)
}
