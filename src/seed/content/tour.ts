import type { Persona } from '@/seed/art/people'
import type { StageArt } from '@/seed/art/tour'
import { C } from '@/seed/art/shapes'

/** The demo tour. Dates are days from the day of the seed; times are the venue's local time. */
export type ShowSeed = {
  city: string
  region: string
  postalCode: string
  timeZone: string
  venue: string
  address: string
  day: number
  seated?: boolean
  status?: 'few-tickets' | 'sold-out' | 'cancelled' | 'postponed'
  /** A postponed show's new date, in days from the seed. */
  newDay?: number
  lineup: number[]
}

const ET = 'America/New_York'
const CT = 'America/Chicago'
const MT = 'America/Denver'
const PT = 'America/Los_Angeles'

export const SHOWS: ShowSeed[] = [
  { city: 'Columbus', region: 'Ohio', postalCode: '43215', timeZone: ET, venue: 'Lincoln Hall', address: '120 E Broad St', day: -41, lineup: [0, 2, 3] },
  { city: 'Cleveland', region: 'Ohio', postalCode: '44113', timeZone: ET, venue: 'The Lakeside Room', address: '1400 W 25th St', day: -19, seated: true, lineup: [0, 4, 5] },
  { city: 'Pittsburgh', region: 'Pennsylvania', postalCode: '15222', timeZone: ET, venue: 'Three Rivers Playhouse', address: '600 Penn Ave', day: -4, lineup: [1, 2, 6] },
  { city: 'Austin', region: 'Texas', postalCode: '78701', timeZone: CT, venue: 'Congress Avenue Theatre', address: '713 Congress Ave', day: 9, status: 'few-tickets', lineup: [0, 2, 3, 4] },
  { city: 'Dallas', region: 'Texas', postalCode: '75201', timeZone: CT, venue: 'Elm Street Comedy Hall', address: '2000 Elm St', day: 16, status: 'sold-out', lineup: [0, 3, 5] },
  { city: 'Houston', region: 'Texas', postalCode: '77002', timeZone: CT, venue: 'Bayou Music Hall', address: '520 Texas Ave', day: 23, seated: true, lineup: [0, 4, 6] },
  { city: 'New Orleans', region: 'Louisiana', postalCode: '70112', timeZone: CT, venue: 'The Crescent Stage', address: '1111 Canal St', day: 30, lineup: [1, 2, 7] },
  { city: 'Atlanta', region: 'Georgia', postalCode: '30303', timeZone: ET, venue: 'Peachtree Arts Center', address: '55 Peachtree St NW', day: 38, status: 'cancelled', lineup: [1, 3, 5] },
  { city: 'Nashville', region: 'Tennessee', postalCode: '37203', timeZone: CT, venue: 'Music Row Theater', address: '30 Music Sq W', day: 45, seated: true, status: 'sold-out', lineup: [0, 2, 6] },
  { city: 'Charlotte', region: 'North Carolina', postalCode: '28202', timeZone: ET, venue: 'Queen City Hall', address: '345 N College St', day: 52, lineup: [1, 4, 7] },
  { city: 'Raleigh', region: 'North Carolina', postalCode: '27601', timeZone: ET, venue: 'Oak City Playhouse', address: '2 E South St', day: 59, status: 'postponed', lineup: [1, 3, 6] },
  { city: 'Richmond', region: 'Virginia', postalCode: '23219', timeZone: ET, venue: 'The Broad Street Stage', address: '600 E Broad St', day: 66, status: 'postponed', newDay: 212, lineup: [0, 5, 7] },
  { city: 'Baltimore', region: 'Maryland', postalCode: '21201', timeZone: ET, venue: 'Harbor Lights Theatre', address: '12 N Eutaw St', day: 73, seated: true, lineup: [0, 2, 4] },
  { city: 'Philadelphia', region: 'Pennsylvania', postalCode: '19107', timeZone: ET, venue: 'Liberty Comedy Hall', address: '1100 Chestnut St', day: 80, status: 'few-tickets', lineup: [1, 3, 6, 7] },
  { city: 'New York', region: 'New York', postalCode: '10036', timeZone: ET, venue: 'The Marquee on 44th', address: '240 W 44th St', day: 87, status: 'sold-out', lineup: [0, 2, 3, 4, 5] },
  { city: 'Buffalo', region: 'New York', postalCode: '14202', timeZone: ET, venue: 'Niagara Street Theatre', address: '300 Niagara St', day: 94, lineup: [1, 4, 6] },
  { city: 'Boston', region: 'Massachusetts', postalCode: '02116', timeZone: ET, venue: 'Back Bay Music Hall', address: '270 Tremont St', day: 101, seated: true, lineup: [0, 2, 7] },
  { city: 'Providence', region: 'Rhode Island', postalCode: '02903', timeZone: ET, venue: 'Weybosset Stage', address: '220 Weybosset St', day: 108, lineup: [1, 3, 5] },
  { city: 'Detroit', region: 'Michigan', postalCode: '48226', timeZone: 'America/Detroit', venue: 'Woodward Comedy Room', address: '2115 Woodward Ave', day: 122, lineup: [0, 4, 6] },
  { city: 'Chicago', region: 'Illinois', postalCode: '60601', timeZone: CT, venue: 'Lakefront Theatre', address: '175 N State St', day: 129, seated: true, lineup: [0, 2, 3, 7] },
  { city: 'Milwaukee', region: 'Wisconsin', postalCode: '53202', timeZone: CT, venue: 'Riverside Stage', address: '116 W Wisconsin Ave', day: 143, lineup: [1, 5, 6] },
  { city: 'Minneapolis', region: 'Minnesota', postalCode: '55401', timeZone: CT, venue: 'Hennepin Arts Hall', address: '910 Hennepin Ave', day: 157, lineup: [0, 3, 4] },
  { city: 'Kansas City', region: 'Missouri', postalCode: '64105', timeZone: CT, venue: 'Crossroads Comedy Hall', address: '1228 Main St', day: 171, seated: true, lineup: [1, 2, 7] },
  { city: 'Denver', region: 'Colorado', postalCode: '80202', timeZone: MT, venue: 'Mile High Playhouse', address: '1385 Curtis St', day: 185, lineup: [0, 5, 6] },
  { city: 'Salt Lake City', region: 'Utah', postalCode: '84101', timeZone: MT, venue: 'Wasatch Theatre', address: '50 W 200 S', day: 199, lineup: [1, 3, 4] },
  { city: 'Phoenix', region: 'Arizona', postalCode: '85004', timeZone: 'America/Phoenix', venue: 'Desert Sky Hall', address: '100 N 1st St', day: 220, seated: true, lineup: [0, 2, 6] },
  { city: 'San Diego', region: 'California', postalCode: '92101', timeZone: PT, venue: 'Harborview Theatre', address: '1100 Broadway', day: 234, lineup: [1, 4, 7] },
  { city: 'Los Angeles', region: 'California', postalCode: '90012', timeZone: PT, venue: 'The Grand Avenue Stage', address: '135 N Grand Ave', day: 248, lineup: [0, 2, 3, 5] },
  { city: 'Sacramento', region: 'California', postalCode: '95814', timeZone: PT, venue: 'Capitol Comedy Hall', address: '1010 K St', day: 262, seated: true, lineup: [1, 6, 7] },
  { city: 'Portland', region: 'Oregon', postalCode: '97204', timeZone: PT, venue: 'Rose City Playhouse', address: '1037 SW Broadway', day: 283, lineup: [0, 4, 5] },
  { city: 'Seattle', region: 'Washington', postalCode: '98101', timeZone: PT, venue: 'Pike Street Theatre', address: '911 Pine St', day: 297, lineup: [1, 2, 3] },
  { city: 'Honolulu', region: 'Hawaii', postalCode: '96813', timeZone: 'Pacific/Honolulu', venue: 'Aloha Arts Hall', address: '1130 Bethel St', day: 318, seated: true, lineup: [0, 6, 7] },
  { city: 'Orlando', region: 'Florida', postalCode: '32801', timeZone: ET, venue: 'Lakeside Live', address: '39 W Pine St', day: 332, lineup: [1, 4, 5] },
  { city: 'Tampa', region: 'Florida', postalCode: '33602', timeZone: ET, venue: 'Bayshore Theatre', address: '711 N Franklin St', day: 346, lineup: [0, 2, 7] },
  { city: 'Miami', region: 'Florida', postalCode: '33132', timeZone: ET, venue: 'Biscayne Comedy Hall', address: '1300 Biscayne Blvd', day: 360, seated: true, lineup: [1, 3, 6] },
]

