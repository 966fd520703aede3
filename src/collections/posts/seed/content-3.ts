import { daysFromNow, imageText, timeLimited, timer } from '@/seed/blocks'
import { cast, surname } from '@/seed/content/cast'
import type { PostSeed } from '@/seed/content/types'
import { badge, block, h2, h3, ol, p, quote, richText, ul } from '@/seed/lexical'

export const POSTS_3: PostSeed[] = [
  {
    slug: 'things-teachers-do-on-holiday-that-give-them-away',
    title: 'Things Teachers Do on Vacation That Give Them Away Immediately',
    excerpt:
      'Counting heads on a boat trip. Shushing a museum. Saying “criss-cross applesauce” to a stranger’s child. You can take the teacher out of school…',
    image: 'holiday',
    categories: ['holidays-and-breaks', 'life-outside-school'],
    authors: ['dev'],
    daysAgo: 48,
    body: [
      p(
        'Last summer my partner and I went on a boat trip. Halfway across the bay, I realized I had counted the passengers three times, and my hand was raised in the universal signal for “everyone look at me”. My partner gently lowered it. This is a list for everyone who has ever been identified as a teacher by a total stranger in a foreign country.',
      ),
      h2('You know you are a teacher on vacation when…'),
      ul(
        '**You count heads.** On boats, on tour buses, at the start of a walking tour. You do not know these people. You are still responsible for them.',
        '**You stand at the front of every line and face the wrong way.** Old habits.',
        "**You say “criss-cross applesauce” to somebody else's child.** The child sits beautifully. The parent looks at you with deep suspicion.",
        '**You read every information board in a museum and mentally turn it into a worksheet.** With extension questions.',
        '**You buy a postcard, a fridge magnet and a bag of rocks “for the classroom”.** The rocks are now in your carry-on.',
        '**You hear a whistle and turn around.** It is a lifeguard. You were not in charge of this beach. You check anyway.',
        '**You sit in a café at 10:30 a.m. and feel like a criminal.** Nobody has ever told you that you are allowed to drink a hot coffee while it is still hot.',
        '**You go to the bathroom whenever you like.** You do this several times, just because you can.',
        '**You explain things.** A tour guide mentions the Romans and you add a small, helpful point. The group now thinks you work for the tour company.',
        '**You meet a student.** It does not matter which country you are in. There is a student. They are at the next table, and they are thrilled.',
      ),
      h2('The final giveaway'),
      p(
        'On the last evening of vacation, you sit somewhere beautiful, watch the sun go down, and think: “I could use this in a lesson about the water cycle.” Then you laugh, because you know, and you order dessert.',
      ),
      quote('“You do not stop being a teacher in August. You just stop being paid to notice things.”'),
      p(
        'If you need help leaving the lanyard at home, try our gentle guide to [actually switching off over break](/post/how-to-actually-switch-off-over-the-holidays).',
      ),
    ],
  },
  {
    slug: 'back-to-school-a-countdown-in-stationery',
    title: 'Back to School: A Countdown in Stationery Purchases',
    excerpt:
      'Four weeks to go: a single new pen. One day to go: a laminator and a label maker. A teacher’s school-year countdown, measured in stationery.',
    image: 'backpack',
    categories: ['back-to-school'],
    authors: ['harriet'],
    daysAgo: 0.2,
    body: [
      p(
        'Some people count down to the new school year with a calendar. Teachers count down with a cart at the office supply store. I kept a careful record of my own descent this year, and I share it here so that you know you are not alone and, more importantly, so my partner can see I am not the worst.',
      ),
      block(
        timer({
          heading: 'The new school year starts in…',
          endsAt: daysFromNow(30),
          endedText: 'The new school year has started. Good luck, and may your pens never run dry.',
        }),
      ),
      h2('The countdown'),
      h3('Four weeks to go'),
      p(
        'One new pen. A nice one. “Just to have,” I said, to nobody. It was a gel pen in a color described as “calm teal”. I felt calm. I felt teal.',
      ),
      h3('Three weeks to go'),
      p(
        'A planner. Then a second planner, because the first one started the week on a Sunday and I am not an animal. Sticky notes in four sizes, for four levels of urgency.',
      ),
      h3('Two weeks to go'),
      p(
        'Dry-erase markers, the good kind, in a multipack, hidden in a drawer at home because dry-erase markers left in a classroom develop legs. Also a pencil case for my pens. Also a pencil case for my pencil cases.',
      ),
      h3('One week to go'),
      ul(
        'Name labels, for things that already have names.',
        'A hole punch that does forty sheets, “for efficiency”.',
        'Stickers. So many stickers. Stars, dinosaurs, a sheet that just says “WOW”.',
      ),
      h3('The night before'),
      p(
        badge('True story', 'apple'),
        " A laminator. I already own a laminator. This one is faster. I laminated my schedule, a welcome sign and, at around eleven o'clock, a recipe for lasagna. I regret nothing.",
      ),
      block(
        timeLimited({
          startsAt: daysFromNow(-2),
          endsAt: daysFromNow(28),
          content: richText(
            p(
              '**This month only:** our free back-to-school printable pack, with a first-week planner, name-card templates and a very encouraging sticker chart, is on the [Back to School page](/back-to-school).',
            ),
          ),
        }),
      ),
      h2('What I actually used on the first day'),
      ol('One pen (not the teal one).', 'Attendance.', 'My voice.', 'Tea.'),
      quote(
        'Buying stationery is not about the stationery. It is about believing that this year, everything will be organized. Hold on to that feeling. It lasts until about Wednesday.',
      ),
    ],
  },
  {
    slug: 'first-day-back-bingo',
    title: 'First Day Back Bingo: Fill Your Card Before Recess',
    excerpt:
      'The lanyard that has vanished over summer, the child who has grown a foot, the Wi-Fi password that changed. Play along on the first morning of school.',
    image: 'backpack',
    categories: ['back-to-school', 'classroom-life'],
    authors: ['sam'],
    daysAgo: 1,
    body: [
      p(
        'The first day of school is the same everywhere. The hallways smell of fresh paint and floor polish, there is a line for the photocopier before eight, and at least one colleague has had a dramatic haircut. So we made it a game. Print it, screenshot it, or just play in your head during the welcome assembly.',
      ),
      p(
        badge('Printable', 'sun'),
        ' A full-size bingo card is part of the free pack on our [Back to School page](/back-to-school).',
      ),
      h2('The squares'),
      ul(
        'Your lanyard is not where you left it. It is never where you left it.',
        'Someone says “did you have a nice summer? It went so fast!” within ninety seconds of arrival.',
        'The Wi-Fi password has changed and nobody knows the new one.',
        'A child has grown so much over the summer that you genuinely do not recognize them.',
        'A new member of staff asks where the staff bathroom is, and you realize you are now the one who knows.',
        'The laminator is already broken.',
        'The first “can I go to the bathroom?” is asked before attendance is done.',
        "You find last year's half-drunk mug of tea in the closet. It has evolved.",
        'Someone has moved the teachers’ lounge furniture “to freshen things up”.',
        'A student tells you, in detail, about their vacation. It involves a dog, a cousin and an ice cream, in an order that is hard to follow.',
        'You say “welcome back” so many times that it stops sounding like words.',
        'At 10:30 a.m. you realize you have not had a drink of water since 6:45.',
      ),
      h2('Full house?'),
      p(
        'If you got a full house before recess, congratulations: you are a seasoned professional and should reward yourself with the good cookies. If you got a full house before homeroom, you work in the most chaotic school in the country and we would love to hear from you.',
      ),
      h2('A serious note, just for a second'),
      p(
        'The first day is tiring in a way that is hard to explain. You are meeting thirty new people, learning names, setting routines and smiling the whole time. Be gentle with yourself tonight. Early night. Real dinner. The bingo card can wait.',
      ),
      quote(
        '“Day one is not about the curriculum. Day one is about every child going home and saying: my teacher is nice.”',
      ),
    ],
  },
  {
    slug: 'five-stages-of-finding-a-worksheet-on-the-photocopier',
    title: "The Five Stages of Finding a Worksheet on the Photocopier That Isn't Yours",
    excerpt:
      'Thirty copies of someone else’s algebra test, warm from the machine. Denial, anger, bargaining, guilt and acceptance, in under a minute.',
    image: 'paperPlanes',
    categories: ['staffroom-stories'],
    authors: ['dev'],
    daysAgo: 17,
    body: [
      p(
        "You arrive at the photocopier at 8:21 a.m. with exactly nine minutes to print thirty copies of a starter. And there, in the tray, still warm, is a pile of somebody else's worksheets. What follows is a journey every teacher has taken, usually while the machine beeps at them.",
      ),
      h2('1. Denial'),
      p(
        '“Maybe it is mine.” You look closely. It is a 9th-grade algebra test. You teach chemistry. You have never taught algebra. You read the first question anyway, just in case.',
      ),
      h2('2. Anger'),
      p(
        'Who leaves thirty copies on a photocopier at 8:21? Do they think it is a shelf? Do they think you have all morning? You look around for the culprit. The teachers’ lounge is empty except for a fern.',
      ),
      h2('3. Bargaining'),
      p(
        'You could move them to one side. Very neatly. Perhaps on top of the machine, where they will definitely be seen. Perhaps with a sticky note that says “yours?” in a friendly, non-judgmental font. You do not have a friendly font. You have a dry-erase marker.',
      ),
      h2('4. Guilt'),
      p(
        'Then you remember. Last Tuesday. The 10th-grade lab sheets. You left them in the tray and went to teach, and when you came back they had been moved, very neatly, on top of the machine, with a sticky note that said “yours?”. You were the problem all along.',
      ),
      h2('5. Acceptance'),
      p(
        `You place the algebra tests carefully on the side, press copy, and while your worksheets print, you walk them down the math hallway yourself. Ms. ${surname(cast.adaezeOkonjo)} is very grateful. She gives you a cookie. The system works.`,
      ),
      h3('Photocopier etiquette, as agreed by one tired teachers’ lounge'),
      ol(
        'Never leave copies in the tray. Not even for one minute. Especially not for one minute.',
        'If there is a jam, fix it or tell someone. Do not simply walk away whistling.',
        'Refill the paper if you used the last of it. The paper is in the closet. It has always been in the closet.',
        'No printing a full class set of anything at 8:25 a.m. That is a crime against colleagues.',
      ),
      quote('There are two kinds of teachers: those who have left something on the photocopier, and liars.'),
    ],
  },
  {
    slug: 'letters-from-the-lost-property-box',
    title: 'Letters from the Lost and Found Box',
    excerpt:
      'Forty-three sweaters, a single soccer cleat and a recorder nobody will admit to. If the lost and found box could write home, this is what it would say.',
    image: 'appleBooks',
    categories: ['classroom-life'],
    authors: ['rosa'],
    createdBy: 'contributor',
    daysAgo: 41,
    body: [
      p(
        "Every school has a lost and found box, and every lost and found box has seen things. One quiet afternoon, while looking for a student's missing hoodie (it was not there; it is never there), I wondered what the box would say if it could write. These are its letters, faithfully transcribed.",
      ),
      block(
        imageText({
          image: 'backpack',
          imagePosition: 'right',
          content: richText(
            h3('Dear Parents,'),
            p(
              'I am writing to let you know that I currently hold forty-three sweaters, all navy, all size 9–10, and only two of them have a name in. One of the names is “Mom”. This does not narrow things down.',
            ),
            p('Yours, in a state of woolen despair, the Lost and Found Box.'),
          ),
        }),
      ),
      h2('Letter two: to the owner of the single soccer cleat'),
      p(
        'I do not know how you went home wearing only one cleat. I have thought about it a great deal. Did you hop? Did you not notice? The cleat is well. It misses its partner. If you are reading this, you are probably also missing a sock.',
      ),
      h2('Letter three: to the recorder'),
      p(
        'You have been here since 2019. Nobody has claimed you. Several teachers have looked at you and quietly closed the lid. I think you know why. I am not saying you are not loved. I am saying you are loved from a distance.',
      ),
      h2('Letter four: to the custodian'),
      p(
        'Thank you for emptying me every fall break, for washing the things that needed washing, and for not commenting on the lunchbox. You know the lunchbox. We will never speak of the lunchbox.',
      ),
      h2('What the box would like you to know'),
      ul(
        'Names in clothes. Every item. Even the expensive coat. Especially the expensive coat.',
        'Check me every week, not once a year in a panic in June.',
        'If it is not claimed by the end of the semester, it goes to the clothing drive. I am not a museum.',
      ),
      quote('“I am not lost. I am property that is waiting to be found.” — the Lost and Found Box'),
      p(
        'The hoodie, by the way, turned up in the music room, on a chair, where it had been the whole time. Of course it had.',
      ),
    ],
  },
]
