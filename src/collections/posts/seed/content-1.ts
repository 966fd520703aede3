import { accordion, listicle } from '@/seed/blocks'
import type { PostSeed } from '@/seed/content/types'
import { badge, block, h2, h3, ol, p, paragraphs, quote, ul } from '@/seed/lexical'

export const POSTS_1: PostSeed[] = [
  {
    slug: '17-things-only-teachers-do-on-the-last-day-before-half-term',
    title: '17 Things Only Teachers Do on the Last Day Before Fall Break',
    excerpt:
      'From the 2:14 p.m. glance at the clock to the strategic abandonment of the grading pile: a loving catalog of the rituals that get us over the line.',
    image: 'wallClock',
    categories: ['classroom-life', 'holidays-and-breaks'],
    authors: ['harriet', 'sam'],
    daysAgo: 2,
    body: [
      p(
        'There is a particular light that falls across a classroom on the last afternoon before fall break. It is golden, it is hopeful, and it is mostly reflecting off the glitter that will be in the carpet until June. We asked readers what they do on that final day and, reassuringly, the answer was “exactly the same as you”. Here is the list, in roughly the order it happens.',
      ),
      ol(
        'Arrive twenty minutes earlier than usual, because today of all days the photocopier will have opinions.',
        'Wear the comfortable shoes. Not the nice shoes. The shoes that have seen things.',
        'Announce a “fun lesson” that is secretly the lesson you planned anyway, with a quiz at the end.',
        'Answer the question “are we watching a movie?” eleven times before attendance is done.',
        'Eat a chocolate a child gave you at 8:47 a.m. and call it breakfast, because it is.',
        'Look at the grading pile, look at your bag, look at the grading pile again, and make a decision you will regret on Sunday night.',
        'Find a single sock in the reading corner. Nobody claims it. Nobody ever claims it.',
        'Tidy the classroom with the intensity of someone expecting a royal visit, knowing it will look exactly the same when you return.',
        'Water the class plant and whisper “see you in a week, stay strong”.',
        'Check the clock at 2:14 p.m. Check it again at 2:15 p.m. Suspect the clock of sabotage.',
        'Hand out the letter about the trip, the letter about head lice and the letter about the letter you sent last week.',
        'Let the class stack the chairs, which takes four minutes and produces two arguments about whose turn it is.',
        'Receive a handmade card that says “you are the best teacher in the hole world” and decide spelling can wait until after break.',
        'Wave from the door like a minor celebrity at a movie premiere.',
        'Sit at your desk in the sudden silence and hear, for the first time in seven weeks, the hum of the radiator.',
        'Drift to the teachers’ lounge, where someone has brought a tray of something home-made, and stand around it like it is a campfire.',
        'Leave the building announcing “I am going to do nothing this week” while carrying three bags of things to do.',
      ),
      h2('And then, of course, the first morning'),
      p(
        badge('Fall break!', 'sun'),
        ' Somewhere around 6:30 a.m. on the first day off, your body will wake you up for a roll call that does not exist. Roll over. You have earned it. The lesson plans will keep, the sock will keep, and the glitter, frankly, is eternal.',
      ),
      quote(
        '“The last day before fall break is the only day of the year when the whole school is on the same page: the last one.”',
      ),
      p(
        'If you are the kind of person who needs a plan to stop planning, we wrote you one: [how to actually switch off over break](/post/how-to-actually-switch-off-over-the-holidays). And if you have a ritual we missed, tell us. We are collecting them for next semester, and we promise to read them before the grading.',
      ),
    ],
  },
  {
    slug: 'the-unofficial-staffroom-fridge-rules',
    title: "The Unofficial Teachers’ Lounge Fridge Rules, Ranked by How Often They're Broken",
    excerpt:
      'Every teachers’ lounge fridge has rules. Some are laminated. Most are ignored. We ranked them, from “mostly observed” to “an active crime scene”.',
    image: 'speechBubbles',
    categories: ['staffroom-stories'],
    authors: ['dev'],
    daysAgo: 8,
    body: [
      p(
        'Every school has one: a fridge that hums like it is thinking about something, wears a sign that begins “PLEASE”, and contains at least one yogurt with an expiration date from a previous administration. I spent a semester keeping notes on ours, purely in the interests of science. Here are the rules, from the one we mostly keep to the one that has never once been kept in recorded history.',
      ),
      h2('8. Label your lunch'),
      p(
        "Mostly observed. Teachers label everything. We label children's coats, cubbies, hooks and paintings, so naturally we label our soup. The only exception is the colleague who writes “MINE” on a sticky note, which is technically a label and legally a threat.",
      ),
      h2('7. No fish in the microwave'),
      p(
        "Observed by everyone except one person, once a year, who swears they did not know. The smell reaches the principal's office in four minutes. It is discussed at the next staff meeting under “new business”.",
      ),
      h2("6. Don't take the last of the milk"),
      p(
        'Broken daily, but with guilt. The person who takes the last splash always leaves a tiny, insulting puddle in the bottle so that technically, it was not the last of the milk. We all know. We have all done it.',
      ),
      h2('5. Clean out your containers on Friday'),
      p(
        'Broken weekly. Friday afternoon has enough going on. By Monday the containers have formed a small society with its own customs and, I suspect, a flag.',
      ),
      h2('4. The shelf in the door is for milk only'),
      p(
        'Ignored since the day it was written. The door shelf currently holds milk, oat milk, a jar of pickles, hand cream and a single AA battery. Nobody knows why the battery is cold. Nobody asks.',
      ),
      h2("3. Ask before you take someone's food"),
      p(
        'Broken in the most creative ways. “I thought it was communal” has been used about a birthday cake with a name piped on top. Tubs of hummus vanish at a rate that suggests organized crime.',
      ),
      h2('2. Throw away anything out of date'),
      p(
        "Nobody is brave enough. Throwing away a colleague's food is a political act. So the ancient yogurt stays, growing in confidence, until the summer vacation, when the custodial team does what must be done.",
      ),
      h2('1. The fridge will be emptied every Friday at 4 p.m.'),
      p(
        'Never once happened. This rule exists only to be quoted in a firm but fair email, which is then forwarded to everyone, including the person who wrote the rule and left the pickles.',
      ),
      h3('What actually works'),
      ul(
        'A small tray per department, so the chaos is at least contained.',
        'A milk schedule with names on it. Shame is a powerful motivator.',
        'A kettle and a tea station good enough that nobody wants to linger at the fridge.',
      ),
      p(
        'On that last point, we have opinions: [how to build a teachers’ lounge tea station everyone will respect](/post/how-to-build-a-staffroom-tea-station).',
      ),
    ],
  },
  {
    slug: 'a-field-guide-to-the-teachers-at-every-inset-day',
    title: "A Field Guide to the Teachers You'll Meet at Every PD Day",
    excerpt:
      'The Early Bird, the Lanyard Collector and the person who asks a question at 3:29 p.m.: a naturalist’s guide to the training-day ecosystem.',
    image: 'chalkboard',
    categories: ['staffroom-stories', 'back-to-school'],
    authors: ['joan'],
    daysAgo: 85,
    body: [
      p(
        'A PD day (professional development day, or an in-service day, depending on your district) is the one day of the year when every member of staff is in the same room at the same time with no children to hide behind. For a keen observer of wildlife, it is the Serengeti. In thirty-one years of training days, I have seen every species. Here is how to spot them.',
      ),
      block(
        listicle({
          heading: 'The species, in order of appearance',
          numbered: true,
          items: [
            {
              title: 'The Early Bird',
              image: 'teacupPlant',
              content: paragraphs(
                'Arrives at 7:40 for an 8:45 start, has already found the good chairs (near the radiator, far from the presenter) and is holding two coffees, one of which is for you if you are nice. Cherish the Early Bird. The Early Bird knows where the extension cords are.',
              ),
            },
            {
              title: 'The Lanyard Collector',
              image: 'goldStars',
              content: paragraphs(
                'Wears a lanyard from every course they have ever attended, layered like medals. Can tell you which conference had the best sandwiches (Orlando, 2017). Will offer you a branded pen. Take the branded pen.',
              ),
            },
            {
              title: 'The Secret Planner',
              image: 'coffeeMarking',
              content: paragraphs(
                'Appears to be taking notes on the presentation. Is in fact planning the first three weeks of 8th grade. Can be identified by the rhythm of their nodding, which never quite matches the slides.',
              ),
            },
            {
              title: 'The Cookie Scout',
              image: 'appleBooks',
              content: paragraphs(
                'Knows the exact moment the refreshments arrive, by sound alone. Returns from break with a napkin of assorted cookies for their table, like a hunter bringing home the harvest. Deserves a raise.',
              ),
            },
            {
              title: 'The 3:29 Questioner',
              image: 'speechBubbles',
              content: paragraphs(
                'At 3:29 p.m., as the presenter says “any final questions?” and forty people begin to put their coats on, the 3:29 Questioner raises a hand. The question is always thoughtful. It is always three questions. We forgive them, eventually, around fall break.',
              ),
            },
            {
              title: 'The Veteran',
              image: 'chalkboard',
              content: paragraphs(
                'Has seen this initiative before, under a different name, in 2004. Says nothing. Smiles. Quietly tells the new teachers which parts to use and which parts to nod at. Is usually right.',
              ),
            },
          ],
        }),
      ),
      h2('How to survive the day'),
      ul(
        'Bring a water bottle, a cardigan and a snack. Training rooms are either the Sahara or Antarctica.',
        'Sit with someone from a different department. It is the best part of the day, and sometimes the only useful one.',
        'Write down one thing you will actually try. One. Not twelve.',
      ),
      p(
        'And be kind to the presenter. They are a teacher too, standing in front of the toughest audience in the building: other teachers.',
      ),
    ],
  },
  {
    slug: 'how-to-survive-parents-evening',
    title: "How to Survive Conference Night: A Teacher's Honest Handbook",
    excerpt:
      'Ten minutes per family, thirty families, one bottle of water. Practical advice on timing, tricky conversations and getting home with your voice intact.',
    image: 'coffeeMarking',
    categories: ['parents-evening'],
    authors: ['joan'],
    daysAgo: 20,
    related: ['what-parents-say-at-parents-evening-vs-what-they-mean'],
    body: [
      p(
        "Conference night is a marathon disguised as a series of sprints. You will have thirty short conversations about thirty children you love in thirty slightly different ways, in a hall that smells of floor polish, while a line forms in your peripheral vision. After three decades of them, here is what I wish someone had told me in my first year.",
      ),
      h2('Before the evening'),
      ul(
        '**Make a one-line note per child**: one strength, one next step, one thing that made you smile. It is your lifeline when your brain goes blank at 7:40 p.m.',
        '**Bring books or work to show.** Parents love seeing the actual page. A picture is worth a thousand words; a page of improving handwriting is worth at least five minutes.',
        '**Eat a real meal.** A cookie is not dinner, even three cookies.',
      ),
      h2('Your questions, answered'),
      block(
        accordion({
          heading: 'The questions new teachers ask us most',
          openFirst: true,
          items: [
            {
              title: 'How do I keep to time without being rude?',
              content: paragraphs(
                'Put a small clock where you can see it and the parents can too. At the eight-minute mark, start summing up: “So, the one thing to work on at home is…”. If a conversation needs longer, offer a follow-up call. It is kinder than a rushed ending and fairer to the family waiting.',
              ),
            },
            {
              title: 'What if a conversation gets difficult?',
              content: paragraphs(
                "Stay calm, slow down and listen first. Most anger at conference night is worry wearing a coat. Acknowledge it, stick to what you have seen, and agree on a next step. If you feel unsafe or out of your depth, it is always fine to bring in a senior colleague.",
              ),
            },
            {
              title: 'How do I talk about a child who is struggling?',
              content: paragraphs(
                'Start with something true and good. Then be honest and specific about the difficulty, and finish with what you are doing about it and how home can help. Parents can cope with hard news; what they cannot cope with is being surprised by it in June.',
              ),
            },
            {
              title: 'What do I do when I cannot remember which child is theirs?',
              content: paragraphs(
                'It happens to everyone. Ask, warmly, “And remind me, which of my wonderful kids is yours?” Then glance at your notes. Nobody has ever been offended by a teacher checking.',
              ),
            },
            {
              title: 'How do I recover afterwards?',
              content: paragraphs(
                'Go home. Do not grade. Have something warm to drink and talk about anything except school. Your voice and your brain need the same thing: rest.',
              ),
            },
          ],
        }),
      ),
      h2('The secret nobody tells you'),
      p(
        "Most conference nights are lovely. For every tricky conversation there are ten where a parent tells you their child talks about your lessons at dinner. Write those down too. They are the ones to read in February.",
      ),
      quote('“They will not remember the test scores or the goals. They will remember that you knew their child.”'),
      p(
        'For the lighter side, read our translation guide: [what parents say versus what they mean](/post/what-parents-say-at-parents-evening-vs-what-they-mean).',
      ),
    ],
  },
  {
    slug: 'what-parents-say-at-parents-evening-vs-what-they-mean',
    title: "What Parents Say at Conference Night vs. What They Mean",
    excerpt:
      'A gentle, loving phrasebook for the ten-minute appointment, from “he says he never gets homework” to “we do read at home… sometimes”.',
    image: 'speechBubbles',
    categories: ['parents-evening'],
    authors: ['harriet'],
    daysAgo: 44,
    related: ['how-to-survive-parents-evening'],
    body: [
      p(
        "Parents and teachers want exactly the same thing: a happy child who is learning. But ten minutes on small plastic chairs can make anyone speak in code. After many conference nights (and, more recently, a few on the other side of the table as a parent myself), here is my affectionate phrasebook.",
      ),
      h2('The phrasebook'),
      ul(
        '**“He says he never gets any homework.”** Translation: there is a worksheet at the bottom of his bag that has been there since September, and it has become part of the bag.',
        '**“She loves your class.”** Translation: she loves your class. Take this one at face value and hold it close. It means more than you think.',
        '**“We do read at home… sometimes.”** Translation: we read the back of the cereal box with great enthusiasm.',
        '**“Is he behaving himself?”** Translation: please tell me it is not just us.',
        "**“She's very quiet at home.”** Translation: we have never met the child you are describing, the one who ran a lunchtime debate on whether hot dogs are sandwiches.",
        '**“He gets that from his dad.”** Translation: said with love or with resignation, depending on whether we are discussing math or handwriting.',
        "**“We were just passing, so we thought we'd stop by.”** Translation: we missed our slot and are hoping you have a kind heart and a spare three minutes.",
        "**“Any questions for me?” “No, I think that's everything.”** Translation: the real question will arrive by email at 9:47 p.m.",
      ),
      h2('And what teachers say'),
      p('It is only fair to translate ourselves too.'),
      ul(
        "**“He's very sociable.”** He has never finished a sentence without starting a new one with someone else.",
        '**“She has lots of energy.”** We have met. We have both met. You know.',
        "**“He's making progress.”** He is, and we are both very proud, and it took both of us.",
      ),
      quote(
        'Every parent who turns up on a wet Tuesday night to sit on a tiny chair is a parent who cares. Start from there.',
      ),
      p(
        'For the practical side (timing, tricky conversations and how to get home with a voice), read [our honest handbook](/post/how-to-survive-parents-evening). And if you have a phrase of your own, we would love to add it to the next edition.',
      ),
    ],
  },
]