export type PerformerSeed = {
  name: string
  role: 'host' | 'headliner'
  bio: string
  persona: Persona
  socials: { network: string; handle: string }[]
}

export const PERFORMERS: PerformerSeed[] = [
  {
    name: 'Dana Whitfield',
    role: 'host',
    bio: 'Fourth-grade teacher for fourteen years and the tour’s host. Dana can silence a room of 900 with the look she perfected on indoor-recess days.',
    persona: { background: C.sun, skin: '#f1c9a5', hair: '#6b3e26', hairStyle: 'bun', shirt: C.apple, glasses: true, extra: 'lanyard' },
    socials: [{ network: 'Instagram', handle: 'danawhitfieldlaughs' }],
  },
  {
    name: 'Marcus Bell',
    role: 'host',
    bio: 'High-school chemistry teacher who hosts when Dana is grading. Known for the bit about the fire alarm during a fire-safety assembly.',
    persona: { background: C.sky, skin: '#8d5524', hair: '#1b1b1b', hairStyle: 'short', shirt: C.chalk, beard: true, extra: 'whistle' },
    socials: [{ network: 'TikTok', handle: 'mrbellcomedy' }],
  },
  {
    name: 'Priya Raman',
    role: 'headliner',
    bio: 'Middle-school maths teacher whose set on parent–teacher conferences has been quoted at three district trainings, twice approvingly.',
    persona: { background: C.pink, skin: '#c68642', hair: '#111111', hairStyle: 'long', shirt: C.blue, extra: 'earrings' },
    socials: [{ network: 'Instagram', handle: 'priyaraman.jokes' }],
  },
  {
    name: 'Tom Okafor',
    role: 'headliner',
    bio: 'PE teacher and former college point guard. His closer, about the dodgeball permission slip, is the tour’s most requested five minutes.',
    persona: { background: C.teal, skin: '#5c3a21', hair: '#1b1b1b', hairStyle: 'bald', shirt: C.sun, extra: 'whistle' },
    socials: [{ network: 'YouTube', handle: 'tomokaforcomedy' }],
  },
  {
    name: 'Rosa Delgado',
    role: 'headliner',
    bio: 'Kindergarten teacher who performs in the voice she uses for glue sticks. Bilingual sets on alternate nights.',
    persona: { background: C.lilac, skin: '#e0ac69', hair: '#3b2219', hairStyle: 'curly', shirt: C.orange },
    socials: [{ network: 'Instagram', handle: 'rosadelgadolol' }],
  },
  {
    name: 'Hank Pruitt',
    role: 'headliner',
    bio: 'Thirty-one years of eighth-grade history. He has taught the same lesson on the Louisiana Purchase to the children of his former students.',
    persona: { background: C.orange, skin: '#f1c9a5', hair: '#d9d9d9', hairStyle: 'short', shirt: C.chalkLight, glasses: true, beard: true },
    socials: [{ network: 'Facebook', handle: 'hankpruittcomedy' }],
  },
  {
    name: 'Mei Chen',
    role: 'headliner',
    bio: 'School librarian and the quietest person on the bill until the microphone is on. Her overdue-books bit runs eleven minutes and nobody leaves.',
    persona: { background: C.chalkDust, skin: '#f3d9b1', hair: '#1b1b1b', hairStyle: 'bob', shirt: C.apple, glasses: true },
    socials: [{ network: 'Threads', handle: 'meichenshhh' }],
  },
  {
    name: 'Jordan Ellis',
    role: 'headliner',
    bio: 'Substitute teacher in six districts, which Jordan calls “a tour before the tour”. Every set opens with a real name from a seating chart.',
    persona: { background: C.leaf, skin: '#a16e4b', hair: '#2a1a10', hairStyle: 'short', shirt: C.lilac, extra: 'lanyard' },
    socials: [{ network: 'TikTok', handle: 'subjordan' }],
  },
]

