/**
 * Fourteen days of faves, the last one on the day of the seed. Creators, posts and faces are
 * invented; the post addresses have the networks' real shapes (the ids are made up).
 */
import type { Scene } from '@/collections/faves/seed/art'
import type { Persona } from '@/seed/art/people'
import { C } from '@/seed/art/shapes'
import { cast } from '@/seed/content/cast'

export type FaveSeed = { creator: string; caption: string; scene: Scene; word: string }
export type FaceSeed = { name: string; story: string; persona: Persona }
export type DaySeed = {
  title: string
  face: FaceSeed
  instagram: [FaveSeed, FaveSeed]
  tiktok: [FaveSeed, FaveSeed]
  questions: [number, number, number]
}

const IG = (creator: string, caption: string, scene: Scene, word = 'Hello!'): FaveSeed => ({
  creator,
  caption,
  scene,
  word,
})

const SKIN = ['#f1c7a5', '#c68642', '#8d5524', '#e0ac69', '#ffdbac', '#a0522d']
const HAIR = ['#2b1d14', '#6b3e26', '#d9a441', '#111111', '#a55728', '#777777']

const face = (name: string, story: string, i: number, extra: Partial<Persona> = {}): FaceSeed => ({
  name,
  story,
  persona: {
    background: [C.sun, C.sky, C.pink, C.teal, C.lilac, C.orange, C.leaf][i % 7],
    skin: SKIN[i % SKIN.length],
    hair: HAIR[(i * 5) % HAIR.length],
    hairStyle: (['bun', 'short', 'curly', 'long', 'bob', 'bald'] as const)[i % 6],
    shirt: [C.blue, C.apple, C.chalk, C.orange, C.lilac, C.teal][(i + 2) % 6],
    ...extra,
  },
})

export const QUESTIONS: { title: string; body: string }[] = [
  {
    title: 'What is the one thing in your classroom you could not teach without?',
    body: 'Readers said: a document camera, a coffee maker within reach, and a drawer of spare pencils nobody else knows about.\n\nOne 1st-grade teacher swears by a tennis ball with a smiley face: whoever holds it speaks.',
  },
  {
    title: 'A parent email that made your week',
    body: '“My son came home and explained photosynthesis to the dog. The dog now knows more than I do.”\n\nSend us yours: the best ones get read on the podcast.',
  },
  {
    title: 'How do you end a Friday?',
    body: 'Tidy desks, a song, and five minutes of “what went well”. Then a cup of tea in the teachers’ lounge before the parking lot empties.',
  },
  {
    title: 'The lesson that went wrong and turned out right',
    body: 'The volcano that did not erupt, so the class wrote a police report on the missing lava.\n\nThey still ask about the case.',
  },
  {
    title: 'What would you tell yourself in your first year of teaching?',
    body: 'You do not need to laminate everything. Eat lunch sitting down. The children remember kindness long after they forget the worksheet.',
  },
  {
    title: 'Your best indoor-recess game',
    body: 'Silent ball, heads down thumbs up, and a drawing relay where each child adds one line to a monster.',
  },
  {
    title: 'A story from the field trip',
    body: 'Forty-two children, one museum, zero lost. And one very polite question to the guide about whether the dinosaurs had teachers.',
  },
  {
    title: 'The teachers’ lounge rule everyone follows',
    body: 'Whoever empties the dishwasher gets the good mug. Nobody has seen the good mug since March.',
  },
  {
    title: 'What is on your desk right now?',
    body: 'Three mugs (one clean), a pile of reading logs, a plastic dinosaur confiscated in 2019 and a sticky note that just says “ASK ABOUT THE GOAT”.',
  },
]

