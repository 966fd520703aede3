import { daysFromNow, feature, listicle, timeLimited } from '@/seed/blocks'
import type { PostSeed } from '@/seed/content/types'
import { badge, block, h2, h3, ol, p, paragraphs, quote, richText, ul } from '@/seed/lexical'
import { linkTo } from '@/seed/refs'

export const POSTS_2: PostSeed[] = [
  {
    slug: 'ten-five-minute-lesson-hacks-for-a-wet-wednesday',
    title: 'Ten Five-Minute Lesson Hacks That Actually Work on a Wet Wednesday',
    excerpt:
      'It is raining, nobody went outside at recess and the class has the energy of a shaken can of soda. Ten quick, tested tricks to bring the room back.',
    image: 'rulersPencils',
    categories: ['lesson-hacks'],
    authors: ['dev'],
    daysAgo: 15,
    body: [
      p(
        'Every teacher knows the wet Wednesday. Indoor recess in the morning, indoor recess at lunch, and by period five the room is a weather system of its own. I asked the science department, the PE department and one very wise teaching assistant for their best five-minute resets. These are the ones that survived a semester of testing in real classrooms, with real rain.',
      ),
      p(
        badge('Teacher tip', 'chalk'),
        ' None of these need a worksheet, a laminator or a login. If it takes longer to explain than to do, it is not on this list.',
      ),
      block(
        listicle({
          heading: 'The hacks',
          numbered: true,
          items: [
            {
              title: 'The silent stand-up',
              content: paragraphs(
                'Everyone stands. You ask quick true-or-false questions; sit down for false, stay standing for true. It moves bodies, checks understanding and is surprisingly dramatic.',
              ),
            },
            {
              title: 'Whiteboard sprint',
              content: paragraphs(
                'Thirty seconds to write everything they remember about the last lesson on mini whiteboards. Boards up. You learn more in thirty seconds than in a ten-minute recap.',
              ),
            },
            {
              title: 'Swap the room',
              content: paragraphs(
                'Move everyone to a different seat for ten minutes. New neighbors, new view, new energy. Announce it as an experiment and watch them rise to it.',
              ),
            },
            {
              title: 'Teach the teacher',
              content: paragraphs(
                'Pretend you have forgotten a key idea and ask the class to explain it to you. Make deliberately wrong suggestions. They cannot resist correcting you.',
              ),
            },
            {
              title: 'The one-word story',
              content: paragraphs(
                "Go around the room, one word each, telling the story of today's topic. It will go off the rails. That is fine. Pull it back with one question.",
              ),
            },
            {
              title: 'Countdown calm',
              content: paragraphs(
                'Lights down, count slowly from ten, a breath on each number. It feels silly the first time and magical by the third week.',
              ),
            },
            {
              title: 'Odd one out',
              content: paragraphs(
                'Put four words or numbers on the board. Which is the odd one out, and why? There is always more than one right answer, which is the point.',
              ),
            },
            {
              title: 'Three-two-one exit',
              content: paragraphs(
                'Three things learned, two questions, one thing that made you smile. On a sticky note, on the door, on the way out.',
              ),
            },
            {
              title: 'Beat the teacher',
              content: paragraphs(
                'A quick quiz where the class scores a point for every right answer and you score a point for every wrong one. You will lose. They will love it.',
              ),
            },
            {
              title: 'The honest check-in',
              content: paragraphs(
                'Thumbs up, sideways or down: how is everyone feeling? Sometimes the wet Wednesday is not about the lesson at all.',
              ),
            },
          ],
        }),
      ),
      h2('Why these work'),
      p(
        'Each one changes the state of the room: from sitting to standing, from listening to talking, from noise to quiet. Children are not misbehaving on a wet Wednesday; they are full of unspent movement. Give it somewhere to go for five minutes and you get a calmer forty.',
      ),
      p(
        "Got a favorite we missed? The [Lesson Hacks](/category/lesson-hacks) section is built on readers' ideas, and the best ones get a mention (and our undying gratitude).",
      ),
    ],
  },
  {
    slug: 'the-great-glue-stick-shortage',
    title: 'The Great Glue Stick Shortage: An Investigation',
    excerpt:
      'We started September with sixty glue sticks. By October we had four, and three of them had no lids. One teacher goes looking for answers.',
    image: 'appleBooks',
    categories: ['classroom-life'],
    authors: ['harriet'],
    daysAgo: 26,
    body: [
      p(
        'On the first day of school I counted sixty glue sticks into the supply drawer. I know it was sixty because I counted twice, out loud, like a bank cashier. On the fourteenth of October I opened the drawer and found four. Three had no lids. One had no glue. This is the story of my investigation.',
      ),
      h2('The evidence'),
      ul(
        'Exhibit A: a glue stick found inside a pencil case that belonged to a child in a different class.',
        'Exhibit B: a lid, alone, on the windowsill, like a small hat that had lost its person.',
        'Exhibit C: a glue stick worn down to the plastic, which could only have happened through heroic over-gluing.',
        'Exhibit D: my own purse, which contained two of the missing glue sticks. I do not wish to discuss Exhibit D.',
      ),
      h2('The suspects'),
      h3('The Over-Gluer'),
      p(
        'Every class has one. The Over-Gluer believes a worksheet should be attached to a book the way a ship is attached to an anchor. They twist the stick up to full height and apply it with both hands. Their pages do not turn. They are welded.',
      ),
      h3('The Collector'),
      p(
        'Gentle and quiet, the Collector does not use the glue sticks. They simply keep them, safely, in their desk, for reasons of their own. When asked, they say “in case”. In case of what, we will never know.',
      ),
      h3('The Lid Thief'),
      p(
        'Not a person but a force of nature. Lids leave glue sticks the way socks leave washing machines. Scientists have no explanation.',
      ),
      h2('The verdict'),
      p(
        'After weeks of careful study, I can reveal that the glue sticks were not stolen. They were simply used, lent, lost, loved, carried home, left in coat pockets and gently stored by a seven-year-old called Arthur, who returned nine of them in a shoebox with a note that said “I kept them safe”. He had. They were the only nine with lids.',
      ),
      quote(
        'Teaching is ninety percent relationships and ten percent knowing where the glue sticks are. Nobody has ever achieved the ten percent.',
      ),
      h2('What I do now'),
      ol(
        'Glue sticks live in a labeled pot on each table, counted in and out by a table monitor.',
        'Twist up only a fingernail of glue. We practice this. It is a skill.',
        'A lid amnesty every Friday, no questions asked.',
      ),
      p('We are at fifty-one glue sticks and counting. Arthur is table monitor. Morale is high.'),
    ],
  },
  {
    slug: 'why-every-teacher-needs-a-ta-da-list',
    title: 'Why Every Teacher Needs a “Ta-Da” List, Not Just a To-Do List',
    excerpt:
      'The to-do list never ends. The ta-da list proves what you actually did today, and it might be the kindest five minutes of your week.',
    image: 'goldStars',
    categories: ['teacher-wellbeing'],
    authors: ['joan'],
    daysAgo: 10,
    body: [
      p(
        "A teacher's to-do list is not a list. It is a living thing. You cross one item off and three more grow in its place, like a hydra with a lanyard. In my last years as an assistant principal, I noticed that my best teachers often went home feeling they had achieved nothing, when they had in fact achieved a small miracle before lunch. So I started asking them to keep a different list.",
      ),
      h2('What is a ta-da list?'),
      p(
        'It is a list of what you **did**, written at the end of the day. Not what you meant to do. Not what is left. What happened, because you were there. It takes five minutes and it changes how you walk out of the building.',
      ),
      h3('A real one, from a real Tuesday'),
      ul(
        'Taught fractions to a child who has been stuck on them since September. She got it. She actually got it.',
        'Calmed a fight at lunch with one question and a cookie.',
        'Replied to the email I was dreading. It was fine.',
        'Ate lunch sitting down. Some of it, anyway.',
        'Made a 4th grader laugh so hard at a science demonstration he had to sit on the floor.',
      ),
      p(
        'None of that appears on a to-do list, and all of it is the job. The to-do list measures the distance to a finish line that keeps moving. The ta-da list measures the ground you actually covered, which on most days is a great deal more than you think.',
      ),
      block(
        feature({
          eyebrow: 'Free download',
          heading: 'Print your own ta-da list',
          text: 'Our Staffroom Survival Kit has a printable ta-da list, a weekly boundaries planner and a stack of ideas for a kinder Friday. Free for every teacher, no catch.',
          image: 'goldStars',
          link: linkTo('pages', 'staffroom-survival-kit', 'Get the survival kit'),
        }),
      ),
      h2('How to start'),
      ol(
        'Keep a sticky note on your desk or a note on your phone. Nothing fancy.',
        'At the end of the day, write three things you did. Small counts. Especially small.',
        "Read last week's list on a Friday afternoon. This is the important part.",
      ),
      quote('“You cannot pour from an empty mug. But you can notice how much you poured today.”'),
      p(
        'The to-do list will still be there tomorrow. It always is. But tonight, let the ta-da list have the last word.',
      ),
    ],
  },
  {
    slug: 'sunday-scaries-a-gentle-plan-for-the-night-before',
    title: 'Sunday Scaries: A Gentle Plan for the Night Before a School Week',
    excerpt:
      'That 4 p.m. Sunday feeling is real, and it is not a character flaw. A kind, realistic plan for the evening before school picks up again.',
    image: 'teacupPlant',
    categories: ['teacher-wellbeing'],
    authors: ['joan', 'sam'],
    daysAgo: 6,
    body: [
      p(
        "It usually arrives around four o'clock on a Sunday afternoon. The light changes, someone mentions Monday, and your stomach files a formal complaint. Teachers call it the Sunday scaries, and almost everyone we spoke to has them. The good news is that a little structure takes the edge off. Here is the plan we both use, one of us after three decades in school and one of us after a decade of early-morning soccer practice.",
      ),
      h2('Saturday: protect it'),
      p(
        'The Sunday scaries are much worse if Saturday was spent grading. Try to keep one whole day of the weekend completely free of school. Not “a bit free”. Free. Your brain needs to believe the weekend happened.',
      ),
      h2('Sunday afternoon: the one-hour rule'),
      ul(
        'Pick one hour, say 2 p.m. to 3 p.m., for Monday preparation. Set a timer.',
        'Do the things that make Monday morning easier: print the starter, check the schedule, find the lanyard.',
        'When the timer goes, stop. Unfinished is fine. Monday-you is more capable than Sunday-you believes.',
      ),
      h2('Sunday evening: close the loop'),
      ol(
        "Write tomorrow's three most important things on a sticky note and put it in your bag. Now they are in the bag, not your head.",
        'Lay out your clothes. One less decision at 6:45 a.m.',
        'Do something with your hands: cook, knit, fix a bike, build a terrible model. Hands calm brains.',
        'Phone off, or at least school email off, by 8 p.m.',
      ),
      block(
        timeLimited({
          startsAt: daysFromNow(-3),
          endsAt: daysFromNow(25),
          content: richText(
            h3("This month's Staffroom challenge"),
            p(
              'For the next four Sundays, try the one-hour rule and tell us how it went. Everyone who writes in is entered into a drawing for a very good travel mug. Details on our [FAQ page](/faq).',
            ),
          ),
        }),
      ),
      h2('If it is more than the scaries'),
      p(
        'Everyone has wobbly Sundays. But if the dread is there every day, not just Sundays, or it is affecting your sleep and your health, please talk to someone: your doctor, a trusted colleague, or your union or staff support line. Asking for help is what professionals do.',
      ),
      quote('Monday is only a day. You have done hundreds of them, and you were brilliant in most of them.'),
    ],
  },
  {
    slug: 'how-to-actually-switch-off-over-the-holidays',
    title: "The Teacher's Guide to Actually Switching Off Over the Holidays",
    excerpt:
      'The semester ends, the body stops, and the brain keeps planning lessons. How to persuade your brain that vacation has really started.',
    image: 'holiday',
    categories: ['holidays-and-breaks', 'teacher-wellbeing'],
    authors: ['sam'],
    daysAgo: 33,
    related: ['things-teachers-do-on-holiday-that-give-them-away', 'what-teachers-really-do-in-the-summer'],
    body: [
      p(
        'There is a well-known teacher condition where break begins and your body immediately catches every cold it has been politely declining since September. There is a second, less talked-about condition where your body is on a beach and your brain is still redoing the 7th-grade seating chart. This guide is for the second one. For the first, we recommend soup.',
      ),
      h2('Step one: make an ending'),
      p(
        "Your brain likes clear edges. On the last day, do something that marks the end: clear your desk, write next semester's first three jobs on a note, put the note in a drawer and close it. Say “done” out loud if nobody is listening. Actually, say it even if they are.",
      ),
      h2('Step two: decide when, not if'),
      p(
        'Most teachers will do some work over a long break, and pretending otherwise just makes the guilt worse. So decide exactly when. “The last Thursday, from nine to twelve” is a plan. “At some point” is a cloud that follows you to the beach.',
      ),
      h2('Step three: delete the email app'),
      p(
        'Not the account, just the app on your phone, until the work session you planned. You can reinstall it in thirty seconds. You cannot un-read an email about a data deadline on day two of your vacation.',
      ),
      h2('Step four: do something you are bad at'),
      ul(
        'Teachers spend all semester being the expert in the room. Be a beginner: paddleboarding, pottery, a language, the ukulele.',
        'Being bad at something, with nothing at stake, is extraordinarily restful.',
        'It also reminds you what your students feel like every day, which is useful, but do not think about that now.',
      ),
      h2('Step five: talk about something else'),
      p(
        'When you meet a teacher friend, give yourselves a five-minute school-chat allowance and then move on to literally anything else. Movies. Gardens. That ridiculous dog. You are more than the job, and your friends are too.',
      ),
      quote('The lessons will still need planning in September. You will plan them better for having rested.'),
      p(
        'Not convinced you can manage it? See [things teachers do on vacation that give them away](/post/things-teachers-do-on-holiday-that-give-them-away) and take comfort: we are all in this together.',
      ),
    ],
  },
]
