import { GRADES, type Grade, type Subject } from '@/collections/printables/taxonomy'
import type { Paper } from '@/lib/pdf/marks'
import type { Sheet } from '@/collections/printables/seed/art'

export type PrintableSeed = {
  title: string
  slug: string
  description: string
  grades: Grade[]
  subjects: Subject[]
  papers: Paper[]
  pages: Sheet[]
}

const ALL_GRADES: Grade[] = GRADES.map((g) => g.value)
const grades = (from: number, to: number) => ALL_GRADES.slice(from + 1, to + 2) // -1 is Pre-K, 0 is K

const STAFF_BINGO = [
  'Someone says "per my last email"',
  'The copier jams',
  'A meeting that could have been an email',
  'Cake in the teachers’ lounge',
  'Cake gone in four minutes',
  'Someone microwaves fish',
  'A mystery mug in the sink',
  '"Quick question" (it is not quick)',
  'Laminator is warm',
  'Fire drill in the rain',
  'Lost lanyard',
  'Reply-all to the whole district',
  'Kettle on before 7:30',
  'A parent email at 11pm',
  'Someone says "synergy"',
  'Free pens from a conference',
  'Wi-Fi down during an observation',
  'A student calls you "Mom"',
  'Glue stick without a lid',
  'Sticker shortage',
  'Duty in the wind',
  'Printer out of toner',
  'Cookie tin empty',
  'You finish a hot drink (hot!)',
]

const EXCUSES = [
  'The dog ate it',
  'My printer ran out of ink',
  'I did it but left it at home',
  'My little brother used it for art',
  'It was in my other bag',
  'I thought it was due next week',
  'The Wi-Fi was down',
  'I emailed it (to myself)',
  'My calculator is on strike',
  'My pen exploded',
  'It blew away',
  'We had a family emergency (the cat)',
  'I was being mindful',
  'The instructions were unclear',
  'I did the other page',
  'My tablet died',
  'I finished it in my head',
  'My grandma took it to read',
  'I was at practice',
  'It got wet',
  'I lent it to a friend',
  'Aliens',
  'I forgot I forgot',
  'It is in my locker somewhere',
]

