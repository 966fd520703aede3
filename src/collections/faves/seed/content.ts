/**
 * Fourteen days of faves, the last one on the day of the seed. Creators, posts and faces are
 * invented; the post addresses have the networks' real shapes (the ids are made up).
 */
import type { Scene } from '@/collections/faves/seed/art'
import type { Persona } from '@/seed/art/people'
import { C } from '@/seed/art/shapes'

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
    body: 'Readers said: a visualiser, a kettle within reach, and a drawer of spare pencils nobody else knows about.\n\nOne Year 2 teacher swears by a tennis ball with a smiley face: whoever holds it speaks.',
  },
  {
    title: 'A parent email that made your week',
    body: '“My son came home and explained photosynthesis to the dog. The dog now knows more than I do.”\n\nSend us yours: the best ones get read on the podcast.',
  },
  {
    title: 'How do you end a Friday?',
    body: 'Tidy desks, a song, and five minutes of “what went well”. Then a cup of tea in the staffroom before the car park empties.',
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
    title: 'Your best wet-play game',
    body: 'Silent ball, heads down thumbs up, and a drawing relay where each child adds one line to a monster.',
  },
  {
    title: 'A story from the school trip',
    body: 'Forty-two children, one museum, zero lost. And one very polite question to the guide about whether the dinosaurs had teachers.',
  },
  {
    title: 'The staffroom rule everyone follows',
    body: 'Whoever empties the dishwasher gets the good mug. Nobody has seen the good mug since March.',
  },
  {
    title: 'What is on your desk right now?',
    body: 'Three mugs (one clean), a pile of reading records, a plastic dinosaur confiscated in 2019 and a sticky note that just says “ASK ABOUT THE GOAT”.',
  },
]

