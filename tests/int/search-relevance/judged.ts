/**
 * The judged query set: what a teacher types into the search box, each query graded against the
 * demo content (src/collections/{type}/seed, src/seed/content) before any result was looked at.
 *
 * Grades: 3 exactly what was asked for, 2 clearly relevant, 1 related, 0 (or absent) not relevant.
 * Keys name a document by its type and its slug (see `keyOf` in metrics.ts): `post:{slug}`,
 * `meme:{slug}`, `page:{path}`, `faves:{title}` (a faves day's slug is its date), `tour:{city}`.
 * `tour` is the tour as a whole: its dates are one family, credited once, by the first of them in
 * the answer (a date, or the grouped dates' lead), with that date's own grade when it has one
 * (`tour:Austin`), else the tour's.
 */
export type Judged = { query: string; pattern: Pattern; grades: Record<string, number> }

export type Pattern = 'question' | 'broad' | 'type' | 'time' | 'typo' | 'synonym' | 'multiword' | 'name'

const same = (grades: Record<string, number>) => grades

const PARENTS_EVENING = same({
  'post:how-to-survive-parents-evening': 3,
  'post:what-parents-say-at-parents-evening-vs-what-they-mean': 3,
  'video:my-first-conference-night': 2,
  'printable:parents-evening-certificate': 2,
  'meme:conference-night-bingo': 2,
  'episode:conference-night-bingo': 2,
})

const TEACHER = same({
  'post:dear-new-teacher': 2,
  'post:a-field-guide-to-the-teachers-at-every-inset-day': 2,
  'post:confessions-of-a-supply-teacher-the-seating-plan-was-fiction': 2,
  'post:confessions-of-a-supply-teacher-non-uniform-day': 2,
  'post:confessions-of-a-supply-teacher-they-know-what-to-do': 2,
  'post:confessions-of-a-supply-teacher-accidentally-adopted-by-year-9': 2,
  'post:the-art-of-the-teacher-voice': 2,
  'post:what-teachers-really-do-in-the-summer': 2,
  'post:hobbies-teachers-pick-up-that-are-suspiciously-like-teaching': 2,
  'post:things-teachers-do-on-holiday-that-give-them-away': 2,
  'post:how-to-actually-switch-off-over-the-holidays': 2,
  'post:how-to-survive-parents-evening': 2,
  'post:why-every-teacher-needs-a-ta-da-list': 2,
  'post:17-things-only-teachers-do-on-the-last-day-before-half-term': 2,
  'meme:teacher-voice': 2,
  'faves:Thank you, teachers': 2,
  tour: 1,
})

const SUPPLY_TEACHER = same({
  'post:confessions-of-a-supply-teacher-the-seating-plan-was-fiction': 3,
  'post:confessions-of-a-supply-teacher-non-uniform-day': 3,
  'post:confessions-of-a-supply-teacher-they-know-what-to-do': 3,
  'post:confessions-of-a-supply-teacher-accidentally-adopted-by-year-9': 3,
  'post:the-unwritten-rules-of-the-staff-car-park': 2,
  'performer:jordan-ellis': 2,
  'episode:winter': 1,
})

const MARKING = same({
  'post:the-marking-diaries-week-one': 3,
  'post:the-marking-diaries-the-video-game-essay': 3,
  'post:the-marking-diaries-furthermore': 3,
  'post:the-marking-diaries-the-final-pile': 3,
  'post:the-red-pen-renaissance': 3,
  'meme:grading-math': 2,
  'episode:grading-on-the-couch': 2,
  'video:grading-on-the-train': 2,
  'video:grade-30-essays-in-an-hour': 2,
  'faves:Grading-pile mornings': 1,
  'giveaway:marking-pen-bundle': 1,
  'post:17-things-only-teachers-do-on-the-last-day-before-half-term': 1,
})

const GLUE_STICKS = same({
  'post:the-great-glue-stick-shortage': 3,
  'episode:the-mystery-of-the-missing-glue-sticks': 3,
  'meme:glue-stick-thief': 3,
  'performer:lucia-ortega': 1,
})

