import { feature } from '@/seed/blocks'
import type { PostSeed } from '@/seed/content/types'
import { badge, block, h2, h3, ol, p, quote, ul } from '@/seed/lexical'
import { linkUrl } from '@/seed/refs'

export const POSTS_6: PostSeed[] = [
  {
    slug: 'seven-desk-plants-that-survive-a-classroom',
    title: 'Seven Desk Plants That Can Survive a Classroom (and a Fall Break Without Watering)',
    excerpt:
      'Radiators, soccer balls, a week of silence and the occasional splash of orange juice. The classroom is a harsh environment. These plants can take it.',
    image: 'teacupPlant',
    categories: ['classroom-life', 'teacher-wellbeing'],
    authors: ['harriet'],
    sponsor: 'Windowsill Botanics',
    daysAgo: 40,
    body: [
      p('*Sponsored by Windowsill Botanics. The plants were tested by real children, who were very thorough.*'),
      p(
        'A plant on your desk is good for you: it is something green to look at, something alive that does not need a reading goal, and a small daily act of care. The problem is that classrooms are brutal. The heating is either off or tropical, a ball will eventually be kicked at it, and for a week every fall break, nobody is there at all. So we asked a plant expert and a class of seven-year-olds which plants make it.',
      ),
      h2('The survivors'),
      ol(
        '**Snake plant.** Practically indestructible. Copes with low light, dry air and neglect. The principal of houseplants: tall, calm, always there.',
        '**ZZ plant.** Glossy, upright and happy to go three weeks without water. Ideal for the teacher who forgets, which is all teachers.',
        '**Spider plant.** Grows babies you can re-pot with the class. Science lesson, art lesson and gift for parents in one plant.',
        '**Pothos.** Trails beautifully off a shelf and tells you when it is thirsty by drooping dramatically. Perks up within an hour of a drink. Very relatable.',
        '**Cactus (small, in a high place).** Needs almost nothing. Must not be within reach of anyone under eleven. You know why.',
        '**Peace lily.** Flowers indoors, forgives mistakes, sulks visibly when dry. A good class pet for people not allowed a class pet.',
        '**Herbs on a sunny sill.** Basil, mint and chives. Smell wonderful, can be eaten, and teach more about growing food than any worksheet.',
      ),
      h2('Fall break survival tips'),
      ul(
        'Water well on the last day and move plants away from radiators and the sunniest glass.',
        'Stand pots on a tray of damp pebbles. It keeps the air around them humid.',
        'Appoint a plant monitor to say a real goodbye. Optional, but the plants seem to appreciate it.',
      ),
      block(
        feature({
          eyebrow: 'From our sponsor',
          heading: 'The Windowsill Classroom Kit',
          text: 'Three hardy plants, self-watering pots and a student-friendly care chart, delivered to your school. Designed for rooms that get hot, cold and occasionally hit by a soccer ball.',
          image: 'teacupPlant',
          link: linkUrl('https://windowsillbotanics.example.com/classroom', 'Meet the classroom kit'),
        }),
      ),
      p(
        badge('Class verdict', 'sun'),
        ' Our seven-year-old testers voted the spider plant their favorite “because it has children”. The cactus came last “because it is mean”. Both fair.',
      ),
    ],
  },
  {
    slug: 'how-to-build-a-staffroom-tea-station',
    title: 'How to Build a Teachers’ Lounge Tea Station Everyone Will Actually Respect',
    excerpt:
      'Kettle placement, mug etiquette and the sugar-spoon question. A practical guide to the most important infrastructure in any school.',
    image: 'speechBubbles',
    categories: ['staffroom-stories'],
    authors: ['dev'],
    sponsor: 'Kettlebright Tea Co.',
    daysAgo: 63,
    body: [
      p('*This article is sponsored by Kettlebright Tea Co. We drank a lot of tea in the name of research.*'),
      p(
        'Schools have libraries, laboratories and gyms. But the most important room in any school is the teachers’ lounge, and the most important part of the teachers’ lounge is the corner with the kettle. Get the tea station right and morale goes up. Get it wrong and you will find a passive-aggressive note on the fridge by Wednesday.',
      ),
      h2('The essentials'),
      h3('Two kettles, minimum'),
      p(
        'Recess is fifteen minutes long. A single kettle boils in about three. Do the math: with forty staff and one kettle, the last person gets their tea at the bell. Two kettles, or a hot-water urn, and everybody drinks.',
      ),
      h3('A mug system'),
      p(
        'Every teachers’ lounge has three types of mug: personal mugs (do not touch), communal mugs (touch, wash, return), and mystery mugs that belong to someone who left in 2014. Label a shelf for each. Gently retire the mystery mugs at the end of the year.',
      ),
      h3('The sugar spoon'),
      p(
        'There must be one spoon for the sugar, and it must never touch tea. This is the most broken rule in education. Put the sugar in a shaker and end the conflict forever.',
      ),
      h2('The extras that make it special'),
      ul(
        "A small basket of good tea, not just the basic black tea. Fruit, green, decaf, for the afternoon.",
        'A “treat tin” that anyone can fill and anyone can empty.',
        'A sponge, a dish towel and dish soap that is actually there.',
        'A whiteboard for birthdays, celebrations and the occasional plea for the return of a specific Tupperware.',
      ),
      block(
        feature({
          eyebrow: 'From our sponsor',
          heading: 'Kettlebright Staffroom Boxes',
          text: "A monthly box of loose-leaf and bagged teas chosen for teachers’ lounges: a strong breakfast blend for mornings, calming blends for after conference night, and a decaf for anyone still grading at 9 p.m.",
          image: 'teacupPlant',
          link: linkUrl('https://kettlebright.example.com/staffroom', 'Explore the teachers’ lounge box'),
        }),
      ),
      quote(
        '“A good tea station is not a luxury. It is the fifteen minutes that gets forty adults through the next sixty.”',
      ),
      p(
        'Of course, the tea station has a neighbor. For that, see [the unofficial teachers’ lounge fridge rules](/post/the-unofficial-staffroom-fridge-rules).',
      ),
    ],
  },
  {
    slug: 'confessions-of-a-supply-teacher-the-seating-plan-was-fiction',
    title: 'Confessions of a Substitute Teacher: The Seating Chart Was a Work of Fiction',
    excerpt:
      'The seating chart said thirty names in neat rows. The class said otherwise. The first confession: how I learned to trust the children, and not the paper.',
    image: 'supplyCover',
    categories: ['staffroom-stories', 'classroom-life'],
    authors: ['gareth'],
    original: 'confessions-of-a-supply-teacher',
    daysAgo: 80,
    body: [
      p(
        badge('Series', 'chalk'),
        ' Welcome to the first of my confessions. I am a substitute teacher, which means my phone rings at 7:12 every morning and by 8:30 I am standing in a classroom I have never seen, in front of children who have never seen me, with a piece of paper that claims to explain everything.',
      ),
      h2('The seating chart'),
      p(
        'It was a 7th-grade science class. The plan was beautiful: five rows, thirty names, color-coded. I took attendance from it with confidence. Nobody answered to any name in the first two rows. The children looked at one another with the calm delight of people watching a stranger walk into a glass door.',
      ),
      p(
        "“Mister,” said a girl in the back, eventually, “that's last year's seating chart.” It was not even this class's seating chart. It was the seating chart for a class that had left the school.",
      ),
      h2('What I did next'),
      p(
        "I had two choices. I could pretend I was in control, or I could admit I was not. I put the paper down and said: “OK. You all know where you sit better than this paper does. Tell me your name and one thing you're good at, and I'll draw a new one.” It took seven minutes. It was the best seven minutes of the lesson.",
      ),
      h2('What I learned'),
      ul(
        'The paper is a guide. The children are the source.',
        'Asking for help is not weakness with a class. It is a trade: you give them a bit of trust, they give you a bit back.',
        'There is always one child who will tell you the truth. Find them early. Thank them quietly.',
        'Draw the new seating chart yourself, in front of them. It tells them you will remember them.',
      ),
      quote("“Every class I cover is someone else's class. My job is to keep it safe and hand it back in one piece.”"),
      p(
        'Next time: the day nobody told me it was pajama day, and I was the only person in the building wearing a tie.',
      ),
    ],
  },
  {
    slug: 'confessions-of-a-supply-teacher-non-uniform-day',
    title: 'Confessions of a Substitute Teacher: Nobody Told Me It Was Pajama Day',
    excerpt:
      'Six hundred children in onesies, sports jerseys and one full dinosaur costume. One substitute teacher in a shirt and tie. The second confession.',
    image: 'appleBooks',
    categories: ['staffroom-stories'],
    authors: ['gareth'],
    original: 'confessions-of-a-supply-teacher',
    daysAgo: 60,
    related: ['confessions-of-a-supply-teacher-the-seating-plan-was-fiction'],
    body: [
      p(
        'Substitute teaching teaches you to expect anything: a fire drill, a lost class, a lesson on a topic you last studied in 1998. What it does not prepare you for is walking into an elementary school at 8:25 a.m. and discovering that every single person in the building has dressed up except you.',
      ),
      h2('The reveal'),
      p(
        'It was pajama day, raising money for a local charity. The children were in sports jerseys, pajamas and superhero capes. The staff had joined in: the principal was dressed as a bee. The front office manager was a pirate. I was in my interview shirt, my good tie and my serious shoes. I looked like I had come to inspect the school. Several children assumed I had.',
      ),
      h2('The options'),
      ol(
        'Own it. Be the one adult in formal wear. Act as if this is my costume. (It is my costume. It is the costume of a substitute teacher.)',
        'Improvise. Borrow something from the dress-up box.',
        'Go home. Not really an option, as I had been paid for the day.',
      ),
      p(
        'I went with option two. The dress-up box in 2nd grade contained a crown, a cape and a pair of large foam hands. I chose the crown. I taught phonics as a king. It was, I am not ashamed to say, the most successful phonics lesson of my career.',
      ),
      h2('What the children said'),
      ul(
        '“Are you a real king?” (No.)',
        '“Where is your castle?” (It is a one-bedroom apartment in Pittsburgh.)',
        '“Can I be the king next?” (Yes, if you can tell me the sound “igh” makes.)',
      ),
      h3('What I keep in my bag now'),
      p(
        'A folding crown. Truly. It weighs nothing, and it has got me through two pajama days, a Read Across America Day and a very long indoor recess. Every substitute teacher needs an emergency costume.',
      ),
      quote('“You cannot always be prepared. You can always be a good sport.”'),
      p('Next time: the sub plans that just said “they know what to do”. They did not know what to do.'),
    ],
  },
  {
    slug: 'confessions-of-a-supply-teacher-they-know-what-to-do',
    title: 'Confessions of a Substitute Teacher: The Sub Plans Said “They Know What to Do”',
    excerpt:
      'Four words on a sticky note. Twenty-nine teenagers. Nobody, it turned out, knew what to do. The third confession, and an ode to the good sub plan.',
    image: 'rulersPencils',
    categories: ['staffroom-stories', 'classroom-life'],
    authors: ['gareth'],
    original: 'confessions-of-a-supply-teacher',
    daysAgo: 38,
    related: ['confessions-of-a-supply-teacher-non-uniform-day'],
    body: [
      p(
        'Every substitute teacher has a collection of sub notes. Some are masterpieces: a lesson plan, a seating chart, a list of who needs extra help and who needs to sit away from whom. And some are a single sticky note on a desk, which in my case said, in full: “9th grade. They know what to do.”',
      ),
      h2('They did not know what to do'),
      p(
        "I asked the class what they had been doing. There was a silence, and then a discussion among three students about whether they had been doing poetry or the Romans. A boy at the back said “we were doing a project”. On what? “A project.” Could he describe it? “It's… a project.”",
      ),
      h2('Detective work'),
      ol(
        'I checked the board for clues. It said “Do not erase”, with nothing else on it.',
        'I checked their notebooks. Most had the date and a title: “Continued”.',
        "I asked the teacher next door, who kindly said, “Oh, they're doing persuasive writing. I think.”",
      ),
      p(
        'So we did persuasive writing. I asked them to persuade me of something they cared about. I got passionate arguments for longer lunches, for dogs in school, and, from the boy at the back, a genuinely moving piece about why his grandma should be allowed to keep her community garden plot. It turned out that was the project.',
      ),
      h2('An ode to the good sub plan'),
      p(
        'I know why the sticky note happens. Teachers get sick at 6 a.m., write sub plans with a temperature and send it at the last minute. Nobody blames them. But to every teacher who has ever left a clear sub plan: you are a hero. Here is what makes one perfect:',
      ),
      ul(
        'What the class is studying and where they got to.',
        'A task that can be done without a login, a video or a missing textbook.',
        'Names of two reliable students who will tell the truth.',
        'Anyone who needs extra support, or a particular seat.',
        'Where the pens are. Always where the pens are.',
      ),
      quote('“Leave the sub plans you would want to find. Then add where the pens are.”'),
      p('Next time: the sub assignment that was meant to be one day, and how I was accidentally adopted by an 8th-grade homeroom.'),
    ],
  },
]
