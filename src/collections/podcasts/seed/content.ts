import type { AppleCategory } from '@/collections/podcasts/apple-categories'
import type { CoverArt } from '@/collections/podcasts/seed/art'
import { cast } from '@/seed/content/cast'

export type ShowSeed = {
  slug: string
  title: string
  description: string
  hosts: string[]
  category: AppleCategory
  featured: boolean
  explicit: boolean
  showType: 'episodic' | 'serial'
  art: CoverArt
  links: { app: 'apple' | 'spotify' | 'pocket-casts'; url: string }[]
  /** [title, description, type (full unless said)], oldest first; all in season 1. */
  episodes: [string, string, ('trailer' | 'bonus')?][]
}

// The demo's audio is a short jingle per episode: real MP3 files, seconds long, so the player,
// the byte ranges and the feed have something true to serve.
export const SHOWS: ShowSeed[] = [
  {
    slug: 'the-staffroom-kettle',
    title: 'The Staffroom Kettle',
    description:
      'Two teachers, one kettle, and everything that happened this week. A comedy chat show for the fifteen minutes between the bell and the photocopier line.',
    hosts: [cast.priyaShah.name, cast.tomOkafor.name],
    category: 'comedy',
    featured: true,
    explicit: false,
    showType: 'episodic',
    art: { title: 'The Staffroom Kettle', tagline: 'A teachers’ comedy podcast', stage: '#1f4d3a', prop: 'mug' },
    links: [
      { app: 'apple', url: 'https://podcasts.apple.com/podcast/the-staffroom-kettle/id1000000001' },
      { app: 'spotify', url: 'https://open.spotify.com/show/0staffroomkettle00001' },
    ],
    episodes: [
      ['Welcome to the Kettle', 'Priya and Tom explain the show, the kettle, and the mug nobody owns.', 'trailer'],
      ['The First Day Back', 'Lanyards, seating charts, and the annual hunt for a working dry-erase marker.'],
      [
        'Conference Night Bingo',
        'The phrases you hear every conference night, ranked by how often we say them ourselves.',
      ],
      ['The Photocopier Is Down Again', 'A tribute to the machine that runs the school, and the people it has broken.'],
      ['Fire Drill in the Rain', 'Why the fire drill is always in the rain, and what the attendance sheet has to do with it.'],
      ['Grading on the Couch', 'Red pens, green pens, and the Sunday night pile that never gets smaller.'],
      ['The Mystery of the Missing Glue Sticks', 'Where do they go? A listener investigation with a twist.'],
      ['Inspection Week', 'How to look calm when the clipboard walks in, by two people who never have.'],
      ['Bonus: Listener Confessions', 'Your stories from the teachers’ lounge, read aloud and only slightly judged.', 'bonus'],
      ['The Christmas Play', 'Three shepherds, two donkeys, one very confident innkeeper.'],
      ['Snow Day Rules', 'What counts as a snow day, and how many times to refresh the school website.'],
      ['Report Writing Season', 'Synonyms for “chatty”, and other essential skills for the report-writing weeks.'],
      ['Field Day Survival', 'Sunscreen, sack-race politics, and the parents’ relay.'],
    ],
  },
  {
    slug: 'lesson-plans-and-lies',
    title: 'Lesson Plans and Lies',
    description:
      'A serial about one new teacher’s first year, told an episode a week by the colleagues who watched it happen. Affectionate, mostly true, and best heard in order.',
    hosts: [cast.mayaBrooks.name],
    category: 'education',
    featured: false,
    explicit: false,
    showType: 'serial',
    art: { title: 'Lesson Plans and Lies', tagline: 'A first year, in episodes', stage: '#3b6fd8', prop: 'bubble' },
    links: [{ app: 'pocket-casts', url: 'https://pca.st/podcast/lesson-plans-and-lies' }],
    episodes: [
      ['Trailer: Meet Ms. Reed', 'A new teacher, a new school, and a plan that lasts until Tuesday.', 'trailer'],
      ['September', 'Ms. Reed meets her class, her mentor, and the laminator.'],
      ['The Seating Chart', 'Version fourteen of the seating chart, and why it still will not work.'],
      ['Observation', 'The first observation, the lesson that went sideways, and the feedback that helped.'],
      ['Fall Break', 'A week off that is not really a week off.'],
      ['The Field Trip', 'Forty children, one museum, a head count that never quite adds up.'],
      ['Winter', 'Coughs, colds, and the substitute teacher who became a legend.'],
      ['The Winter Concert', 'Ms. Reed is asked to direct the winter concert. She says yes.'],
      ['Bonus: The Mentor Speaks', 'Ms. Reed’s mentor tells her side of the first semester.', 'bonus'],
      ['Spring', 'Things start to work. Nobody trusts it.'],
      ['Testing Season', 'Study guides, tears, and a surprising amount of cake.'],
      ['The Last Week', 'Cards, presents, and one very sincere thank you.'],
      ['Goodbye, First Year', 'Ms. Reed looks back, and forward, with the people who got her through.'],
    ],
  },
]

/** An episode's transcript: who said what, in the show's voice (the audio is a jingle). */
export function transcriptOf(show: ShowSeed, title: string, description: string): string {
  const [first, second] = show.hosts
  const other = second ?? 'Guest'
  return [
    `${first}: Welcome to ${show.title}. This episode: ${title}.`,
    `${other}: ${description}`,
    `${first}: We will be right back after the bell.`,
    `${other}: There is always a bell.`,
  ].join('\n\n')
}
