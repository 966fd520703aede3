import { feature, testimonial } from '@/seed/blocks'
import { cast, roleOf } from '@/seed/content/cast'
import type { PostSeed } from '@/seed/content/types'
import { badge, block, h2, h3, ol, p, quote, ul } from '@/seed/lexical'
import { linkUrl } from '@/seed/refs'

export const POSTS_5: PostSeed[] = [
  {
    slug: 'hobbies-teachers-pick-up-that-are-suspiciously-like-teaching',
    title: 'Hobbies Teachers Pick Up That Are Suspiciously Like Teaching',
    excerpt:
      'Coaching Little League, running a book club, volunteering at the museum. We took up hobbies to get away from school and accidentally recreated it.',
    image: 'paperPlanes',
    categories: ['life-outside-school'],
    authors: ['sam'],
    createdBy: 'contributor',
    daysAgo: 58,
    body: [
      p(
        'A wellbeing poster in our teachers’ lounge says “Find a hobby that has nothing to do with work!” Underneath, somebody has written “I coach Little League on Saturday mornings. Does that count?” It does not count. And yet it is exactly what so many of us do. Here is a field report.',
      ),
      h2('Hobbies that are definitely not teaching'),
      ul(
        '**Coaching a youth sports team.** You spend Saturday morning organizing small people into lines, giving clear instructions and finding lost shin guards. Completely different.',
        '**Running a book club.** You choose a text, set a reading deadline and facilitate a discussion where two people have not done the reading. Nothing like school.',
        '**Volunteering as a museum guide.** You take groups around, answer questions and tell a child not to touch the Egyptian mummy. Absolutely a rest.',
        '**Scout leader or youth group leader.** You spend evenings teaching knots and first aid to children. Relaxing.',
        '**Quiz night host.** Questions, answers, rules about phones, and a team that argues with the grading. Never seen that before.',
        '**Baking for the bake sale.** That is not a hobby. That is a Thursday.',
      ),
      h2('Why we do it'),
      p(
        'It turns out that most people go into teaching because they like explaining things, helping people get better at stuff and being part of a community. Those things do not switch off at 3:30 p.m. The difference is that on the weekend, nobody is inspecting the knots.',
      ),
      h2('Hobbies that genuinely are not teaching'),
      p(
        'For balance, readers also recommended a few hobbies that have, as far as we can tell, nothing in common with school:',
      ),
      ol(
        'Open-water swimming. Nobody can ask you a question underwater.',
        'Pottery. The clay does not answer back. Well, it does, but silently.',
        'Long walks with a dog. The dog does not need differentiation.',
        'Bird watching, where the only thing you count is birds.',
      ),
      quote('“I took up running to get away from school. Now I run the school running club. Send help.”'),
      p(
        'Whatever you do outside school, do it for you. And if that means teaching nine-year-olds to dribble a soccer ball, enjoy it. At least the field has fresh air.',
      ),
    ],
  },
  {
    slug: 'dear-new-teacher',
    title: 'Dear New Teacher: Letters from Colleagues Who Remember Their First Year',
    excerpt:
      'You will cry in a closet at least once, and that is fine. Warm, honest advice for anyone starting out, from teachers who still remember their first September.',
    image: 'chalkboard',
    categories: ['back-to-school', 'teacher-wellbeing'],
    authors: ['joan', 'rosa'],
    daysAgo: 88,
    body: [
      p(
        'Your first year of teaching is unlike any other year of your life. It is exhausting and wonderful, sometimes in the same ten minutes. We asked teachers at every stage of their careers what they would tell themselves on their very first day. Here are their letters, lightly edited and entirely heartfelt.',
      ),
      h2('“You will not be good at this yet, and that is the point”'),
      p(
        'From Joan: Nobody is a good teacher in September of their first year. You are a new teacher, which is a different and perfectly respectable thing. You will get better every single week, mostly without noticing. Keep a notebook of small wins. You will need it in February.',
      ),
      h2('“Steal everything”'),
      p(
        'From Rosa: Every great teacher is a magpie. Borrow routines, starters, phrases and entire lessons from colleagues, and say thank you. Nobody expects you to invent teaching from scratch. It has been going for quite a while.',
      ),
      block(
        testimonial({
          quote:
            'In my first semester I spent three hours making a beautiful resource that the class finished in eleven minutes. My mentor laughed, gave me a hug and a spare worksheet, and told me the lesson was the relationship, not the laminating. I still think about that every week.',
          name: cast.harrietBloom.name,
          role: roleOf(cast.harrietBloom),
          photo: 'avatarHarriet',
        }),
      ),
      h2('The short version'),
      ul(
        'Learn names first. Everything else is easier once you know names.',
        'Find your people: the colleague who makes you laugh, the one who knows the systems, and the one who tells you to go home.',
        'Eat lunch. Sitting down. Not at your desk.',
        "You are allowed to say “I don't know, let me check.” Children respect it.",
        'Bad lessons happen to everyone. Every single one of us. Tomorrow is a new lesson.',
      ),
      block(
        testimonial({
          quote:
            'I cried in the PE closet in October of my first year. The department chair found me, sat on a crash mat beside me and said, “Everyone does it. Most people pick the supply closet, the crash mats are comfier.” Eleven years later, I make sure every new teacher knows about the crash mats.',
          name: cast.samWhitlock.name,
          role: roleOf(cast.samWhitlock),
          photo: 'avatarSam',
        }),
      ),
      h2('“Go home”'),
      p(
        'From both of us: the work will expand to fill every hour you give it. There will always be one more resource to make and one more email to answer. Pick a time to leave, most days, and leave at it. A rested teacher with a decent lesson beats an exhausted one with a perfect lesson every single time.',
      ),
      quote('“You will forget most of your first-year lessons. Your first class will never forget you.”'),
      p(
        'Welcome to the teachers’ lounge. We saved you a mug. For more first-semester survival tips, visit our [Back to School](/category/back-to-school) section.',
      ),
    ],
  },
  {
    slug: 'the-unwritten-rules-of-the-staff-car-park',
    title: 'The Unwritten Rules of the Staff Parking Lot',
    excerpt:
      'Nobody assigned the spaces. Everybody knows whose space is whose. A substitute teacher’s guide to parking without starting a feud.',
    image: 'wallClock',
    categories: ['staffroom-stories'],
    authors: ['gareth'],
    daysAgo: 46,
    body: [
      p(
        'When you work in forty-one schools, you learn the one truth that unites them all. It is not the curriculum, or the lanyard, or the smell of the cafeteria. It is the staff parking lot, and its rules, which are never written down and always enforced.',
      ),
      h2('Rule one: the spaces are not assigned. The spaces are assigned.'),
      p(
        'There are no names on the spaces. And yet every space belongs to someone, by a law older than the building. Park in the wrong one and you will feel it: a colleague circling slowly, a meaningful look through the windshield, a note on the teachers’ lounge board that reads “Could the owner of the blue Corolla…”. I am the owner of the blue Corolla. I am always the owner of the blue Corolla.',
      ),
      h2('Rule two: the early spaces go early'),
      p(
        'The spaces nearest the door are taken by 7:20 a.m. by people who have never, as far as anyone knows, gone home. If you arrive at 8:15 you will park at the far end, by the recycling bins, next to the PE teacher who parks there deliberately “for the steps”.',
      ),
      h2('Rule three: never block in the custodian'),
      p(
        'The custodian has keys to everything, knowledge of everything and access to the rock salt in winter. Blocking them in is not a parking mistake. It is a career decision.',
      ),
      h2('Rule four: drop-off is a separate ecosystem'),
      p(
        'Between 8:30 and 8:50 the parking lot becomes a river of parents, scooters and one extremely slow minivan. Do not attempt to arrive or leave during this time. Wait. Drink your coffee. Let nature take its course.',
      ),
      h3("A substitute teacher's survival checklist"),
      ol(
        'Ask at the front office where visitors should park, and do exactly that, however far away it is.',
        'Back in. You will be leaving at the same time as everyone else.',
        'Leave a note with your phone number on the dashboard, just in case.',
        'Say good morning to everyone you pass. You are parking on their land.',
      ),
      quote('“In forty-one schools I have never seen a parking policy. I have seen forty-one parking cultures.”'),
      p('Read more from my travels in [Confessions of a Substitute Teacher](/original/confessions-of-a-supply-teacher).'),
    ],
  },
  {
    slug: 'every-excuse-for-missing-homework-graded-out-of-ten',
    title: 'Every Excuse for Missing Homework, Graded Out of Ten',
    excerpt:
      'The dog ate it. The printer broke. My little brother used it as a paper plane. An English teacher grades the excuses, with full feedback.',
    image: 'coffeeMarking',
    categories: ['classroom-life'],
    authors: ['rosa'],
    daysAgo: 29,
    body: [
      p(
        'I have collected homework excuses for eleven years, in a notebook I keep in my desk drawer. If my students put as much creativity into their essays as they put into these, I would be out of a job. So, in the spirit of fairness, I have finally graded the excuses themselves. Rubric: originality, plausibility and delivery.',
      ),
      h2('The classics'),
      ul(
        '**“My dog ate it.”** 3/10. An old standard. Lost points for originality. Regained one point when the student produced a photo of a guilty-looking spaniel beside a chewed worksheet.',
        '**“The printer broke.”** 4/10. Plausible: printers are unreliable and possibly evil. But the homework was to read a chapter.',
        '**“I forgot.”** 8/10. Honest. Refreshing. Delivered with direct eye contact. Full points for integrity, minus two because it was the fourth week in a row.',
      ),
      h2('The modern excuses'),
      ul(
        "**“It uploaded but it didn't upload.”** 6/10. A genuine philosophical position. Possibly true. I have also uploaded things that did not upload.",
        '**“My laptop updated for six hours.”** 7/10. Extremely plausible. We have all been there.',
        "**“I did it on my phone but my phone is in my mom's car and my mom is in Omaha.”** 9/10. The detail. The geography. A masterpiece of narrative.",
      ),
      h2('The legends'),
      p(
        badge('Hall of fame', 'apple'),
        " **“My little brother made it into a paper plane and it went over the fence into the neighbor's yard and their tortoise sat on it.”** 10/10. I asked for evidence. The next day, the student brought in the paper plane. It was flattened. There was a small muddy footprint. I have never been so proud.",
      ),
      h2('Teacher feedback'),
      p(
        "**Glow:** imagination, storytelling, commitment to character. **Grow:** the homework was also done. Every excuse, however good, ends with the same sentence from me: “That's brilliant. Bring it tomorrow.”",
      ),
      quote('“The best excuse I ever heard was the truth, told kindly. Those are the ones I give extra time for.”'),
      p(
        'A serious footnote: sometimes homework goes missing because home is hard. If the excuses stop being funny, talk quietly with the school counselor. That is what they are there for.',
      ),
    ],
  },
  {
    slug: 'the-red-pen-renaissance',
    title: 'The Red Pen Renaissance: Why We Fell Back in Love with Grading by Hand',
    excerpt:
      'Screens are brilliant for many things. Leaving a smiley face in a margin is not one of them. Why handwritten feedback is making a comeback.',
    image: 'coffeeMarking',
    categories: ['lesson-hacks'],
    authors: ['rosa'],
    sponsor: 'Marlow & Finch Stationery',
    daysAgo: 14,
    body: [
      p(
        '*This article is sponsored by Marlow & Finch Stationery. As always, the opinions (and the fondness for pens) are our own.*',
      ),
      p(
        "My red pen is called Gerald. He has been with me through six years of essays, two moves and one memorable incident with a leaky lid in a purse. In a world of online platforms and comment banks, I still grade most of my students' writing by hand. I am not alone: across our readers, teachers are quietly returning to paper, at least some of the time.",
      ),
      h2('Why handwriting still matters in feedback'),
      ul(
        '**It is personal.** A scribbled “YES!” next to a brilliant sentence feels like a conversation, not a report.',
        '**It is where the work is.** Feedback in the margin sits right beside the sentence it is about. Nobody has to scroll.',
        '**It is slower, in a good way.** Grading by hand makes me choose my words. Fewer comments, better ones.',
        '**Students read it.** Ours actually do. They look for the doodles. One of them keeps score of my smiley faces.',
      ),
      h2('Making it manageable'),
      p('Hand-grading everything is not realistic, and nobody should try. Here is the balance that works for me:'),
      ol(
        'Grade live in class: walk the room with a pen and comment as they write. Instant, and nothing to take home.',
        'Grade one piece per quarter in depth, properly, by hand.',
        'Use symbols the class knows (a star for a strength, an arrow for a next step) to save words.',
        'Give feedback time in the next lesson. Feedback nobody acts on is just decoration.',
      ),
      block(
        feature({
          eyebrow: 'From our sponsor',
          heading: 'Marlow & Finch Teacher Packs',
          text: 'Smooth-writing grading pens in red, green and a very calm purple, made to last a full semester of essays. Every pack includes a reusable case with a lid that stays on. Yes, really.',
          image: 'rulersPencils',
          link: linkUrl('https://marlowandfinch.example.com/teachers', 'See the teacher packs'),
        }),
      ),
      p(
        'There is research-backed advice out there about feedback, and most of it says the same thing: keep it specific, keep it timely, and make sure students do something with it. None of that depends on the pen. But the pen changes how it feels, for both of us, and feelings matter in a classroom more than any spreadsheet admits.',
      ),
      quote('“A comment in the margin says: a real person read this, and they cared.”'),
      p('Gerald, by the way, is now retired. His replacement is called Gerald II. The grading continues.'),
    ],
  },
]