export const PRINTABLES: PrintableSeed[] = [
  {
    title: 'Staffroom bingo',
    slug: 'staffroom-bingo',
    description:
      'A bingo card for the teachers’ lounge: mystery mugs, copier jams and the cake that lasts four minutes. Two cards, so a colleague can play too.',
    grades: ALL_GRADES,
    subjects: ['just-for-fun'],
    papers: ['letter', 'a4'],
    pages: [
      {
        kind: 'bingo',
        title: 'Staffroom bingo',
        subtitle: 'Card A. Mark a square when it happens. Shout quietly.',
        cells: STAFF_BINGO,
      },
      {
        kind: 'bingo',
        title: 'Staffroom bingo',
        subtitle: 'Card B. Same week, different order. No trading squares.',
        cells: [...STAFF_BINGO].reverse(),
      },
    ],
  },
  {
    title: 'Excuses bingo',
    slug: 'excuses-bingo',
    description:
      'Every reason homework did not arrive, on one card. Mark them off as you hear them; five in a row earns you a cup of coffee.',
    grades: grades(3, 12),
    subjects: ['classroom-management', 'just-for-fun'],
    papers: ['letter', 'a4'],
    pages: [
      {
        kind: 'bingo',
        title: 'Excuses bingo',
        subtitle: 'Homework edition. Check off each excuse the first time you hear it this semester.',
        cells: EXCUSES,
      },
    ],
  },
  {
    title: 'Teachers’ lounge coffee schedule',
    slug: 'staffroom-coffee-rota',
    description:
      'Who makes the coffee, who washes the mugs, who buys the milk. A weekly schedule that settles it before anyone has to talk about it.',
    grades: ALL_GRADES,
    subjects: ['just-for-fun'],
    papers: ['letter', 'a4'],
    pages: [
      {
        kind: 'rota',
        title: 'Teachers’ lounge coffee schedule',
        subtitle: 'Write your name in a box. Honor it. The milk is not a suggestion.',
        columns: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        rows: ['Makes the coffee', 'Washes the mugs', 'Buys the milk', 'Descales the kettle', 'Finds the lost spoon'],
        note: 'Rules: the last cup means a new pot. Mugs with slogans belong to their owners. Nobody touches the "World\'s Best Teacher" mug.',
      },
    ],
  },
  {
    title: 'First day back bingo',
    slug: 'first-day-back-bingo',
    description:
      'For the first day of school: new lanyards, old passwords and the training slide you have seen before. A card, plus a checklist for the week.',
    grades: ALL_GRADES,
    subjects: ['just-for-fun', 'classroom-management'],
    papers: ['letter', 'a4'],
    pages: [
      {
        kind: 'bingo',
        title: 'First day back bingo',
        subtitle: 'Training day edition. Play it quietly during the presentation.',
        cells: [
          'Password expired over the summer',
          'New lanyard color',
          'Icebreaker with a ball',
          'Slide you saw last year',
          '"Let’s go around the room"',
          'Someone got a tan',
          'Someone got a puppy',
          'New acronym',
          'Coffee machine upgraded (briefly)',
          'Room moved without warning',
          'Laminator line',
          'Seating chart already wrong',
          'Schedule version 4',
          'Fire exits explained again',
          'Free tote bag',
          'A new initiative',
          'The old initiative, renamed',
          'Lunch provided (sandwiches)',
          'The projector will not connect',
          'Someone asks about payday',
          'Dry-erase markers all dry',
          '"Any questions?" (there are)',
          "A drawer of last year's glue sticks",
          'Dismissal mentioned before lunch',
        ],
      },
      {
        kind: 'checklist',
        title: 'First week checklist',
        subtitle: 'Check them off. Leave some for week two. That is allowed.',
        items: [
          'Learn ten names (then ten more)',
          'Set two routines, not twenty',
          'Find the good stapler and hide it',
          'Eat lunch sitting down, at least twice',
          'Label your mug',
          "Write tomorrow's plan before you leave",
          'Find out who fixes the projector',
          'Say something kind to a colleague',
          'Go home before the custodian locks you in',
        ],
      },
    ],
  },
  {
    title: "Survived conference night certificate",
    slug: 'parents-evening-certificate',
    description:
      "An award for every teacher who made it through conference night with their voice and sense of humor intact.",
    grades: ALL_GRADES,
    subjects: ['just-for-fun'],
    papers: ['letter', 'a4'],
    pages: [
      {
        kind: 'certificate',
        title: "I Survived Conference Night",
        awardedFor:
          'thirty-two conversations, one lukewarm tea and not once saying "have you tried taking the phone away?"',
        signedBy: 'The Staffroom',
      },
    ],
  },
  {
    title: 'Ta-da list',
    slug: 'ta-da-list',
    description: 'A daily sheet for what you did, not what is left. Two pages: the list and a week at a glance.',
    grades: ALL_GRADES,
    subjects: ['just-for-fun', 'classroom-management'],
    papers: ['letter'],
    pages: [
      {
        kind: 'checklist',
        title: "Today's ta-da list",
        subtitle: 'Write what you did. Then check it off. It counts.',
        items: Array.from({ length: 10 }, () => '______________________________________________'),
      },
      {
        kind: 'rota',
        title: 'My week of ta-das',
        subtitle: 'One win a day, however small. Small is the point.',
        columns: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
        rows: ['Big win', 'Small win', 'Kind thing', 'Went home at'],
        note: 'Fridays count double.',
      },
    ],
  },
  {
    title: 'Classroom jobs chart',
    slug: 'classroom-jobs-chart',
    description:
      'Line leader, plant waterer, pencil sharpener in chief: a weekly chart of classroom jobs with a space for each name.',
    grades: grades(-1, 3),
    subjects: ['classroom-management'],
    papers: ['letter', 'a4'],
    pages: [
      {
        kind: 'rota',
        title: 'Our classroom jobs',
        subtitle: 'Everyone has a job. The plant has several people.',
        columns: ['Week 1', 'Week 2', 'Week 3', 'Week 4'],
        rows: [
          'Line leader',
          'Door holder',
          'Plant waterer',
          'Pencil sharpener',
          'Lights monitor',
          'Librarian',
          'Tidy-up captain',
        ],
        note: 'Jobs change on Monday. Complaints go to the suggestion box, which is emptied on the last day of school.',
      },
    ],
  },
  {
    title: 'Times tables challenge',
    slug: 'times-tables-challenge',
    description:
      'Three pages of times tables questions, from warm-up to "the sevens". Answers on the last page, for the grader.',
    grades: grades(2, 5),
    subjects: ['math'],
    papers: ['letter', 'a4'],
    pages: [
      {
        kind: 'prompts',
        title: 'Times tables: warm-up',
        subtitle: 'Twos, fives and tens.',
        prompts: ['2 × 6 =', '5 × 7 =', '10 × 9 =', '2 × 11 =', '5 × 12 ='],
      },
      {
        kind: 'prompts',
        title: 'Times tables: the middle',
        subtitle: 'Threes, fours and sixes.',
        prompts: ['3 × 8 =', '4 × 7 =', '6 × 6 =', '3 × 12 =', '4 × 9 ='],
      },
      {
        kind: 'prompts',
        title: 'Times tables: the sevens',
        subtitle: 'Sevens, eights and nines. Deep breath.',
        prompts: ['7 × 8 =', '8 × 6 =', '9 × 7 =', '7 × 7 =', '8 × 12 ='],
      },
      {
        kind: 'checklist',
        title: 'Answers (for the marker)',
        subtitle: 'Fold this page back before handing the sheets out.',
        items: ['Warm-up: 12, 35, 90, 22, 60', 'The middle: 24, 28, 36, 36, 36', 'The sevens: 56, 48, 63, 49, 96'],
      },
    ],
  },
  {
    title: 'Book report in a hurry',
    slug: 'book-report-in-a-hurry',
    description:
      'A one-page book report with five honest questions. Works for novels, picture books and the back of a cereal box.',
    grades: grades(3, 8),
    subjects: ['english'],
    papers: ['letter'],
    pages: [
      {
        kind: 'prompts',
        title: 'Book report in a hurry',
        subtitle: 'Answer in full sentences. Yes, full ones.',
        prompts: [
          'What is the book called, and who wrote it?',
          'Who is the main character, and what do they want?',
          'What was the best part? Why?',
          'What would you change about the ending?',
          'Who would you give this book to, and why?',
        ],
      },
    ],
  },
  {
    title: 'Science fair survival checklist',
    slug: 'science-fair-checklist',
    description: 'Everything a science fair needs, from the hypothesis to the extension cord nobody remembered.',
    grades: grades(4, 10),
    subjects: ['science'],
    papers: ['letter', 'a4'],
    pages: [
      {
        kind: 'checklist',
        title: 'Science fair survival checklist',
        subtitle: 'Check off as you go. Volcanoes need a tray.',
        items: [
          'A question worth asking',
          'A hypothesis (a guess with a lab coat on)',
          'Materials list, checked twice',
          'A fair test: change one thing at a time',
          'Results in a table and a graph',
          'A conclusion that answers the question',
          'A board that stands up by itself',
          'Tray for anything that fizzes',
          'Extension cord (nobody remembers the extension cord)',
          'Paper towels. More paper towels.',
        ],
      },
    ],
  },
  {
    title: 'History detective worksheet',
    slug: 'history-detective',
    description:
      'Look at a source like a detective: who made it, when, why, and what it leaves out. Two pages of questions.',
    grades: grades(5, 12),
    subjects: ['social-studies'],
    papers: ['a4'],
    pages: [
      {
        kind: 'prompts',
        title: 'History detective: the source',
        subtitle: 'Look closely before you answer. Detectives do not guess (much).',
        prompts: ['Who made this source?', 'When was it made?', 'Why was it made?', 'Who was it made for?'],
      },
      {
        kind: 'prompts',
        title: 'History detective: the verdict',
        subtitle: 'Now decide what the source can and cannot tell us.',
        prompts: ['What does it tell us?', 'What does it leave out?', 'Can we trust it? Why or why not?'],
      },
    ],
  },
  {
    title: 'Art room rules',
    slug: 'art-room-rules',
    description: 'A friendly checklist for the art room, including the one about glitter, which is forever.',
    grades: grades(-1, 6),
    subjects: ['art', 'classroom-management'],
    papers: ['letter', 'a4'],
    pages: [
      {
        kind: 'checklist',
        title: 'Art room rules',
        subtitle: 'Creativity is messy. Cleanup is not optional.',
        items: [
          'Aprons on before paint out',
          'Brushes are washed, not squashed',
          'Lids go back on (all of them)',
          'Glitter only with permission. Glitter is forever.',
          'Wet work goes on the drying rack',
          'Sinks are for water, not for clay',
          "Say something kind about a friend's work",
        ],
      },
    ],
  },
  {
    title: 'Music practice log',
    slug: 'music-practice-log',
    description: 'A weekly practice log with a row for each day and a box for the bit that went wrong (then right).',
    grades: grades(3, 12),
    subjects: ['music'],
    papers: ['letter', 'a4'],
    pages: [
      {
        kind: 'rota',
        title: 'Music practice log',
        subtitle: 'Ten minutes counts. Ten minutes every day counts more.',
        columns: ['Minutes', 'What I played', 'Tricky bit', 'Signed'],
        rows: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Weekend'],
        note: 'Tip: practice the tricky bit first, slowly, then play the piece for fun.',
      },
    ],
  },
  {
    title: 'Gym clothes excuse tracker',
    slug: 'pe-kit-excuse-tracker',
    description:
      'A semester-long tracker for forgotten gym clothes, and a bingo card for the reasons. Lighthearted; the gym clothes still need to come in.',
    grades: grades(4, 9),
    subjects: ['pe', 'just-for-fun'],
    papers: ['letter', 'a4'],
    pages: [
      {
        kind: 'rota',
        title: 'Gym clothes tracker',
        subtitle: 'A check for gym clothes, an X for none. Three X’s and we call home (kindly).',
        columns: ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5'],
        rows: ['Name', 'Name', 'Name', 'Name', 'Name', 'Name', 'Name', 'Name'],
        note: 'Spare gym clothes live in the blue box. They have been washed. Probably.',
      },
      {
        kind: 'bingo',
        title: 'Gym clothes excuses bingo',
        subtitle: 'For the teacher. Do not read aloud.',
        cells: [
          'It is in the wash',
          'My mom forgot',
          'My bag broke',
          'I have a note (no note)',
          "My sneakers are at Dad's",
          'It was stolen by a sibling',
          'I thought it was art today',
          'My shorts are too short',
          'My gym bag is at the bottom of the river',
          'I have a verruca',
          'The dog is wearing it',
          'I grew',
          'I wore it yesterday',
          'It is drying on the radiator',
          'I am allergic to running',
          'My socks are odd',
          'I only brought one shoe',
          'It is in my other locker',
          'We are moving house',
          'It was a pajama day',
          'I forgot it was Tuesday',
          'It is in the car (the car left)',
          'My top is inside out, does that count?',
          'I am the referee today',
        ],
      },
    ],
  },
  {
    title: 'Reading corner bookmarks and tracker',
    slug: 'reading-tracker',
    description: 'A reading tracker for the little ones: a book a row, a smiley for each one finished.',
    grades: grades(-1, 2),
    subjects: ['english'],
    papers: ['a4'],
    pages: [
      {
        kind: 'rota',
        title: 'My reading tracker',
        subtitle: 'Draw a smiley when you finish a book.',
        columns: ['Book', 'Date', 'My smiley'],
        rows: ['1', '2', '3', '4', '5', '6', '7', '8'],
        note: 'Grown-ups: one book read together counts too.',
      },
    ],
  },
]
