import { z } from 'zod'

/**
 * The only reader of process.env. Parsed once at boot: a bad value stops the process with a
 * message that names the variable, instead of failing later in a request.
 */
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
  MEDIA_DIR: z.string().default('media'),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default('Staffroom <hello@staffroom.local>'),
  /** Set when a reverse proxy in front sets X-Forwarded-For (rate limits then key on it). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  JOBS_AUTORUN: z.enum(['true', 'false']).default('true'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  E2E_FAULTS: z.enum(['0', '1']).default('0'),
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
