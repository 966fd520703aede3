import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { isAdmin } from '@/access/is-admin'
import { isEditor } from '@/access/is-editor'
import { secureConfig } from '@/access/secure-config'

import { Authors } from '@/collections/authors'
import { Categories } from '@/collections/categories'
import { DocumentReferences } from '@/collections/document-references'
import { Episodes } from '@/collections/episodes'
import { EpisodeAudio } from '@/collections/episodes/audio'
import { Media } from '@/collections/media'
import { MemberAvatars } from '@/collections/member-avatars'
import { FormAttachments } from '@/collections/forms/attachments'
import { Members } from '@/collections/members'
import { Memes } from '@/collections/memes'
import { Originals } from '@/collections/originals'
import { Faves } from '@/collections/faves'
import { Giveaways } from '@/collections/giveaways'
import { Performers } from '@/collections/performers'
import { PressArticles, Testimonials } from '@/collections/tour-extras'
import { TourShows } from '@/collections/tour-shows'
import { GiveawayDraws } from '@/collections/giveaways/draws'
import { Pages } from '@/collections/pages'
import { Podcasts } from '@/collections/podcasts'
import { Popups } from '@/collections/popups'
import { PostViews } from '@/collections/post-views'
import { Posts } from '@/collections/posts'
import { Printables } from '@/collections/printables'
import { PrintableFiles } from '@/collections/printables/files'
import { Subscribers } from '@/collections/subscribers'
import { Users } from '@/collections/users'
import { VideoCategories } from '@/collections/video-categories'
import { Videos } from '@/collections/videos'
import { VideoFiles } from '@/collections/videos/video-files'
import { env, isPostgres } from '@/env'
import { SCHEDULE_ZONES } from '@/lib/schedule-zones'
import { defaultEditor } from '@/fields/rich-text'
import { Footer } from '@/globals/footer'
import { Home } from '@/globals/home'
import { Navigation } from '@/globals/navigation'
import { SearchSynonyms } from '@/globals/search-synonyms'
import { SiteSettings } from '@/globals/site-settings'
import { Tour } from '@/globals/tour'
import { mutations, queries } from '@/graphql/schema/extensions'
import { plugins } from '@/plugins'
import { newsletterWebhookTask } from '@/server/newsletter/webhook'
import { passwordResetTask, RESET_QUEUE } from '@/server/password-reset/task'
import { installAfterCommit } from '@/server/db/after-commit'
import { installSignInSessions } from '@/server/db/sign-in-sessions'
import { ownOrigins } from '@/server/own-origins'
import { keepPostgresPool } from '@/server/postgres-pool'
import { repairSqliteConnection } from '@/server/sqlite-connection'
import { moveLegacyUploads } from '@/server/upload-layout'

// Scripts run bundled from .build/ and Next bundles this file too: anchor paths at the project root.
const dirname = path.resolve('src')

const db = isPostgres
  ? keepPostgresPool(
      postgresAdapter({
        pool: { connectionString: env.DATABASE_URL, max: 10 },
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        push: false,
      }),
    )
  : repairSqliteConnection(
      sqliteAdapter({
        client: { url: env.DATABASE_URL },
        // WAL lets readers run beside the writer; without a busy timeout any concurrent write fails
        // at once with "database is locked".
        wal: true,
        busyTimeout: 5000,
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
        push: false,
      }),
    )

export default buildConfig({
  serverURL: env.SERVER_URL,
  secret: env.PAYLOAD_SECRET,
  db,
  editor: defaultEditor,
  sharp,
  admin: {
    user: Users.slug,
    // Payload's default loads each editor's picture from Gravatar: an outside host (nothing loads
    // from the internet here) that learns a hash of every editor's email.
    avatar: 'default',
    meta: { titleSuffix: ' · Staffroom CMS' },
    // Scheduling a publish asks for a time zone: the site's own is chosen unless the editor picks
    // another. The list is fixed (it becomes a type in payload-types.ts): Payload's zones and UTC.
    timezones: {
      defaultTimezone: SCHEDULE_ZONES.some((zone) => zone.value === env.SITE_TIME_ZONE) ? env.SITE_TIME_ZONE : 'UTC',
      supportedTimezones: SCHEDULE_ZONES,
    },
    importMap: { baseDir: dirname },
    livePreview: {
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 900 },
      ],
    },
  },
  collections: [
    Posts,
    Memes,
    Printables,
    Giveaways,
    Faves,
    Videos,
    Podcasts,
    Episodes,
    Pages,
    Categories,
    VideoCategories,
    Originals,
    Authors,
    TourShows,
    Performers,
    PressArticles,
    Testimonials,
    Media,
    PrintableFiles,
    VideoFiles,
    EpisodeAudio,
    GiveawayDraws,
    Subscribers,
    Popups,
    PostViews,
    Users,
    Members,
    MemberAvatars,
    FormAttachments,
    DocumentReferences,
  ],
  globals: [Home, Navigation, Footer, SiteSettings, Tour, SearchSynonyms],
  plugins,
  graphQL: { disablePlaygroundInProduction: true, queries, mutations },
  // The sender's mistakes and excess, refused in words (src/hooks/query-input.ts,
  // src/server/upload-refused.ts, src/server/rate-limit.ts):
  // worth a line in the log, not an error's stack.
  // (Payload's type lists only its own error names; the log looks up any error's `name`.)
  loggingLevels: { InvalidQuery: 'info', UploadRefused: 'info', RateLimitedError: 'info' } as Record<string, 'info'>,
  // Cookie sessions from another origin count as anonymous (CSRF); the API itself is same-origin.
  // SERVER_URL's origin, and on a local run its other loopback names (src/server/own-origins.ts).
  csrf: ownOrigins(env.SERVER_URL),
  cors: ownOrigins(env.SERVER_URL),
  email: env.SMTP_URL
    ? nodemailerAdapter({
        defaultFromAddress: env.EMAIL_FROM.replace(/^.*<|>$/g, ''),
        defaultFromName: env.EMAIL_FROM.replace(/\s*<.*$/, ''),
        transportOptions: env.SMTP_URL,
      })
    : undefined,
  jobs: {
    // Scheduled publish/unpublish: the web process runs due jobs every minute.
    // Password reset emails: run at once after each request, and each minute for any left over.
    autoRun:
      env.JOBS_AUTORUN === 'true'
        ? [
            { cron: '* * * * *', queue: 'default', limit: 20 },
            { cron: '* * * * *', queue: RESET_QUEUE, limit: 20 },
          ]
        : [],
    shouldAutoRun: () => env.JOBS_AUTORUN === 'true' && process.env.NEXT_PHASE !== 'phase-production-build',
    // Payload's default is any signed-in account (members too) for GET /api/payload-jobs/run.
    access: { run: isAdmin, queue: isEditor, cancel: isEditor },
    tasks: [newsletterWebhookTask, passwordResetTask],
  },
  // Generated on purpose (npm run generate), never as a side effect: Payload would otherwise
  // spawn `payload generate:types` at every boot outside production (each test file's boot too).
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  telemetry: false,
  // Files stored before each upload collection had a folder of its own move there, once.
  onInit: async (payload) => {
    installAfterCommit(payload.db)
    // Overlapping sign-ins to one account keep every session (src/server/db/sign-in-sessions.ts).
    installSignInSessions(payload.db)
    await moveLegacyUploads(env.MEDIA_DIR, payload.logger)
  },
}).then(secureConfig)
