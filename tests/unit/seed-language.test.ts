import { describe, expect, it } from 'vitest'

import { AUTHORS } from '@/collections/authors/seed/content'
import { CATEGORIES } from '@/collections/categories/seed/content'
import { FAVES, QUESTIONS } from '@/collections/faves/seed/content'
import { GIVEAWAYS } from '@/collections/giveaways/seed/content'
import { MEMES } from '@/collections/memes/seed/content'
import { ORIGINALS } from '@/collections/originals/seed/content'
import { SHOWS as PODCASTS } from '@/collections/podcasts/seed/content'
import { POSTS_1 } from '@/collections/posts/seed/content-1'
import { POSTS_2 } from '@/collections/posts/seed/content-2'
import { POSTS_3 } from '@/collections/posts/seed/content-3'
import { POSTS_4 } from '@/collections/posts/seed/content-4'
import { POSTS_5 } from '@/collections/posts/seed/content-5'
import { POSTS_6 } from '@/collections/posts/seed/content-6'
import { POSTS_7 } from '@/collections/posts/seed/content-7'
import { PRINTABLES } from '@/collections/printables/seed/content'
import { PERFORMERS, PRESS, SHOWS as TOUR, STAGES, TESTIMONIALS, TOUR_TEXT } from '@/collections/tour-shows/seed/content'
import { VIDEO_CATEGORIES, VIDEOS } from '@/collections/videos/seed/content'
import { IMAGES } from '@/seed/art/catalogue'
import { cast } from '@/seed/content/cast'
import { FORMS } from '@/seed/content/forms'
import { HOME } from '@/seed/content/home'
import { COMPANY_PAGES } from '@/seed/content/pages-company'
import { GIVEAWAY_PAGES } from '@/seed/content/pages-giveaways'
import { GUIDE_PAGES } from '@/seed/content/pages-guides'
import { LEGAL_PAGES } from '@/seed/content/pages-legal'
import { PRIVACY_PAGES } from '@/seed/content/pages-privacy'
import { POPUPS } from '@/seed/content/popups'
import { FOOTER, NAVIGATION, SITE_SETTINGS } from '@/seed/content/site'

/**
 * The demo content speaks US school English and every person in it is one person with one job
 * (issue 24). This walks the seed objects themselves, so text built in code is read too.
 */
const SEEDS = {
  AUTHORS, CATEGORIES, FAVES, QUESTIONS, GIVEAWAYS, MEMES, ORIGINALS, PODCASTS,
  POSTS: [POSTS_1, POSTS_2, POSTS_3, POSTS_4, POSTS_5, POSTS_6, POSTS_7],
  PRINTABLES, PERFORMERS, PRESS, TOUR, STAGES, TESTIMONIALS, TOUR_TEXT, VIDEO_CATEGORIES, VIDEOS,
  IMAGES, FORMS, HOME, COMPANY_PAGES, GIVEAWAY_PAGES, GUIDE_PAGES, LEGAL_PAGES, PRIVACY_PAGES,
  POPUPS, FOOTER, NAVIGATION, SITE_SETTINGS,
}

/** Keys whose values are identifiers, not prose. */
const CODE_KEYS = new Set(['slug', 'filename', 'url', 'href', 'blockType', 'type', 'relationTo', 'form', 'image', 'avatar', 'photo'])

/** Every seeded string with where it lives; links and slug-shaped values are addresses, not words. */
function strings(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') {
    if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) || /^(https?:|mailto:|\/|#)/.test(value)) return []
    return [{ at, text: value.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+|\S+@\S+/g, '') }]
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (CODE_KEYS.has(k) ? [] : strings(v, `${at}.${k}`)))
  return []
}

