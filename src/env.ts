import { z } from 'zod'

/**
 * The only reader of process.env. Parsed once at boot: a bad value stops the process with a
 * message that names the variable, instead of failing later in a request. Two exceptions, by
 * necessity: server.ts and scripts/cli.ts look at NODE_ENV before this module loads, to choose
 * which .env files to load; NEXT_PUBLIC_* variables are inlined into the browser bundle at build
 * time where they are used (src/graphql/client/config.ts, src/lib/rest-client.ts).
 */
/** An optional http(s) URL: empty or blank means not set. */
const optionalHttpUrl = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(
    z
      .string()
      .url()
      .refine((v) => /^https?:\/\//.test(v), { message: 'must be an http(s) URL' })
      .optional(),
  )

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .default('file:./data/staffroom.db')
    .refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be file:<path> (SQLite) or postgres://… (PostgreSQL)',
    }),
  PAYLOAD_SECRET: z.string().min(16).optional(),
  SERVER_URL: z.string().url().default('http://localhost:3000'),
  PORT: z.coerce.number().int().positive().default(3000),
  /** The address server.ts listens on: 0.0.0.0 (every interface), 127.0.0.1 behind a local proxy. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** On SIGTERM/SIGINT, how long requests in flight may take before the process exits anyway (server.ts). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  MEDIA_DIR: z.string().default('media'),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default('Staffroom <hello@staffroom.local>'),
  /**
   * How many reverse proxies in front append to X-Forwarded-For: `false` (0, the default: the
   * socket's address is the client), `true` (1), or a number (a CDN then nginx: 2).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => /^(true|false|\d)$/.test(v), { message: 'must be true, false or a number of proxies (0-9)' })
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  /**
   * Other values for named rate limits, `name=count,…` (e.g. `login=50,graphql=5000`): for test
   * servers whose one client logs in many times. Windows stay; unknown names stop the boot.
   */
  RATE_LIMITS: z
    .string()
    .default('')
    .refine((v) => v === '' || /^[a-z-]+=\d+(,[a-z-]+=\d+)*$/.test(v), { message: 'must be name=count,…' })
    .transform((v) => Object.fromEntries(v ? v.split(',').map((p) => [p.split('=')[0], Number(p.split('=')[1])]) : [])),
  JOBS_AUTORUN: z.enum(['true', 'false']).default('true'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  E2E_FAULTS: z.enum(['0', '1']).default('0'),
  /** The video platform's data API key (YouTube Data API v3); without it the import says so and does nothing. */
  VIDEO_API_KEY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  VIDEO_API_URL: z.string().url().default('https://www.googleapis.com/youtube/v3'),
  /** How long one request to the video platform may take, in milliseconds. */
  VIDEO_API_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Optional: where to POST `{event, email, at, source}` when a subscriber confirms or unsubscribes. */
  NEWSLETTER_WEBHOOK_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.string().url().optional()),
  /** Optional: signs each webhook body (X-Staffroom-Signature: sha256=<HMAC hex>). */
  NEWSLETTER_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /**
   * Ads (docs/operations.md): off unless ADS_SCRIPT_URL is set. The ad network's script, loaded in
   * the browser only after advertising consent; the optional placement mapping (`{"mappings": […]}`),
   * fetched by the server; the publisher id handed to the script.
   */
  ADS_SCRIPT_URL: optionalHttpUrl,
  /**
   * Origins the ad network's script loads further scripts from, space-separated: pages allow
   * scripts from the site itself, their own inline scripts (by hash), ADS_SCRIPT_URL's origin and these.
   */
  ADS_SCRIPT_SOURCES: z
    .string()
    .default('')
    .transform((v) => v.split(/\s+/).filter(Boolean))
    .pipe(
      z.array(
        z
          .string()
          .regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/i, 'each must be an https origin, e.g. https://ads.example.com'),
      ),
    ),
  ADS_MAPPING_URL: optionalHttpUrl,
  ADS_PUBLISHER_ID: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(
      z
        .string()
        .regex(/^[\w.:-]{1,100}$/, { message: 'letters, digits and . _ : - only' })
        .optional(),
    ),
  /** How long the server waits for the placement mapping, in milliseconds. */
  ADS_MAPPING_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000).default(2000),
  /** How long a good mapping is used before it is asked for again (pages with ads re-render then). */
  ADS_MAPPING_REFRESH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** The site's time zone (IANA name): which day's faves are "today" (/faves-of-the-day). */
  SITE_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine(
      (v) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: v })
          return true
        } catch {
          return false
        }
      },
      { message: 'must be an IANA time zone such as UTC or America/New_York' },
    ),
  /** An in-content ad after every N paragraphs of an article (none after the last). */
  ADS_PARAGRAPH_INTERVAL: z.coerce.number().int().min(1).max(50).default(4),
  /** An ad between list items after every N cards of an index page. */
  ADS_LIST_INTERVAL: z.coerce.number().int().min(1).max(100).default(6),
})

function parse() {
  const result = schema.safeParse(process.env)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const env = result.data
  if (!env.PAYLOAD_SECRET) {
    if (env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
      throw new Error('Invalid environment:\n  PAYLOAD_SECRET: required in production (npm start writes one to .env)')
    }
    env.PAYLOAD_SECRET = 'staffroom-development-secret-not-for-production'
  }
  return env as typeof env & { PAYLOAD_SECRET: string }
}

export const env = parse()
export const isPostgres = env.DATABASE_URL.startsWith('postgres')
