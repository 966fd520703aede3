import { coverAlt, renderCover, renderJingle } from '@/collections/podcasts/seed/art'
import { SHOWS, transcriptOf } from '@/collections/podcasts/seed/content'
import { WRITE, findBy, inBatches, slugOf, uploadDrawing, type Seeder } from '@/seed/context'
import type { SeedStep } from '@/seed/step'

const DAY = 24 * 60 * 60 * 1000

/**
 * Two shows of thirteen episodes each, a week apart, oldest first, each with its cover and a
 * jingle of 8 to 20 seconds as its MP3. Art and audio are made only for what this run creates.
 */
async function seedPodcasts(s: Seeder) {
  const existing = await findBy(
    s,
    'podcasts',
    'slug',
    SHOWS.map((show) => show.slug),
  )
  const now = Date.now()
  for (const [showIndex, show] of SHOWS.entries()) {
    let id = existing.get(show.slug)
    if (id === undefined) {
      const cover = await uploadDrawing(s, await renderCover(show.art), coverAlt(show.art), `podcast-${show.slug}.png`)
      const doc = await s.payload.create({
        collection: 'podcasts',
        data: {
          title: show.title,
          slug: show.slug,
          description: show.description,
          cover: cover.id,
          hosts: show.hosts.map((name) => ({ name })),
          links: show.links,
          category: show.category,
          explicit: show.explicit,
          featured: show.featured,
          showType: show.showType,
          owner: { name: 'Staffroom', email: 'podcasts@staffroom.local' },
          publishedAt: new Date(now - (show.episodes.length * 7 + 3) * DAY).toISOString(),
          createdBy: s.users.get('editor'),
          _status: 'published',
        },
        ...WRITE,
      })
      id = doc.id
      s.created.podcasts++
    }
    s.docs.podcasts.set(show.slug, id)
    await seedEpisodes(s, show, id, showIndex, now)
  }
}

async function seedEpisodes(s: Seeder, show: (typeof SHOWS)[number], showId: number, showIndex: number, now: number) {
  const { docs } = await s.payload.find({
    collection: 'episodes',
    where: { show: { equals: showId } },
    select: { slug: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const have = new Set(docs.map((d) => d.slug))
  let number = 0
  const rows = show.episodes.map(([title, description, type], index) => ({
    title,
    slug: slugOf(title),
    description,
    type: type ?? ('full' as const),
    // Trailers have no number; the others count from 1.
    number: type === 'trailer' ? undefined : ++number,
    seconds: 8 + ((index * 7 + showIndex * 3) % 13),
    daysAgo: (show.episodes.length - index) * 7 + showIndex,
    seed: showIndex * 100 + index + 1,
  }))
  await inBatches(
    rows.filter((row) => !have.has(row.slug)),
    async (row) => {
      const mp3 = renderJingle(row.seconds, row.seed)
      const audio = await s.payload.create({
        collection: 'episode-audio',
        data: { title: `${show.title}: ${row.title}` },
        file: { data: mp3, mimetype: 'audio/mpeg', name: `${show.slug}-${row.slug}.mp3`, size: mp3.length },
        ...WRITE,
      })
      s.created['episode-audio']++
      await s.payload.create({
        collection: 'episodes',
        data: {
          show: showId,
          title: row.title,
          slug: row.slug,
          description: row.description,
          audio: audio.id,
          // Left out: read from the MP3, as it is for an editor who leaves it empty.
          duration: undefined as unknown as number,
          transcript: transcriptOf(show, row.title, row.description),
          season: 1,
          episodeNumber: row.number,
          episodeType: row.type,
          publishedAt: new Date(now - row.daysAgo * DAY).toISOString(),
          createdBy: s.users.get('editor'),
          _status: 'published',
        },
        ...WRITE,
      })
      s.created.episodes++
    },
  )
}

export const step: SeedStep = { after: [], run: seedPodcasts }