const BISCUITS = same({
  'post:a-very-serious-review-of-every-staffroom-biscuit': 3,
  'meme:teachers-lounge-cookies': 3,
  'video:the-last-cookie': 2,
  'video:pd-day-the-trailer': 1,
  'giveaway:back-to-school-stationery-hamper': 1,
})

const LAMINATOR = same({
  'meme:laminator-love': 3,
  'video:laminate-everything': 3,
  'episode:september': 1,
  'post:back-to-school-a-countdown-in-stationery': 1,
  'post:first-day-back-bingo': 1,
})

const PHOTOCOPIER = same({
  'post:five-stages-of-finding-a-worksheet-on-the-photocopier': 3,
  'episode:the-photocopier-is-down-again': 3,
  'meme:copier-diplomacy': 1,
  'post:17-things-only-teachers-do-on-the-last-day-before-half-term': 1,
  'post:first-day-back-bingo': 1,
  'podcast:the-staffroom-kettle': 1,
})

const STATIONERY = same({
  'meme:new-stationery': 3,
  'post:back-to-school-a-countdown-in-stationery': 3,
  'giveaway:back-to-school-stationery-hamper': 2,
  'page:/back-to-school': 1,
})

const PODCASTS = same({
  'podcast:the-staffroom-kettle': 3,
  'podcast:lesson-plans-and-lies': 3,
  'episode:welcome-to-the-kettle': 1,
  'episode:trailer-meet-ms-reed': 1,
  'episode:the-first-day-back': 1,
  'episode:september': 1,
})

const INDOOR_BREAK = same({
  'post:rainy-indoor-lunchtime-festival': 3,
  'post:ten-five-minute-lesson-hacks-for-a-wet-wednesday': 2,
  'faves:Indoor-recess wonders': 2,
  'meme:indoor-recess': 2,
  'video:indoor-recess-hour-three': 2,
})

const HOLIDAYS = same({
  'post:things-teachers-do-on-holiday-that-give-them-away': 3,
  'post:how-to-actually-switch-off-over-the-holidays': 3,
  'post:what-teachers-really-do-in-the-summer': 2,
  'meme:holiday-countdown': 2,
  'giveaway:holiday-giveaway': 1,
})

const GIVEAWAYS = same({
  'giveaway:caption-contest-coffee-machine': 3,
  'giveaway:summer-reading-stack': 2,
  'giveaway:marking-pen-bundle': 1,
  'giveaway:back-to-school-stationery-hamper': 1,
  'giveaway:holiday-giveaway': 1,
  'page:/giveaway-rules': 1,
})

/** The tour's dates that have passed (the seed's first three): not what "upcoming" asks for. */
const PAST_DATES = { 'tour:Columbus': 0, 'tour:Cleveland': 0, 'tour:Pittsburgh': 0 }

