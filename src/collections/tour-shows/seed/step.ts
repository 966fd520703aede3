import { renderPerformer, renderStage, renderWordmark, stageAlt } from '@/collections/tour-shows/seed/art'
import {
  PERFORMERS,
  PRESS,
  SHOWS,
  STAGES,
  TESTIMONIALS,
  TOUR_TEXT,
  type ShowSeed,
} from '@/collections/tour-shows/seed/content'
import { WRITE, findBy, inBatches, uploadDrawing, type Seeder } from '@/seed/context'
import type { SeedStep } from '@/seed/step'

const DAY = 24 * 60 * 60 * 1000

/** The UTC instant at which the clock in `timeZone` reads `hour`:`minute` on the given UTC day. */
export function zonedInstant(day: Date, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute)
  const offsetAt = (t: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(t))
    const n = (type: string) => Number(parts.find((p) => p.type === type)?.value)
    return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute')) - t
  }
  const first = wall - offsetAt(wall)
  return new Date(wall - offsetAt(first))
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const titleOf = (show: ShowSeed) => `${TOUR_TEXT.name}: ${show.city}`
const keyOf = (show: ShowSeed) => `${show.city}|${show.venue}`

/** Sales open in waves: far-off shows are announced (presale to come), the next wave is in presale. */
function sales(day: number, now: number) {
  if (day > 240) return { presaleAt: now + 20 * DAY, onSaleAt: now + 30 * DAY }
  if (day > 170) return { presaleAt: now - 2 * DAY, onSaleAt: now + 12 * DAY }
  return { presaleAt: now - 120 * DAY, onSaleAt: now - 110 * DAY }
}

async function seedPerformers(s: Seeder): Promise<number[]> {
  const slugs = PERFORMERS.map((p) => slugOf(p.name))
  const existing = await findBy(s, 'performers', 'slug', slugs)
  const ids: number[] = []
  for (const [i, performer] of PERFORMERS.entries()) {
    let id = existing.get(slugs[i])
    if (id === undefined) {
      const photo = await uploadDrawing(
        s,
        await renderPerformer(performer.persona),
        `Illustrated portrait of ${performer.name}.`,
        `performer-${slugs[i]}.png`,
      )
      const doc = await s.payload.create({
        collection: 'performers',
        data: {
          name: performer.name,
          slug: slugs[i],
          role: performer.role,
          photo: photo.id,
          bio: performer.bio,
          socials: performer.socials.map(({ network, handle }) => ({
            network,
            url: `https://www.${network.toLowerCase()}.com/@${handle}`,
          })),
          order: i,
          createdBy: s.users.get('editor'),
          _status: 'published',
        },
        ...WRITE,
      })
      s.created.performers++
      id = doc.id
    }
    s.docs.performers.set(slugs[i], id)
    ids.push(id)
  }
  return ids
}