const BRITISH = [
  // School life
  /\bhalf[- ]terms?\b/i, /\b(first|second|third|last|this|next|every|each|whole|new|one|summer|spring|autumn|fall|winter|of) terms?\b/i, /\b(before|all|a|the) term\b/i, /\bterm (has|starts|ends|begins)\b/i, /\bjunk folder\b/i, /\btick(ed)? (each|them|it|as|off)\b/i, /\bextension (cable|lead)s?\b/i, /\bround the room\b/i, /\bbean-to-cup\b/i, /\ba (fair, )?(random )?draw\b/i, /\b(end-of|first|full)-term\b/i, /\bterm-(long|time)\b/i,
  /\bYear (\d{1,2}|One|Seven|Eight|Nine|Ten|Eleven)s?\b/, /\bReception\b(?! desk)/, /\bOfsted\b/i, /\bmaths\b/i,
  /\bmark(ing|ed)\b/i, /\bmark book\b/i, /\b(the|a|morning|afternoon) register\b/i, /\bSATs\b/, /\bnativity\b/i,
  /\bGP\b/, /\bqueu(e|es|ed|ing)\b/i, /\bcar park\b/i, /\bwet play\b/i, /\bnon-uniform\b/i, /\bcover (work|teacher|lesson|lessons)\b/i,
  /\bsupply (teacher|teachers|teaching)\b/i, /\bpyjamas?\b/i, /\bbiscuits?\b/i, /\bjumpers?\b/i, /\brubbers?\b/i,
  /\bhead ?teachers?\b/i, /\bdeputy head(ship)?s?\b/i, /\bhead of year\b/i, /\bpupils?\b/i, /\bsecondary\b/i,
  /\bprimary (school|schools|teacher|teachers|classroom)\b/i, /\btimetabl(e|es|ed)\b/i, /\bon holiday\b/i,
  /\b(school|summer|Easter|Christmas) holidays\b/i, /\bmums?\b/i, /\bparents[’']? evenings?\b/i, /\bPE kit\b/i,
  /\bsixth[- ]form\b/i, /\bGCSEs?\b/, /\bA[- ]levels?\b/, /\bform tutor\b/i, /\btutor group\b/i, /\bINSET\b/i,
  /\bplaytime\b/i, /\bbreak ?time\b/i, /\bcaretaker\b/i, /\bvisualiser\b/i, /\bwellies\b/i, /\bdinner lad(y|ies)\b/i,
  /\bstock cupboard\b/i, /\bcupboards?\b/i, /\bsports day\b/i, /\bschool trip\b/i, /\bfive-a-side\b/i, /\brounders\b/i,
  /\bsun cream\b/i, /\bfancy dress\b/i, /\bexercise books?\b/i, /\brevision\b/i, /\brota\b/i, /\bcanteen\b/i,
  /\bpacked lunch(es)?\b/i, /\bcrisps\b/i, /\bsweets\b/i, /\bfortnight\b/i, /\bautumn\b/i, /\bbank holiday\b/i,
  /\bmobile phones?\b/i, /\bmobiles\b/i, /\bwhilst\b/i, /\bamongst\b/i, /\blearnt\b/i, /\btrolley\b/i, /\blie-in\b/i,
  /\bstaffroom\b/, /\bstaff ?rooms?\b/i, /\bfootball (boot|boots|shirt|shirts|match|pitch)\b/i, /\blost property\b/i, /\bcorridors?\b/i, /\bplasters?\b/i, /\bpoorly\b/i, /\bmarvellous\b/i, /\bleavers\b/i, /\bsofa\b/i, /\btea towels?\b/i, /\brecce\b/i, /\bhampers?\b/i, /\byoghurt\b/i, /\bpigeonholes?\b/i, /\btoilets?\b/i, /\bcustard creams?\b/i, /\bcentimetres?\b/i, /\bfish fingers\b/i, /\bSir,/, /\binfants\b/i, /\bkey stage\b/i, /\byear groups?\b/i, /\bprimary and\b/i, /\bhols\b/i, /\bloo\b/i, /\bcounsellors?\b/i, /\bwhiteboard pens?\b/i,
  // Spelling
  /\bcolou?r(s|ed|ful|ing)?\b(?<=colour\w*)/i, /\bfavourite(s)?\b/i, /\b\w+our(s|ed|ing|ite|ites|ful|able)?\b(?<=(behavi|hum|hon|neighb|lab|flav|fav|harb|rum|vap|endeav|arm|sav|col)our\w*)/i,
  /\b\w*(organis|realis|apologis|recognis|personalis|prioritis|summaris|categoris|customis|memoris|emphasis|minimis|maximis|criticis|visualis|laminis|sympathis|special?is)(e|es|ed|ing|ation|ations)\b/i,
  /\b(centre|centres|metre|metres|litre|litres|fibre|programme|programmes|catalogue|catalogues|grey|cosy|mould|tyres?|aeroplane|licence|defence|offence|practis(e|ed|ing)|travell(ed|ing|er)|labell(ed|ing)|modell(ed|ing)|jewellery|enrol|judgement|analys(e|ed|ing)|pretence|cheque)\b/i,
  // Style
  /£/, /\b\d{1,2}\.\d{2} ?[ap]\.?m\b/i, /\b(at|by|since|until|and|for an) \d{1,2}\.\d{2}\b/i, /\b(Mr|Mrs|Ms|Dr) [A-Z]/, /\bTiktok\b|\bTik Tok\b|\btiktok\b(?!\.com)|\bYoutube\b|\byoutube\b(?!\.com)/,
]

/** Brand names that may keep a British word. */
const ALLOWED = [/\bThe Staffroom Kettle\b/g, /\bStaffroom\b/g]

const corpus = strings(SEEDS).map(({ at, text }) => ({ at, text: ALLOWED.reduce((t, a) => t.replace(a, 'Brand'), text) }))

describe('seed language', () => {
  it('has no British school terms or spellings in any seeded string', () => {
    const violations = corpus.flatMap(({ at, text }) =>
      BRITISH.flatMap((re) => {
        const m = text.match(re)
        return m ? [`${at}: “${m[0]}” in “${text.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + 40)}”`] : []
      }),
    )
    expect(violations, `${violations.length} British usages`).toEqual([])
  })
})

describe('seed cast', () => {
  const members = Object.values(cast)
  const names = members.map((m) => m.name)
  const firsts = new Set(names.map((n) => n.split(' ')[0]))
  const lasts = new Set(names.map((n) => n.split(' ').slice(-1)[0]))

  it('gives every person a name of their own', () => {
    expect(new Set(names).size).toBe(names.length)
    // A shared first or last name reads as the same person in a different job.
    expect(firsts.size, 'first names').toBe(names.length)
    expect(lasts.size, 'last names').toBe(names.length)
  })

  it('names nobody outside the cast who shares a cast member’s first or last name', () => {
    const strangers = corpus.flatMap(({ at, text }) =>
      [...text.matchAll(/\b([A-Z][a-z]+) ([A-Z][a-z]+)\b/g)]
        .filter(([full, first, last]) => (firsts.has(first) || lasts.has(last)) && !names.includes(full))
        .map(([full]) => `${at}: ${full}`),
    )
    // “Ms. Reed” is a cast member too: a title before a cast last name must be theirs.
    const titled = corpus.flatMap(({ at, text }) =>
      [...text.matchAll(/\b(?:Mr|Mrs|Ms|Coach|Principal)\.? ([A-Z][a-z]+)\b(?! [A-Z])/g)]
        .filter(([, last]) => firsts.has(last) || (lasts.has(last) && !names.some((n) => n.endsWith(` ${last}`))))
        .map(([full]) => `${at}: ${full}`),
    )
    strangers.push(...titled)
    expect(strangers).toEqual([])
  })

  it('gives each cast member the same role wherever a role is printed beside the name', () => {
    const byName = new Map(members.map((m) => [m.name, m]))
    const roles: string[] = []
    const visit = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(visit)
      if (!value || typeof value !== 'object') return
      const { name, role } = value as { name?: unknown; role?: unknown }
      const member = typeof name === 'string' ? byName.get(name.replace(/^(Mr|Mrs|Ms|Coach|Principal)\.? /, '')) : undefined
      const { bio } = value as { bio?: unknown }
      // Tour performers are billed as host or headliner; their bio says what they teach.
      const printed = role === 'host' || role === 'headliner' ? bio : role
      if (member && typeof printed === 'string' && !printed.toLowerCase().includes(member.role.toLowerCase()))
        roles.push(`${member.name}: “${printed.slice(0, 60)}”, cast says “${member.role}”`)
      Object.values(value).forEach(visit)
    }
    visit(SEEDS)
    expect(roles).toEqual([])
  })
})