export const JUDGED: Judged[] = [
  // Questions
  {
    query: 'how to survive parents evening',
    pattern: 'question',
    grades: { ...PARENTS_EVENING, 'post:what-parents-say-at-parents-evening-vs-what-they-mean': 2 },
  },
  {
    query: 'how to survive report writing',
    pattern: 'question',
    grades: { 'episode:report-writing-season': 3, 'meme:report-writing': 2, 'video:report-card-season-song': 2 },
  },
  {
    query: 'what do teachers do in the summer',
    pattern: 'question',
    grades: {
      'post:what-teachers-really-do-in-the-summer': 3,
      'post:things-teachers-do-on-holiday-that-give-them-away': 1,
      'post:how-to-actually-switch-off-over-the-holidays': 1,
      'giveaway:summer-reading-stack': 1,
    },
  },
  {
    query: 'how do I switch off over the holidays',
    pattern: 'question',
    grades: {
      'post:how-to-actually-switch-off-over-the-holidays': 3,
      'post:what-teachers-really-do-in-the-summer': 1,
      'post:sunday-scaries-a-gentle-plan-for-the-night-before': 1,
    },
  },
  {
    query: 'what to do when the photocopier jams',
    pattern: 'question',
    grades: {
      'episode:the-photocopier-is-down-again': 3,
      'post:five-stages-of-finding-a-worksheet-on-the-photocopier': 2,
      'meme:printer-says-no': 2,
      'meme:copier-diplomacy': 2,
      'printable:staffroom-bingo': 1,
    },
  },
  {
    query: 'how do I find my teacher voice',
    pattern: 'question',
    grades: { 'post:the-art-of-the-teacher-voice': 3, 'meme:teacher-voice': 2 },
  },
  {
    query: 'why is the fire drill always in the rain',
    pattern: 'question',
    grades: {
      'episode:fire-drill-in-the-rain': 3,
      'meme:the-fire-drill': 2,
      'video:the-fire-drill': 2,
      'meme:duty-in-the-rain': 1,
    },
  },
  { query: 'ideas for wet play', pattern: 'question', grades: INDOOR_BREAK },
  {
    query: 'who keeps eating my lunch from the staffroom fridge',
    pattern: 'question',
    grades: { 'post:the-unofficial-staffroom-fridge-rules': 3 },
  },
  {
    query: 'advice for my first year of teaching',
    pattern: 'question',
    grades: {
      'post:dear-new-teacher': 3,
      'podcast:lesson-plans-and-lies': 2,
      'episode:goodbye-first-year': 1,
      'episode:trailer-meet-ms-reed': 1,
      'video:i-cried-in-the-supply-closet': 1,
      'faves:Tea and triumphs': 1,
      'faves:Weekend reading': 1,
      'faves:Fractions and fun': 1,
      'faves:Stories from the library': 1,
    },
  },
  {
    query: 'how do I write for staffroom',
    pattern: 'question',
    grades: { 'page:/page/write-for-us': 3, 'page:/submission': 2, 'page:/become-a-creator': 2 },
  },
  {
    query: 'which biscuit is best for dunking',
    pattern: 'question',
    grades: { 'post:a-very-serious-review-of-every-staffroom-biscuit': 3, 'meme:teachers-lounge-cookies': 1 },
  },

  // Broad words
  { query: 'teacher', pattern: 'broad', grades: TEACHER },
  { query: 'marking', pattern: 'broad', grades: MARKING },
  {
    query: 'coffee',
    pattern: 'broad',
    grades: {
      'meme:coffee-tier-list': 3,
      'printable:staffroom-coffee-rota': 3,
      'giveaway:caption-contest-coffee-machine': 3,
      'post:how-to-build-a-staffroom-tea-station': 1,
      'post:the-marking-diaries-week-one': 1,
    },
  },
  { query: 'biscuits', pattern: 'broad', grades: BISCUITS },
  {
    query: 'lanyard',
    pattern: 'broad',
    grades: {
      'meme:the-lanyard': 3,
      'post:a-field-guide-to-the-teachers-at-every-inset-day': 2,
      'post:first-day-back-bingo': 1,
      'printable:first-day-back-bingo': 1,
    },
  },
  {
    query: 'bingo',
    pattern: 'broad',
    grades: {
      'printable:staffroom-bingo': 3,
      'printable:excuses-bingo': 3,
      'printable:first-day-back-bingo': 3,
      'post:first-day-back-bingo': 3,
      'meme:conference-night-bingo': 2,
      'episode:conference-night-bingo': 2,
    },
  },
  {
    query: 'homework',
    pattern: 'broad',
    grades: {
      'post:every-excuse-for-missing-homework-graded-out-of-ten': 3,
      'meme:homework-excuse': 3,
      'printable:excuses-bingo': 2,
      'faves:Stories from the library': 1,
    },
  },
  { query: 'laminator', pattern: 'broad', grades: LAMINATOR },
  {
    query: 'tea',
    pattern: 'broad',
    grades: {
      'post:how-to-build-a-staffroom-tea-station': 3,
      'faves:Tea and triumphs': 2,
      'post:a-very-serious-review-of-every-staffroom-biscuit': 1,
      'episode:welcome-to-the-kettle': 1,
      'podcast:the-staffroom-kettle': 1,
    },
  },

  // A type's name
  { query: 'podcast', pattern: 'type', grades: PODCASTS },
  { query: 'podcasts about teaching', pattern: 'type', grades: PODCASTS },
  { query: 'giveaway', pattern: 'type', grades: GIVEAWAYS },
  {
    query: 'free printable',
    pattern: 'type',
    grades: {
      'page:/back-to-school': 2,
      'page:/page/staffroom-survival-kit': 2,
      'printable:staffroom-bingo': 2,
      'printable:excuses-bingo': 2,
      'printable:staffroom-coffee-rota': 2,
      'printable:first-day-back-bingo': 2,
      'printable:parents-evening-certificate': 2,
      'printable:ta-da-list': 2,
      'printable:classroom-jobs-chart': 2,
      'printable:times-tables-challenge': 2,
      'printable:book-report-in-a-hurry': 2,
      'printable:science-fair-checklist': 2,
      'printable:history-detective': 2,
      'printable:art-room-rules': 2,
      'printable:music-practice-log': 2,
      'printable:pe-kit-excuse-tracker': 2,
      'printable:reading-tracker': 2,
    },
  },
  {
    query: 'printable bingo card',
    pattern: 'type',
    grades: {
      'printable:staffroom-bingo': 3,
      'printable:excuses-bingo': 3,
      'printable:first-day-back-bingo': 3,
      'post:first-day-back-bingo': 2,
      'page:/back-to-school': 1,
    },
  },
  {
    query: 'marking memes',
    pattern: 'type',
    grades: { 'meme:grading-math': 3, 'meme:sunday-scaries': 1, 'meme:report-writing': 1 },
  },
  {
    query: 'funny videos about marking',
    pattern: 'type',
    grades: {
      'video:grade-30-essays-in-an-hour': 3,
      'video:grading-on-the-train': 3,
      'video:report-card-season-song': 1,
      'video:the-sticker-system': 1,
    },
  },
  {
    query: 'parents evening video',
    pattern: 'type',
    grades: {
      'video:my-first-conference-night': 3,
      'post:how-to-survive-parents-evening': 1,
      'episode:conference-night-bingo': 1,
    },
  },
  {
    query: 'coffee meme',
    pattern: 'type',
    grades: { 'meme:coffee-tier-list': 3, 'meme:mug-wars': 1 },
  },
  {
    query: 'printable for the science fair',
    pattern: 'type',
    grades: { 'printable:science-fair-checklist': 3 },
  },
  {
    query: 'comedy tour',
    pattern: 'type',
    grades: {
      tour: 3,
      'performer:dana-whitfield': 1,
      'performer:marcus-bell': 1,
      'performer:anjali-raman': 1,
      'performer:tom-okafor': 1,
      'podcast:the-staffroom-kettle': 1,
    },
  },

  // Time
  { query: 'upcoming shows', pattern: 'time', grades: { tour: 3, ...PAST_DATES } },
  { query: 'next comedy show', pattern: 'time', grades: { tour: 3, ...PAST_DATES } },
  {
    query: 'open giveaways',
    pattern: 'time',
    grades: {
      'giveaway:caption-contest-coffee-machine': 3,
      'giveaway:summer-reading-stack': 2,
      'page:/giveaway-rules': 1,
    },
  },
  {
    query: 'win a prize',
    pattern: 'time',
    grades: { ...GIVEAWAYS, 'page:/giveaway-rules': 2 },
  },
  {
    query: 'christmas',
    pattern: 'time',
    grades: {
      'episode:the-christmas-play': 3,
      'episode:the-winter-concert': 1,
      'video:all-i-want-is-a-planning-period': 1,
      'post:confessions-of-a-supply-teacher-accidentally-adopted-by-year-9': 1,
      'faves:Then and now': 1,
    },
  },
  {
    query: 'half term',
    pattern: 'time',
    grades: {
      'meme:fall-break': 3,
      'episode:fall-break': 3,
      'post:17-things-only-teachers-do-on-the-last-day-before-half-term': 3,
      'post:seven-desk-plants-that-survive-a-classroom': 1,
    },
  },
  {
    query: 'last day of term',
    pattern: 'time',
    grades: {
      'meme:last-day-of-school': 3,
      'post:17-things-only-teachers-do-on-the-last-day-before-half-term': 2,
      'episode:the-last-week': 2,
      'video:all-i-want-is-a-planning-period': 1,
    },
  },
  {
    query: 'first day back',
    pattern: 'time',
    grades: {
      'post:first-day-back-bingo': 3,
      'printable:first-day-back-bingo': 3,
      'meme:first-day-back': 3,
      'episode:the-first-day-back': 3,
      'page:/back-to-school': 1,
    },
  },

  // Typos
  { query: 'teachr', pattern: 'typo', grades: TEACHER },
  { query: 'parents evning', pattern: 'typo', grades: PARENTS_EVENING },
  { query: 'stationary', pattern: 'typo', grades: STATIONERY },
  { query: 'photocoppier', pattern: 'typo', grades: PHOTOCOPIER },
  { query: 'glue stiks', pattern: 'typo', grades: GLUE_STICKS },
  { query: 'biscuts', pattern: 'typo', grades: BISCUITS },
  { query: 'laminater', pattern: 'typo', grades: LAMINATOR },
  { query: 'substitue teacher', pattern: 'typo', grades: SUPPLY_TEACHER },
  { query: 'markign', pattern: 'typo', grades: MARKING },

  // US and UK school words
  { query: 'substitute teacher', pattern: 'synonym', grades: SUPPLY_TEACHER },
  { query: 'supply teacher', pattern: 'synonym', grades: SUPPLY_TEACHER },
  {
    query: 'math',
    pattern: 'synonym',
    grades: {
      'meme:grading-math': 3,
      'meme:staff-meeting-math': 2,
      'printable:times-tables-challenge': 2,
      'performer:anjali-raman': 1,
      'faves:Fractions and fun': 1,
    },
  },
  {
    query: 'summer vacation',
    pattern: 'synonym',
    grades: {
      'post:what-teachers-really-do-in-the-summer': 3,
      'post:things-teachers-do-on-holiday-that-give-them-away': 2,
      'post:how-to-actually-switch-off-over-the-holidays': 2,
      'giveaway:summer-reading-stack': 1,
      'meme:holiday-countdown': 1,
    },
  },
  { query: 'vacation', pattern: 'synonym', grades: HOLIDAYS },
  { query: 'indoor recess ideas', pattern: 'synonym', grades: INDOOR_BREAK },
  {
    query: 'parent teacher conference',
    pattern: 'synonym',
    grades: { ...PARENTS_EVENING, 'performer:anjali-raman': 2 },
  },
  {
    query: 'lost and found',
    pattern: 'synonym',
    grades: { 'post:letters-from-the-lost-property-box': 3, 'meme:lost-and-found': 3 },
  },
  {
    query: 'grading essays',
    pattern: 'synonym',
    grades: {
      'post:the-marking-diaries-week-one': 3,
      'video:grade-30-essays-in-an-hour': 3,
      'post:the-marking-diaries-the-video-game-essay': 2,
      'post:the-marking-diaries-the-final-pile': 2,
      'post:the-marking-diaries-furthermore': 2,
      'post:the-red-pen-renaissance': 2,
    },
  },
  {
    query: 'pd day',
    pattern: 'synonym',
    grades: {
      'post:a-field-guide-to-the-teachers-at-every-inset-day': 3,
      'video:pd-day-the-trailer': 3,
      'meme:first-day-back': 2,
    },
  },
  {
    query: 'field trip',
    pattern: 'synonym',
    grades: {
      'episode:the-field-trip': 3,
      'meme:field-trip-forms': 2,
      'faves:Indoor-recess wonders': 1,
      'faves:Fractions and fun': 1,
      'faves:Then and now': 1,
      'faves:Lunch-hall legends': 1,
    },
  },
  {
    query: 'kindergarten teacher',
    pattern: 'synonym',
    grades: { 'performer:lucia-ortega': 3, 'faves:Puddles and soccer': 2, 'page:/back-to-school': 1 },
  },

  // Several words
  {
    query: 'seating plan',
    pattern: 'multiword',
    grades: {
      'meme:seating-chart': 3,
      'video:seating-chart-chess': 3,
      'episode:the-seating-chart': 3,
      'post:confessions-of-a-supply-teacher-the-seating-plan-was-fiction': 3,
    },
  },
  { query: 'glue sticks', pattern: 'multiword', grades: GLUE_STICKS },
  {
    query: 'snow day',
    pattern: 'multiword',
    grades: { 'episode:snow-day-rules': 3, 'meme:snow-day': 3 },
  },
  {
    query: 'staffroom fridge',
    pattern: 'multiword',
    grades: { 'post:the-unofficial-staffroom-fridge-rules': 3 },
  },
  {
    query: 'red pen',
    pattern: 'multiword',
    grades: {
      'post:the-red-pen-renaissance': 3,
      'episode:grading-on-the-couch': 2,
      'post:the-marking-diaries-week-one': 2,
      'giveaway:marking-pen-bundle': 1,
    },
  },
  {
    query: 'stand up comedy tour',
    pattern: 'multiword',
    grades: {
      tour: 3,
      'performer:dana-whitfield': 1,
      'performer:marcus-bell': 1,
      'performer:anjali-raman': 1,
      'performer:tom-okafor': 1,
    },
  },
  {
    query: 'dog ate my homework',
    pattern: 'multiword',
    grades: {
      'meme:homework-excuse': 3,
      'post:every-excuse-for-missing-homework-graded-out-of-ten': 3,
      'printable:excuses-bingo': 2,
    },
  },
  {
    query: 'things only teachers do',
    pattern: 'multiword',
    grades: {
      'post:17-things-only-teachers-do-on-the-last-day-before-half-term': 3,
      'post:things-teachers-do-on-holiday-that-give-them-away': 3,
      'post:hobbies-teachers-pick-up-that-are-suspiciously-like-teaching': 2,
    },
  },
  {
    query: 'ofsted inspection',
    pattern: 'multiword',
    grades: {
      'video:the-walkthrough-the-movie': 3,
      'episode:inspection-week': 3,
      'meme:observation-day': 1,
      'episode:observation': 1,
      'video:the-observation': 1,
    },
  },
  {
    query: 'sunday night marking',
    pattern: 'multiword',
    grades: {
      'episode:grading-on-the-couch': 3,
      'post:the-marking-diaries-the-final-pile': 3,
      'meme:sunday-scaries': 2,
      'post:sunday-scaries-a-gentle-plan-for-the-night-before': 2,
    },
  },
  {
    query: 'sports day',
    pattern: 'multiword',
    grades: { 'episode:field-day-survival': 3, 'meme:last-quarter': 2, 'faves:Tea and triumphs': 1 },
  },

  // Names and places
  { query: 'dana whitfield', pattern: 'name', grades: { 'performer:dana-whitfield': 3, tour: 1 } },
  { query: 'comedy show in chicago', pattern: 'name', grades: { 'tour:Chicago': 3, tour: 1 } },
  {
    query: 'stand up texas',
    pattern: 'name',
    grades: { 'tour:Austin': 3, 'tour:Dallas': 3, 'tour:Houston': 3, tour: 1 },
  },
  { query: 'miami', pattern: 'name', grades: { 'tour:Miami': 3 } },
  { query: 'caption contest', pattern: 'name', grades: { 'giveaway:caption-contest-coffee-machine': 3 } },
  { query: 'accessibility', pattern: 'name', grades: { 'page:/accessibility-statement': 3 } },
  { query: 'privacy', pattern: 'name', grades: { 'page:/privacy': 3, 'page:/ccpa': 2 } },
]
