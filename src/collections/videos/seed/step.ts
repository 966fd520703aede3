import { posterAlt, renderPoster } from '@/collections/videos/seed/art'
import { VIDEO_CATEGORIES, VIDEOS } from '@/collections/videos/seed/content'
import { WRITE, findBy, inBatches, slugOf, uploadDrawing, type Seeder } from '@/seed/context'
import type { SeedStep } from '@/seed/step'

const DAY = 24 * 60 * 60 * 1000

/** Video categories, parents before their subcategories, found first by slug. */
async function seedVideoCategories(s: Seeder) {
  const existing = await findBy(
    s,
    'video-categories',
    'slug',
    VIDEO_CATEGORIES.map((c) => c.slug),
  )
  for (const { parent, ...category } of VIDEO_CATEGORIES) {
    let id = existing.get(category.slug)
    if (id === undefined) {
      const doc = await s.payload.create({
        collection: 'video-categories',
        data: { ...category, parent: parent ? s.docs['video-categories'].get(parent) : undefined },
        ...WRITE,
      })
      id = doc.id
      s.created['video-categories']++
    }
    s.docs['video-categories'].set(category.slug, id)
  }
}

/**
 * Twenty videos from platform ids (never fetched: the page loads the player only when a visitor
 * presses play), each with a poster drawn locally, a few days apart, oldest first. A poster is
 * drawn only for a video this run creates.
 */
async function seedVideos(s: Seeder) {
  await seedVideoCategories(s)
  const rows = VIDEOS.map(([title, category, prop, platformId, duration, trending, series, description], index) => ({
    title,
    slug: slugOf(title),
    category,
    platformId,
    duration,
    trending,
    series,
    description,
    art: { title, prop, shade: index },
    daysAgo: (VIDEOS.length - index) * 3 + (index % 2),
  }))
  const existing = await findBy(
    s,
    'videos',
    'slug',
    rows.map((r) => r.slug),
  )
  const now = Date.now()
  const missing = rows.filter((r) => !existing.has(r.slug))
  await inBatches(missing, async (row) => {
    const poster = await uploadDrawing(s, await renderPoster(row.art), posterAlt(row.art), `video-${row.slug}.png`)
    await s.payload.create({
      collection: 'videos',
      data: {
        title: row.title,
        slug: row.slug,
        description: row.description,
        source: { kind: 'platform', platformId: row.platformId },
        poster: poster.id,
        duration: row.duration,
        category: s.lookup.doc('video-categories', row.category),
        series: row.series ? s.lookup.doc('originals', row.series) : undefined,
        trending: row.trending,
        publishedAt: new Date(now - row.daysAgo * DAY).toISOString(),
        createdBy: s.users.get('editor'),
        _status: 'published',
      },
      ...WRITE,
    })
    s.created.videos++
  })
}

export const step: SeedStep = { after: ['originals'], run: seedVideos }