export const PRESS = [
  { outlet: 'The Morning Ledger', color: C.ink, title: 'Teachers take the stage, and the hall takes attendance', days: -12, quote: 'The funniest night out I have had on a school night.' },
  { outlet: 'Teaching Times', color: C.chalk, title: 'Why 40 teachers spend their summers doing stand-up', days: -34, quote: 'A love letter to the profession, told in punchlines.' },
  { outlet: 'Metro Arts Weekly', color: C.apple, title: 'Review: Teachers Do Stand-Up sells out its second city', days: -58, quote: 'Sharp, warm and never at a student’s expense.' },
  { outlet: 'Classroom Radio', color: C.blue, title: 'Dana Whitfield on hosting 900 people like a class of 27', days: -77, quote: 'She runs the room like it is the last period on a Friday.' },
  { outlet: 'The Sunday Courier', color: C.orange, title: 'The comedy tour your principal does not want you to miss', days: -103, quote: 'Go for the jokes, stay for the recess bell.' },
  { outlet: 'EdWeek Today', color: C.teal, title: 'Stand-up as staff wellbeing: what districts are learning', days: -140, quote: 'Laughter as professional development.' },
]

export const TESTIMONIALS = [
  { quote: 'I laughed until my lanyard fell off. Every teacher in my building is going next year.', name: 'Alicia M.', role: 'Third-grade teacher, Austin', site: true },
  { quote: 'The bit about the laminator was my entire career in four minutes.', name: 'Greg T.', role: 'Middle-school science, Columbus' },
  { quote: 'We booked a row for our whole staff. Best team-building we have ever done.', name: 'Principal Sandra Kim', role: 'Lincoln Elementary', site: true },
  { quote: 'My husband is not a teacher and he still cried laughing. Then he apologised for every summer joke.', name: 'Rachel P.', role: 'Special-education teacher, Pittsburgh' },
  { quote: 'Finally a show where nobody asks me what I do with my summers.', name: 'Luis R.', role: 'High-school Spanish, Houston' },
  { quote: 'Dana hosts like she is running a fire drill: calm, loud and on time.', name: 'Kim O.', role: 'School counsellor, Cleveland' },
  { quote: 'I brought my student teacher. She is still going into teaching, which is the real miracle.', name: 'Beth W.', role: 'Kindergarten, Dallas', site: true },
  { quote: 'The seated show was perfect for our retired staff. Great sound, great seats.', name: 'Frank D.', role: 'Retired principal, Chicago' },
  { quote: 'Two hours of jokes about grading and I did not think about my grading once.', name: 'Naomi S.', role: 'English teacher, Philadelphia' },
  { quote: 'Tom’s dodgeball story should be taught in every teacher-training programme.', name: 'Andre J.', role: 'PE teacher, New Orleans' },
]

