import { idOf, linkTo, media } from '@/seed/refs'

const post = (slug: string) => idOf('posts', slug)

/** The home page, top to bottom. Trending has no picks: it is computed from the week's reads. */
export const HOME = {
  sections: [
    {
      blockType: 'header',
      lead: post('17-things-only-teachers-do-on-the-last-day-before-half-term'),
      side: [
        post('back-to-school-a-countdown-in-stationery'),
        post('first-day-back-bingo'),
        post('the-marking-diaries-the-final-pile'),
        post('sunday-scaries-a-gentle-plan-for-the-night-before'),
      ],
    },
    { blockType: 'trending', heading: 'Trending in the teachers’ lounge', limit: 5, days: 7 },
    {
      blockType: 'heading',
      text: 'Pull up a chair',
      subtext: 'Stories, advice and very serious cookie reviews from people who work in schools.',
    },
    {
      blockType: 'posts',
      heading: 'Look after yourself',
      source: 'category',
      category: idOf('categories', 'teacher-wellbeing'),
      limit: 4,
    },
    {
      blockType: 'banner',
      heading: 'Back to school, back to glitter',
      text: 'A countdown to the new school year, a free printable pack and First Day Back Bingo for the teachers’ lounge.',
      image: media('backpack'),
      tone: 'sun',
      link: linkTo('pages', 'back-to-school', 'Get ready for the new year'),
    },
    { blockType: 'recent', heading: 'Fresh from the teachers’ lounge', limit: 6 },
    { blockType: 'mainVideo', heading: 'Watch this' },
    { blockType: 'recentVideo', heading: 'New videos', limit: 8 },
    {
      blockType: 'videoList',
      heading: 'Sketches',
      category: idOf('video-categories', 'sketches'),
      limit: 4,
    },
    { blockType: 'podcasts', heading: 'Listen in', episodes: 3 },
    { blockType: 'sponsored', heading: 'From our partners', limit: 3 },
    {
      blockType: 'posts',
      heading: "Editors' picks",
      source: 'picked',
      posts: [
        post('what-parents-say-at-parents-evening-vs-what-they-mean'),
        post('letters-from-the-lost-property-box'),
        post('confessions-of-a-supply-teacher-accidentally-adopted-by-year-9'),
        post('a-very-serious-review-of-every-staffroom-biscuit'),
      ],
      limit: 4,
    },
    { blockType: 'testimonials', heading: 'What teachers say', limit: 3 },
    {
      blockType: 'subscribe',
      heading: 'Get the teachers’ lounge gossip',
      text: "One email every Sunday evening: the week's best stories, a meme for the fridge and the occasional freebie. Unsubscribe whenever you like.",
      buttonLabel: 'Count me in',
      consentText: 'Send me the weekly Staffroom email. I can unsubscribe at any time.',
    },
  ],
}