async function seedShows(s: Seeder, performers: number[]) {
  const { docs } = await s.payload.find({
    collection: 'tour-shows',
    select: { city: true, venue: true },
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const existing = new Set(docs.map((d) => `${d.city}|${d.venue}`))
  const now = Date.now()
  const today = new Date(now)
  for (const [i, show] of SHOWS.entries()) {
    if (existing.has(keyOf(show))) continue
    const at = (days: number) =>
      zonedInstant(new Date(today.getTime() + days * DAY), 19, 30, show.timeZone).toISOString()
    const { presaleAt, onSaleAt } = sales(show.day, now)
    const doc = await s.payload.create({
      collection: 'tour-shows',
      data: {
        title: titleOf(show),
        kind: show.seated ? 'seated' : 'standard',
        startsAt: at(show.day),
        timeZone: show.timeZone,
        durationMinutes: show.seated ? 150 : 120,
        venue: show.venue,
        address: show.address,
        city: show.city,
        region: show.region,
        postalCode: show.postalCode,
        country: 'US',
        ticketUrl: `https://tickets.example.com/teachers-do-stand-up/${slugOf(show.city)}`,
        presaleAt: new Date(presaleAt).toISOString(),
        onSaleAt: new Date(onSaleAt).toISOString(),
        priceMin: show.seated ? 45 : 29,
        priceMax: show.seated ? 89 : 59,
        currency: 'USD',
        lineup: show.lineup.map((n) => performers[n]),
        showStatus: show.status,
        newDate: show.newDay === undefined ? undefined : at(show.newDay),
        note: show.seated ? 'Reserved seating. Doors 6:45 PM.' : `Doors 6:30 PM. Ages 16+. Show ${i + 1} of the tour.`,
        createdBy: s.users.get('editor'),
        _status: 'published',
      },
      ...WRITE,
    })
    s.docs['tour-shows'].set(keyOf(show), doc.id)
    s.created['tour-shows']++
  }
}

async function seedPress(s: Seeder) {
  const existing = await findBy(
    s,
    'press-articles',
    'title',
    PRESS.map((p) => p.title),
  )
  const now = Date.now()
  await inBatches(
    PRESS.filter((p) => !existing.has(p.title)),
    async (press) => {
      const logo = await uploadDrawing(
        s,
        await renderWordmark(press.outlet, press.color),
        `${press.outlet} logo`,
        `press-${slugOf(press.outlet)}.png`,
      )
      await s.payload.create({
        collection: 'press-articles',
        data: {
          outlet: press.outlet,
          logo: logo.id,
          title: press.title,
          url: `https://press.example.org/${slugOf(press.outlet)}/${slugOf(press.title)}`,
          date: new Date(now + press.days * DAY).toISOString(),
          quote: press.quote,
          _status: 'published',
        },
        ...WRITE,
      })
      s.created['press-articles']++
    },
  )
}

async function seedTestimonials(s: Seeder) {
  const existing = await findBy(
    s,
    'testimonials',
    'name',
    TESTIMONIALS.map((t) => t.name),
  )
  for (const [i, t] of TESTIMONIALS.entries()) {
    if (existing.has(t.name)) continue
    await s.payload.create({
      collection: 'testimonials',
      data: {
        quote: t.quote,
        name: t.name,
        role: t.role,
        showOn: t.site ? ['tour', 'site'] : ['tour'],
        order: i,
        _status: 'published',
      },
      ...WRITE,
    })
    s.created.testimonials++
  }
}

/** The tour page's own content, written only while nobody has set its hero. */
async function seedTourGlobal(s: Seeder) {
  const tour = await s.payload.findGlobal({ slug: 'tour', depth: 0, overrideAccess: true })
  if (tour.hero?.image) return
  const pictures: number[] = []
  await inBatches(STAGES, async (art) => {
    const index = STAGES.indexOf(art)
    const doc = await uploadDrawing(s, await renderStage(art), stageAlt(art), `tour-stage-${index + 1}.png`)
    pictures[index] = doc.id
  })
  await s.payload.updateGlobal({
    slug: 'tour',
    data: {
      name: TOUR_TEXT.name,
      tagline: TOUR_TEXT.tagline,
      hero: { kind: 'image', image: pictures[0] },
      slides: [
        {
          heading: 'Seated shows',
          text: 'Reserved seats in eleven cities.',
          image: pictures[1],
          linkLabel: 'See seated shows',
          linkUrl: '/comedy-tour?kind=seated#shows',
        },
        {
          heading: 'Bring your whole staff',
          text: 'Group tickets from ten people.',
          image: pictures[2],
          linkLabel: 'Ask about groups',
          linkUrl: '#contact',
        },
        {
          heading: 'Thirty-two cities',
          text: 'From Austin to Honolulu, all year.',
          image: pictures[3],
          linkLabel: 'Find a show near you',
          linkUrl: '#shows',
        },
      ],
      announcement: { text: TOUR_TEXT.announcement, endsAt: new Date(Date.now() + 60 * DAY).toISOString() },
      about: TOUR_TEXT.about,
      video: { title: TOUR_TEXT.videoTitle, platformId: TOUR_TEXT.videoId, poster: pictures[4] },
      photos: {
        network: 'Instagram',
        handle: TOUR_TEXT.photoHandle,
        url: `https://www.instagram.com/${TOUR_TEXT.photoHandle}`,
        images: pictures.slice(4, 8),
      },
      contact: { heading: TOUR_TEXT.contactHeading, intro: TOUR_TEXT.contactIntro, form: s.lookup.form('tour') },
    },
    depth: 0,
    ...WRITE,
  })
}

/**
 * The comedy tour: 8 performers, 35 shows over the year around the seed (3 past; normal and
 * seated; a few sold out or nearly; one cancelled, one postponed, one moved to a new date; sales
 * in waves), 6 press articles, 10 testimonials and the tour page's own content.
 */
async function seedTour(s: Seeder) {
  const performers = await seedPerformers(s)
  await seedShows(s, performers)
  await seedPress(s)
  await seedTestimonials(s)
  await seedTourGlobal(s)
}

export const step: SeedStep = { after: [], run: seedTour }
