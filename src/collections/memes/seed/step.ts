import { memeAlt, renderMeme, type MemeArt } from '@/collections/memes/seed/art'
import { MEMES } from '@/collections/memes/seed/content'
import { WRITE, findBy, inBatches, slugOf, uploadDrawing, type Seeder } from '@/seed/context'
import type { SeedStep } from '@/seed/step'

const DAY = 24 * 60 * 60 * 1000

/**
 * Memes, one picture each, oldest first, two or three days apart. A picture is drawn only for a
 * meme this run creates (found first by slug), four at a time.
 */
async function seedMemes(s: Seeder) {
  const rows = MEMES.map(([title, category, look, motif, top, bottom], index) => ({
    title,
    slug: slugOf(title),
    category,
    art: { look, motif, top, bottom, shade: index * 3 } satisfies MemeArt,
    daysAgo: (MEMES.length - index) * 2 + (index % 3),
  }))
  const existing = await findBy(
    s,
    'memes',
    'slug',
    rows.map((r) => r.slug),
  )
  const now = Date.now()
  const missing = rows.filter((r) => !existing.has(r.slug))
  await inBatches(missing, async (row) => {
    const image = await uploadDrawing(s, await renderMeme(row.art), memeAlt(row.art), `meme-${row.slug}.png`)
    await s.payload.create({
      collection: 'memes',
      data: {
        title: row.title,
        slug: row.slug,
        image: image.id,
        transcript: `${row.art.top}\n${row.art.bottom}`,
        categories: [s.lookup.doc('categories', row.category)],
        tags: [row.category.split('-')[0], row.art.motif],
        publishedAt: new Date(now - row.daysAgo * DAY).toISOString(),
        createdBy: s.users.get('editor'),
        _status: 'published',
      },
      ...WRITE,
    })
    s.created.memes++
  })
}

export const step: SeedStep = { after: ['categories'], run: seedMemes }