export const FAVES: DaySeed[] = [
  {
    title: 'Grading-pile mornings',
    face: face(
      `Ms. ${cast.amaraRivera.name}`,
      'Amara teaches 3rd grade in a school by the sea and runs a lunchtime poetry club that now has a waiting list.\n\nHer class wrote to the city council about the broken swings, and the swings were fixed by fall break.',
      0,
      { glasses: true },
    ),
    instagram: [
      IG('@msrivera.teaches', 'Today’s grading, with the right amount of coffee.', 'marking'),
      IG('@artroomamy', 'The display board is finally finished.', 'board', 'Wow!'),
    ],
    tiktok: [
      IG('@mathwithmo', 'Times tables as a chant: the whole hallway joined in.', 'clock'),
      IG('@kinderchaos', 'Kindergartners tidy up in 40 seconds flat.', 'desk'),
    ],
    questions: [0, 1, 2],
  },
  {
    title: 'Tea and triumphs',
    face: face(
      `Mr. ${cast.danielOsei.name}`,
      'Daniel teaches science and keeps a worm farm on the lab windowsill.\n\nHis 7th graders named every worm, and they can tell you which is which.',
      1,
      { beard: true },
    ),
    instagram: [
      IG('@mr.osei.science', 'Worm census: all 212 present.', 'plant'),
      IG('@readwithmrsm', 'Book corner refresh.', 'desk'),
    ],
    tiktok: [
      IG('@coachdee.pe', 'Field day practice, slow motion.', 'sky'),
      IG('@5thgradesurvivor', 'What 5th graders think state testing week is like.', 'clock'),
    ],
    questions: [3, 4, 5],
  },
  {
    title: 'Indoor-recess wonders',
    face: face(
      `Mrs. ${cast.helenMarsh.name}`,
      'Helen has been the school librarian for 22 years and has read every book on her shelves, she says, “at least twice”.',
      2,
      { extra: 'lanyard' },
    ),
    instagram: [
      IG('@librarianlou', 'New arrivals, still smelling of new books.', 'desk'),
      IG('@msrivera.teaches', 'Rainy day, happy room.', 'sky'),
    ],
    tiktok: [
      IG('@kinderchaos', 'Indoor recess: the great cushion fort.', 'plant'),
      IG('@mathwithmo', 'Fractions with pizza (cardboard, sadly).', 'marking'),
    ],
    questions: [5, 6, 7],
  },
  {
    title: 'Thank you, teachers',
    face: face(
      `Coach ${cast.deeThompson.name}`,
      'Dee runs PE and the after-school running club. The club ran a combined 1,000 miles this semester, to the moon and a little of the way back.',
      3,
      { extra: 'whistle' },
    ),
    instagram: [IG('@coachdee.pe', 'Running club: mile 1,000.', 'sky'), IG('@artroomamy', 'Clay day.', 'plant')],
    tiktok: [
      IG('@5thgradesurvivor', 'The 5th-grade promotion T-shirt reveal.', 'board'),
      IG('@thehistorynerd_', 'The Romans, explained in 60 seconds.', 'clock'),
    ],
    questions: [8, 0, 3],
  },
  {
    title: 'Fractions and fun',
    face: face(
      `Mr. ${cast.nikhilPatel.name}`,
      'Nikhil teaches 5th grade and plays the ukulele in assembly every Friday, requested or not.',
      4,
    ),
    instagram: [
      IG('@mathwithmo', 'Math trail around the playground.', 'marking'),
      IG('@readwithmrsm', 'Friday story time.', 'desk'),
    ],
    tiktok: [
      IG('@msrivera.teaches', 'Friday feeling, class edition.', 'sky'),
      IG('@kinderchaos', 'Tidy-up song, remix.', 'clock'),
    ],
    questions: [2, 6, 4],
  },
  {
    title: 'Weekend reading',
    face: face(
      `Ms. ${cast.lucyHart.name}`,
      'Lucy teaches English and has started a book swap in the teachers’ lounge. The shelf is full every Monday.',
      5,
      { extra: 'earrings' },
    ),
    instagram: [
      IG('@librarianlou', 'The teachers’ lounge book swap shelf.', 'desk'),
      IG('@readwithmrsm', 'What I am reading this weekend.', 'board', 'Read!'),
    ],
    tiktok: [
      IG('@thehistorynerd_', 'History books that read like thrillers.', 'desk'),
      IG('@artroomamy', 'Sketchbook flip-through.', 'plant'),
    ],
    questions: [4, 7, 1],
  },
  {
    title: 'Planning with snacks',
    face: face(
      `Mrs. ${cast.graceAdeyemi.name}`,
      'Grace is an assistant principal who still teaches phonics every morning, because “it is the best half hour of the day”.',
      6,
      { glasses: true },
    ),
    instagram: [
      IG('@msrivera.teaches', 'Planning, with snacks.', 'desk'),
      IG('@mr.osei.science', 'Next week: volcanoes.', 'board', 'Boom!'),
    ],
    tiktok: [
      IG('@5thgradesurvivor', 'Planning dread, solved.', 'clock'),
      IG('@mathwithmo', 'Planning a math week in five minutes.', 'marking'),
    ],
    questions: [0, 5, 8],
  },
  {
    title: 'Helmets and frost',
    face: face(
      `Mr. ${cast.owenWalsh.name}`,
      'Owen teaches history and has a replica Roman helmet. It comes out for exactly one lesson a year, and everyone remembers it.',
      7,
      { beard: true },
    ),
    instagram: [
      IG('@thehistorynerd_', 'The helmet has left the closet.', 'board', 'Romans'),
      IG('@coachdee.pe', 'Warm-ups in the frost.', 'sky'),
    ],
    tiktok: [
      IG('@kinderchaos', 'A school morning, minute by minute.', 'clock'),
      IG('@librarianlou', 'Library lesson chaos, in a good way.', 'desk'),
    ],
    questions: [1, 3, 6],
  },
  {
    title: 'Tricks of the trade',
    face: face(
      `Ms. ${cast.divyaNair.name}`,
      'Divya teaches computer science and built a robot that waters the school garden. It has a name: Sprout.',
      8,
    ),
    instagram: [
      IG('@artroomamy', 'Printmaking, messy and marvelous.', 'plant'),
      IG('@mathwithmo', 'Shape hunt results.', 'marking'),
    ],
    tiktok: [
      IG('@mr.osei.science', 'Elephant toothpaste, take two.', 'sky'),
      IG('@msrivera.teaches', 'The quietest 30 seconds of the day.', 'clock'),
    ],
    questions: [7, 2, 0],
  },
  {
    title: 'Small wins',
    face: face(
      `Mrs. ${cast.elenaMartinez.name}`,
      'Elena is a paraprofessional who knows every child’s name in a school of 600, and their siblings’ names too.',
      9,
      { extra: 'lanyard' },
    ),
    instagram: [
      IG('@readwithmrsm', 'Reading logs, all signed!', 'marking'),
      IG('@librarianlou', 'Author visit day.', 'board', 'Books'),
    ],
    tiktok: [
      IG('@coachdee.pe', 'Obstacle course, staff edition.', 'sky'),
      IG('@5thgradesurvivor', 'The class pet’s weekend diary.', 'desk'),
    ],
    questions: [8, 4, 2],
  },
  {
    title: 'Then and now',
    face: face(
      `Mr. ${cast.kwameMensah.name}`,
      'Kwame has taught music for 30 years. Some of his first students now send their own children to his choir.',
      10,
      { glasses: true, hairStyle: 'bald' },
    ),
    instagram: [
      IG('@thehistorynerd_', 'My first classroom, 2009.', 'desk'),
      IG('@msrivera.teaches', 'Old lesson plans, still good.', 'marking'),
    ],
    tiktok: [
      IG('@kinderchaos', 'The winter concert rehearsal we will never forget.', 'board'),
      IG('@artroomamy', 'Then and now: the art room.', 'plant'),
    ],
    questions: [6, 1, 5],
  },
  {
    title: 'Puddles and soccer',
    face: face(
      `Ms. ${cast.hannahKowalski.name}`,
      'Hannah teaches kindergarten and keeps a box of spare rain boots for puddle days. It has never been empty.',
      11,
    ),
    instagram: [IG('@kinderchaos', 'Puddle day.', 'sky'), IG('@coachdee.pe', 'Friday soccer.', 'clock')],
    tiktok: [
      IG('@mathwithmo', 'Friday quiz, lightning round.', 'marking'),
      IG('@readwithmrsm', 'The book that made them gasp.', 'desk'),
    ],
    questions: [3, 8, 7],
  },
  {
    title: 'Stories from the library',
    face: face(
      `Mr. ${cast.luisRomero.name}`,
      'Luis teaches Spanish and runs a Saturday homework club at the local library, with cookies.',
      12,
      { beard: true },
    ),
    instagram: [IG('@librarianlou', 'Saturday homework club.', 'desk'), IG('@artroomamy', 'Weekend sketch.', 'plant')],
    tiktok: [
      IG('@thehistorynerd_', 'Museum field trip, scouted.', 'board', 'Museum'),
      IG('@5thgradesurvivor', 'Weekend grading, honest edition.', 'marking'),
    ],
    questions: [5, 0, 4],
  },
  {
    title: 'Lunch-hall legends',
    face: face(
      `Mrs. ${cast.joyWilliams.name}`,
      'Joy runs the school cafeteria and knows how every child likes their potatoes.\n\nThe children voted her “best person in the building”, and the principal agreed.',
      13,
      { extra: 'earrings' },
    ),
    instagram: [
      IG('@msrivera.teaches', 'Today’s display: our poems.', 'board', 'Poems'),
      IG('@mr.osei.science', 'Seeds, sprouting.', 'plant'),
    ],
    tiktok: [
      IG('@kinderchaos', 'Lunchtime, from the cafeteria.', 'desk'),
      IG('@coachdee.pe', 'The relay that went perfectly.', 'sky'),
    ],
    questions: [1, 2, 6],
  },
]
