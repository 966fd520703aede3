import { createHash } from 'node:crypto'

import { env } from '@/env'
import { dayIn } from '@/lib/faves/day'
import { renderFace, renderThumbnail, thumbnailAlt } from '@/collections/faves/seed/art'
import { FAVES, QUESTIONS, type FaveSeed } from '@/collections/faves/seed/content'
import { WRITE, findBy, inBatches, uploadDrawing, type Seeder } from '@/seed/context'
import type { SeedStep } from '@/seed/step'

const DAY = 24 * 60 * 60 * 1000
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A made-up post id of the network's shape, the same for the same day and pick. */
function postUrl(network: 'instagram' | 'tiktok', creator: string, day: string, n: number) {
  const seed = Number(day.replaceAll('-', '')) * 10 + n
  if (network === 'tiktok') return `https://www.tiktok.com/${creator}/video/73${String(seed).padStart(17, '0')}`
  const bytes = createHash('sha256').update(`${day}/${n}`).digest()
  const code = Array.from(bytes.subarray(0, 11), (b) => BASE62[b % 62]).join('')
  return `https://www.instagram.com/p/${code}/`
}

async function pick(s: Seeder, network: 'instagram' | 'tiktok', fave: FaveSeed, day: string, n: number) {
  const image = await renderThumbnail(network, fave.scene, fave.word, n + Number(day.slice(-2)))
  const name = `faves-${day}-${network}-${n}.png`
  const thumbnail = await uploadDrawing(s, image, thumbnailAlt(network, fave.scene, fave.word), name)
  return {
    network,
    url: postUrl(network, fave.creator, day, n),
    thumbnail: thumbnail.id,
    creator: fave.creator,
    caption: fave.caption,
    permission: true,
    permissionNote: `Agreed by direct message, ${day}.`,
  }
}

/**
 * Fourteen days of faves ending today in the site's time zone (found first by day): each with
 * its face, two Instagram and two TikTok picks, and three questions or stories.
 */
async function seedFaves(s: Seeder) {
  const now = Date.now()
  const rows = FAVES.map((row, i) => ({
    row,
    day: dayIn(env.SITE_TIME_ZONE, new Date(now - (FAVES.length - 1 - i) * DAY)),
  }))
  const existing = await findBy(
    s,
    'faves',
    'slug',
    rows.map((r) => r.day),
  )
  await inBatches(
    rows.filter((r) => !existing.has(r.day)),
    async ({ row, day }) => {
      const photo = await uploadDrawing(
        s,
        await renderFace(row.face.persona),
        `Illustrated portrait of ${row.face.name}, smiling.`,
        `faves-${day}-face.png`,
      )
      const items = [
        ...(await Promise.all(row.instagram.map((fave, n) => pick(s, 'instagram', fave, day, n)))),
        ...(await Promise.all(row.tiktok.map((fave, n) => pick(s, 'tiktok', fave, day, n + 2)))),
      ]
      await s.payload.create({
        collection: 'faves',
        data: {
          slug: day,
          title: row.title,
          face: { name: row.face.name, photo: photo.id, story: row.face.story },
          items,
          questions: row.questions.map((q) => QUESTIONS[q]),
          publishedAt: new Date(`${day}T06:00:00.000Z`).toISOString(),
          createdBy: s.users.get('editor'),
          _status: 'published',
        },
        ...WRITE,
      })
      s.created.faves++
    },
    2,
  )
}

export const step: SeedStep = { after: [], run: seedFaves }