export const FAVES: DaySeed[] = [
  {
    title: 'Marking-pile mornings',
    face: face(
      'Ms. Amara Rivera',
      'Amara teaches Year 4 in a school by the sea and runs a lunchtime poetry club that now has a waiting list.\n\nHer class wrote to the local council about the broken swings, and the swings were fixed by half-term.',
      0,
      { glasses: true },
    ),
    instagram: [
      IG('@msrivera.teaches', 'Today’s marking, with the right amount of coffee.', 'marking'),
      IG('@artroomamy', 'The display board is finally finished.', 'board', 'Wow!'),
    ],
    tiktok: [
      IG('@mathswithmo', 'Times tables as a chant: the whole corridor joined in.', 'clock'),
      IG('@kinderchaos', 'Reception tidies up in 40 seconds flat.', 'desk'),
    ],
    questions: [0, 1, 2],
  },
  {
    title: 'Tea and triumphs',
    face: face(
      'Mr. Daniel Okafor',
      'Daniel teaches science and keeps a worm farm on the lab windowsill.\n\nHis Year 8s named every worm, and they can tell you which is which.',
      1,
      { beard: true },
    ),
    instagram: [
      IG('@mr.okafor.science', 'Worm census: all 212 present.', 'plant'),
      IG('@readwithmrsb', 'Book corner refresh.', 'desk'),
    ],
    tiktok: [
      IG('@coachdee.pe', 'Sports day practice, slow motion.', 'sky'),
      IG('@year6survivor', 'What Year 6 thinks SATs week is like.', 'clock'),
    ],
    questions: [3, 4, 5],
  },
  {
    title: 'Wet-play wonders',
    face: face(
      'Mrs. Helen Brooks',
      'Helen has been the school librarian for 22 years and has read every book on her shelves, she says, “at least twice”.',
      2,
      { extra: 'lanyard' },
    ),
    instagram: [
      IG('@librarianlou', 'New arrivals, still smelling of new books.', 'desk'),
      IG('@msrivera.teaches', 'Rainy day, happy room.', 'sky'),
    ],
    tiktok: [
      IG('@kinderchaos', 'Wet play: the great cushion fort.', 'plant'),
      IG('@mathswithmo', 'Fractions with pizza (cardboard, sadly).', 'marking'),
    ],
    questions: [5, 6, 7],
  },
  {
    title: 'Thank you, teachers',
    face: face(
      'Coach Dee Thompson',
      'Dee runs PE and the after-school running club. The club ran a combined 1,000 miles this term, to the moon and a little of the way back.',
      3,
      { extra: 'whistle' },
    ),
    instagram: [IG('@coachdee.pe', 'Running club: mile 1,000.', 'sky'), IG('@artroomamy', 'Clay day.', 'plant')],
    tiktok: [
      IG('@year6survivor', 'The leavers’ hoodie reveal.', 'board'),
      IG('@thehistorynerd_', 'The Romans, explained in 60 seconds.', 'clock'),
    ],
    questions: [8, 0, 3],
  },
  {
    title: 'Fractions and fun',
    face: face(
      'Mr. Sam Patel',
      'Sam teaches Year 6 and plays the ukulele in assembly every Friday, requested or not.',
      4,
    ),
    instagram: [
      IG('@mathswithmo', 'Maths trail around the playground.', 'marking'),
      IG('@readwithmrsb', 'Friday story time.', 'desk'),
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
      'Ms. Lucy Chen',
      'Lucy teaches English and has started a book swap in the staffroom. The shelf is full every Monday.',
      5,
      { extra: 'earrings' },
    ),
    instagram: [
      IG('@librarianlou', 'The staffroom book swap shelf.', 'desk'),
      IG('@readwithmrsb', 'What I am reading this weekend.', 'board', 'Read!'),
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
      'Mrs. Grace Adeyemi',
      'Grace is a deputy head who still teaches phonics every morning, because “it is the best half hour of the day”.',
      6,
      { glasses: true },
    ),
    instagram: [
      IG('@msrivera.teaches', 'Planning, with snacks.', 'desk'),
      IG('@mr.okafor.science', 'Next week: volcanoes.', 'board', 'Boom!'),
    ],
    tiktok: [
      IG('@year6survivor', 'Planning dread, solved.', 'clock'),
      IG('@mathswithmo', 'Planning a maths week in five minutes.', 'marking'),
    ],
    questions: [0, 5, 8],
  },
  {
    title: 'Helmets and frost',
    face: face(
      'Mr. Tom Walsh',
      'Tom teaches history and has a replica Roman helmet. It comes out for exactly one lesson a year, and everyone remembers it.',
      7,
      { beard: true },
    ),
    instagram: [
      IG('@thehistorynerd_', 'The helmet has left the cupboard.', 'board', 'Romans'),
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
      'Ms. Priya Nair',
      'Priya teaches computing and built a robot that waters the school garden. It has a name: Sprout.',
      8,
    ),
    instagram: [
      IG('@artroomamy', 'Printmaking, messy and marvellous.', 'plant'),
      IG('@mathswithmo', 'Shape hunt results.', 'marking'),
    ],
    tiktok: [
      IG('@mr.okafor.science', 'Elephant toothpaste, take two.', 'sky'),
      IG('@msrivera.teaches', 'The quietest 30 seconds of the day.', 'clock'),
    ],
    questions: [7, 2, 0],
  },
  {
    title: 'Small wins',
    face: face(
      'Mrs. Rosa Martinez',
      'Rosa is a teaching assistant who knows every child’s name in a school of 600, and their siblings’ names too.',
      9,
      { extra: 'lanyard' },
    ),
    instagram: [
      IG('@readwithmrsb', 'Reading records, all signed!', 'marking'),
      IG('@librarianlou', 'Author visit day.', 'board', 'Books'),
    ],
    tiktok: [
      IG('@coachdee.pe', 'Obstacle course, staff edition.', 'sky'),
      IG('@year6survivor', 'The class pet’s weekend diary.', 'desk'),
    ],
    questions: [8, 4, 2],
  },
  {
    title: 'Then and now',
    face: face(
      'Mr. Kwame Mensah',
      'Kwame has taught music for 30 years. Some of his first pupils now send their own children to his choir.',
      10,
      { glasses: true, hairStyle: 'bald' },
    ),
    instagram: [
      IG('@thehistorynerd_', 'My first classroom, 2009.', 'desk'),
      IG('@msrivera.teaches', 'Old lesson plans, still good.', 'marking'),
    ],
    tiktok: [
      IG('@kinderchaos', 'The nativity rehearsal we will never forget.', 'board'),
      IG('@artroomamy', 'Then and now: the art room.', 'plant'),
    ],
    questions: [6, 1, 5],
  },
  {
    title: 'Puddles and football',
    face: face(
      'Ms. Hannah Kowalski',
      'Hannah teaches Reception and keeps a box of spare wellies for puddle days. It has never been empty.',
      11,
    ),
    instagram: [IG('@kinderchaos', 'Puddle day.', 'sky'), IG('@coachdee.pe', 'Friday football.', 'clock')],
    tiktok: [
      IG('@mathswithmo', 'Friday quiz, lightning round.', 'marking'),
      IG('@readwithmrsb', 'The book that made them gasp.', 'desk'),
    ],
    questions: [3, 8, 7],
  },
  {
    title: 'Stories from the library',
    face: face(
      'Mr. Luis Romero',
      'Luis teaches Spanish and runs a Saturday homework club at the local library, with biscuits.',
      12,
      { beard: true },
    ),
    instagram: [IG('@librarianlou', 'Saturday homework club.', 'desk'), IG('@artroomamy', 'Weekend sketch.', 'plant')],
    tiktok: [
      IG('@thehistorynerd_', 'Museum trip recce.', 'board', 'Museum'),
      IG('@year6survivor', 'Weekend marking, honest edition.', 'marking'),
    ],
    questions: [5, 0, 4],
  },
  {
    title: 'Lunch-hall legends',
    face: face(
      'Mrs. Joy Williams',
      'Joy is the school cook and knows how every child likes their potatoes.\n\nThe children voted her “best person in the building”, and the head agreed.',
      13,
      { extra: 'earrings' },
    ),
    instagram: [
      IG('@msrivera.teaches', 'Today’s display: our poems.', 'board', 'Poems'),
      IG('@mr.okafor.science', 'Seeds, sprouting.', 'plant'),
    ],
    tiktok: [
      IG('@kinderchaos', 'Lunchtime, from the dinner hall.', 'desk'),
      IG('@coachdee.pe', 'The relay that went perfectly.', 'sky'),
    ],
    questions: [1, 2, 6],
  },
]
