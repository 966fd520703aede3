import { WRITE, type Seeder } from '@/seed/context'

/**
 * Typical daily reads of the articles readers would plausibly pass around, so the trending
 * section has a clear order. Articles not listed get a trickle of reads on some days.
 */
const DAILY_READS: Record<string, number> = {
  'things-teachers-do-on-holiday-that-give-them-away': 640,
  '17-things-only-teachers-do-on-the-last-day-before-half-term': 590,
  'what-parents-say-at-parents-evening-vs-what-they-mean': 470,
  'every-excuse-for-missing-homework-graded-out-of-ten': 410,
  'the-unofficial-staffroom-fridge-rules': 360,
  'first-day-back-bingo': 300,
  'confessions-of-a-supply-teacher-accidentally-adopted-by-year-9': 260,
  'the-marking-diaries-the-final-pile': 220,
  'sunday-scaries-a-gentle-plan-for-the-night-before': 180,
  'a-very-serious-review-of-every-staffroom-biscuit': 150,
  'ten-five-minute-lesson-hacks-for-a-wet-wednesday': 120,
}

const DAYS = 7
const BATCH = 8
const DAY_MS = 24 * 60 * 60 * 1000

/** A repeatable wobble in [0.6, 1.4) from a string, so reads differ from day to day. */
function wobble(key: string): number {
  let h = 2166136261
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return 0.6 + ((h >>> 0) % 800) / 1000
}

/** Daily read counts (post-views rows) for the last seven days, today included, found by (post, day). */
export async function seedViews(s: Seeder) {
  const today = Date.now()
  const posts = await s.payload.find({
    collection: 'posts',
    where: { slug: { in: [...s.docs.posts.keys()] } },
    select: { slug: true, publishedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const publishedAt = new Map(posts.docs.map((p) => [p.slug, p.publishedAt ? Date.parse(p.publishedAt) : 0]))
  const days = Array.from({ length: DAYS }, (_, i) => new Date(today - i * DAY_MS).toISOString().slice(0, 10))
  const { docs } = await s.payload.find({
    collection: 'post-views',
    where: { day: { in: days } },
    select: { post: true, day: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const seen = new Set(docs.map((d) => `${typeof d.post === 'object' ? d.post?.id : d.post}:${d.day}`))
  const rows: { post: number; day: string; count: number }[] = []
  for (const [slug, post] of s.docs.posts) {
    const base = DAILY_READS[slug] ?? 12
    const published = publishedAt.get(slug) ?? 0
    for (const [age, day] of days.entries()) {
      if (new Date(`${day}T23:59:59Z`).getTime() < published) continue // not out yet that day
      if (!DAILY_READS[slug] && wobble(`${slug}${day}`) < 0.9) continue // quiet articles: some days only
      if (seen.has(`${post}:${day}`)) continue
      // Reads fade as an article ages out of the week; today is only partly counted.
      const count = Math.max(1, Math.round(base * wobble(`${slug}:${day}`) * (age === 0 ? 0.45 : 1 - age * 0.06)))
      rows.push({ post, day, count })
    }
  }
  // Small independent rows: a few at a time, so Postgres round trips overlap.
  for (let i = 0; i < rows.length; i += BATCH) {
    await Promise.all(
      rows.slice(i, i + BATCH).map((data) => s.payload.create({ collection: 'post-views', data, ...WRITE })),
    )
    s.created['post-views'] += Math.min(BATCH, rows.length - i)
  }
}