export const STAGES: StageArt[] = [
  { curtain: C.apple, floor: C.woodDark, crowd: 9, seed: 1, word: 'Teachers Do Stand-Up' },
  { curtain: C.chalk, floor: C.wood, crowd: 7, seed: 2, word: 'Now with seated shows' },
  { curtain: C.blue, floor: C.woodDark, crowd: 8, seed: 3, word: 'Bring your whole staff' },
  { curtain: C.lilac, floor: C.wood, crowd: 10, seed: 4, word: 'Thirty-two cities' },
  { curtain: C.apple, floor: C.wood, crowd: 6, seed: 5 },
  { curtain: C.teal, floor: C.woodDark, crowd: 9, seed: 6 },
  { curtain: C.orange, floor: C.wood, crowd: 7, seed: 7 },
  { curtain: C.chalkLight, floor: C.woodDark, crowd: 8, seed: 8 },
]

export const TOUR_TEXT = {
  name: 'Teachers Do Stand-Up',
  tagline: 'Real teachers. Real stories. One night off from grading.',
  announcement: 'New dates added: Honolulu, Orlando, Tampa and Miami. Group tickets for school staff at every show.',
  about: `Teachers Do Stand-Up is a comedy tour performed entirely by working and retired teachers. Every performer has stood in front of a class, and every story on stage happened in a school, names changed to protect the guilty.

The tour began as a staff-party dare in 2023 and now plays theatres across the country. Seated shows have reserved seats and a shorter first half; every other show is general admission.

A share of every ticket buys classroom supplies for the schools of the cities we visit.`,
  videoTitle: 'Three minutes from the tour',
  videoId: 'tdsuTour001',
  photoHandle: 'teachersdostandup',
  contactHeading: 'Contact us',
  contactIntro: 'Book the tour for your district, ask about group tickets, or send us a story for the stage.',
}
