import { testimonial } from '@/seed/blocks'
import { cast, surname } from '@/seed/content/cast'
import type { PostSeed } from '@/seed/content/types'
import { badge, block, h2, h3, ol, p, quote, ul } from '@/seed/lexical'

export const POSTS_4: PostSeed[] = [
  {
    slug: 'in-praise-of-the-school-office',
    title: 'In Praise of the School Office Staff, Who Secretly Run Everything',
    excerpt:
      'They know every child’s name, every parent’s phone number and where the spare keys are. A thank-you letter to the people behind the sliding window.',
    image: 'goldStars',
    categories: ['staffroom-stories'],
    authors: ['joan'],
    daysAgo: 23,
    body: [
      p(
        'In thirty-one years I worked with four principals, nine inspections and one memorable flood. The constant, through all of it, was the school office. If you have never worked in a school, you may think the office is where the phone is. If you have, you know the truth: the office is where the school is.',
      ),
      h2('What the office actually does'),
      ul(
        'Knows every child by name, and which grown-up is collecting them today, and which grown-up is not allowed to.',
        'Answers the phone to a parent, a plumber, the district office and a very confused pizza delivery, all before 9 a.m.',
        'Finds the spare gym clothes, the spare glasses, the spare Band-Aid and, on one occasion, a spare shoe for a substitute teacher.',
        'Keeps calm in a lockdown drill, a snow day and a wasp in the front office, in ascending order of difficulty.',
        'Remembers your birthday. Brings cake. Says nothing about the fact that you clearly forgot theirs.',
      ),
      h2('What the office puts up with'),
      p(
        'Teachers arriving at the sliding window at 8:44 a.m. asking for something that was needed yesterday. Children arriving at the window to report, gravely, that there is a worm in the playground. Parents who need to speak to someone right now, in person, about a form that was due in March. Through it all: a smile, and a cookie tin under the desk for emergencies.',
      ),
      block(
        testimonial({
          quote:
            `I had been in the building forty minutes on my first day when I locked myself out of my own classroom. Mrs. ${surname(cast.lorenaAlvarez)} in the front office had the spare key, a cup of coffee and my new schedule ready before I finished explaining. I have loved her ever since.`,
          name: cast.garethPugh.name,
          role: `${cast.garethPugh.role}, forty-one schools and counting`,
          photo: 'avatarGareth',
        }),
      ),
      h2('How to say thank you'),
      ol(
        'Learn their names, and use them. Not “the office”. Them.',
        'Send things on time. Every form you return late is an hour of their afternoon.',
        'Bring cookies to the office, not just the teachers’ lounge. They are staff. It is a teachers’ lounge too, just with more phones.',
        'Tell their manager when they have saved your day. They save it more often than you know.',
      ),
      quote('A school can survive a bad day of teaching. It cannot survive a day without its office.'),
      p(
        'To every front office manager, secretary, bookkeeper, attendance clerk and business manager reading this: thank you. We could not do it without you. Actually, we could not even find the stapler.',
      ),
    ],
  },
  {
    slug: 'rainy-indoor-lunchtime-festival',
    title: 'How to Make a Rainy Indoor Lunchtime Feel Like a Festival',
    excerpt:
      'Indoor recess does not have to mean thirty children, one board game and a missing die. Ideas from a PE teacher who has seen every kind of weather.',
    image: 'paperPlanes',
    categories: ['lesson-hacks', 'classroom-life'],
    authors: ['sam'],
    daysAgo: 36,
    body: [
      p(
        'In Minneapolis, indoor recess is not an occasional event. It is a season. Over the years our department has tried everything to keep indoor lunchtimes from turning into an unstructured riot, and we have landed on an approach that even the most restless 7th graders enjoy: treat it like a festival. Stalls, stages and a schedule.',
      ),
      h2('Set up stalls'),
      p(
        'Split the room, or a couple of rooms, into zones. Each zone has one clear activity and a student in charge. Rotations every fifteen minutes, announced with a whistle. (Yes, indoors. Gently.)',
      ),
      ul(
        '**The quiet tent:** books, coloring, and a strict whisper rule. Very popular with the children who secretly hate indoor recess.',
        '**The construction zone:** construction toys, cardboard, Scotch tape, and a challenge on the board, such as “tallest tower that holds a pencil case”.',
        '**The games arcade:** card games and board games, with a student referee and all the pieces counted back in.',
        '**The main stage:** a corner for jokes, magic tricks and terrible dancing. Sign up for a slot. Applause is mandatory.',
      ),
      h2('Add a headliner'),
      p(
        badge('Fan favorite', 'apple'),
        " Once a week, a member of staff does a five-minute “headline set”: a magic trick, a song, a terrible impression of the principal (with the principal's permission, ideally). Our science lab assistant's slime demonstration is now a legend.",
      ),
      h2('Keep it moving'),
      p(
        'The secret of a good festival is that nobody is waiting around. Bodies need to move, even indoors, so build in a two-minute stretch or a quick game of Simon Says between rotations. It lets off the pressure before it becomes a problem.',
      ),
      h3('What you will need'),
      ol(
        'Four trusted students with clipboards (they love a clipboard).',
        'A box of games that have all their pieces, checked weekly.',
        'One very loud but friendly way to get attention.',
        'A colleague to share it with. Nobody should do indoor recess alone.',
      ),
      quote('“Indoor recess is chaos with a roof on it. Give the chaos a schedule and it becomes a party.”'),
      p(
        'For more ideas, browse our [Lesson Hacks](/category/lesson-hacks). And if your school has an indoor-recess tradition, we would love to hear about it.',
      ),
    ],
  },
  {
    slug: 'a-very-serious-review-of-every-staffroom-biscuit',
    title: 'A Very Serious Review of Every Teachers’ Lounge Cookie',
    excerpt:
      'We tasted, we dunked, we argued. The definitive ranking of the cookies that fuel the teaching profession, with scores out of ten and teacher comments.',
    image: 'teacupPlant',
    categories: ['staffroom-stories', 'life-outside-school'],
    authors: ['dev', 'harriet'],
    daysAgo: 55,
    body: [
      p(
        'Teachers run on coffee and cookies. This is not a stereotype; it is a documented energy source. So, in the interests of the profession, we assembled a panel of two teachers, one tin and a very long Friday afternoon. Each cookie was assessed for taste, dunkability and what we are calling “teachers’ lounge behavior”. As is traditional, every review ends with a target for improvement.',
      ),
      h2('The vanilla wafer'),
      p(
        '**7/10.** Reliable, honest, a little dry. The vanilla wafer is the paraprofessional of cookies: does everything well and is never thanked enough. *Target: believe in yourself.*',
      ),
      h2('The chocolate chip cookie'),
      p(
        '**9/10.** Top of the class. Disappears first from any tin, usually while you are on duty. *Target: share with the people on duty.*',
      ),
      h2('The sandwich cookie'),
      p(
        '**8/10.** A crowd-pleaser with excellent structural integrity. Holds up in a dunk for a respectable four seconds. *Target: the filling could be more generous. We all want more filling.*',
      ),
      h2('The graham cracker'),
      p(
        '**6/10.** Modest. Understated. Collapses on contact with hot coffee, which we feel is a metaphor for the end of the spring semester. *Target: more resilience.*',
      ),
      h2('The gingersnap'),
      p(
        '**8/10.** Divides the teachers’ lounge. Harriet calls it “a warm hug”; Dev calls it “a roof tile”. Both are correct. Requires a long dunk. *Target: work on first impressions.*',
      ),
      h2('The cookie nobody recognizes'),
      p(
        '**5/10.** Every assortment tin contains one. It is pale, round and tastes faintly of the supply closet. Nobody buys it and yet it is always there, at the bottom, after the good ones are gone. *Target: tell us who you are.*',
      ),
      h2('The homemade blondie'),
      p(
        '**11/10.** Out of competition. Brought in by a colleague on a Monday, with no occasion, just because. We do not rate the blondie. We rate the person. *Target: none. Keep doing exactly this.*',
      ),
      quote(
        '“A cookie in the teachers’ lounge is never just a cookie. It is a small thank-you that nobody had time to say.”',
      ),
      p(
        'Disagree with our scores? Of course you do. Every teachers’ lounge has its own rankings, and the arguments are half the fun. Add yours to the [Staffroom Stories](/category/staffroom-stories) pile.',
      ),
    ],
  },
  {
    slug: 'what-teachers-really-do-in-the-summer',
    title: "What Teachers Really Do in the Summer (It's Not What You Think)",
    excerpt:
      '“Must be nice having summers off!” A week-by-week account of the summer break, as lived by an actual teacher, with a recovery period and a lot of naps.',
    image: 'holiday',
    categories: ['holidays-and-breaks'],
    authors: ['rosa'],
    daysAgo: 66,
    body: [
      p(
        'Every teacher has heard it at a barbecue: “Must be nice, having the whole summer off!” It is nice. We are not going to pretend it is not. But the summer break has a shape that nobody outside teaching ever sees, and it goes something like this.',
      ),
      h2('Week one: the collapse'),
      p(
        'You sleep for eleven hours and wake up with a cold you have been postponing since March. You watch an entire series of something. You are not sure what it was about. You forget what day it is, and for the first time in a year, it does not matter.',
      ),
      h2('Week two: the life admin'),
      p(
        'Dentist. Oil change. The furnace repair guy. Every appointment that could not be made on a school day, which is all of them, crammed into five days. You sit in a waiting room at 11 a.m. on a Tuesday and feel thrillingly rebellious.',
      ),
      h2('Weeks three and four: the actual vacation'),
      p(
        'This is the part people imagine. You go somewhere. You read books that are not on a syllabus. You eat lunch slowly, sitting down, with both hands. You start to feel like a person with hobbies again, and remember that you used to paint.',
      ),
      h2('Week five: the creep'),
      p(
        'It begins innocently. You see a nice box in a store and think “that would be good for the reading corner”. Then you are looking at the new curriculum document in a café. Then you are dreaming about seating charts. You are not working, exactly. You are simmering.',
      ),
      h2('Week six: the return'),
      ul(
        'The planning begins in earnest, usually at the kitchen table.',
        'You go into school to set up your classroom and find the custodians have moved every table.',
        'You buy school supplies. Obviously you buy school supplies.',
        'On the last Sunday, you feel the old nerves, and under them, something else: you are looking forward to it.',
      ),
      quote('“The summer is not time off from teaching. It is the time that makes the teaching possible.”'),
      p(
        'So yes, it is nice. And when someone says so at a barbecue, just smile, agree, and tell them about week five. Then have another hot dog. You have earned it.',
      ),
    ],
  },
  {
    slug: 'the-art-of-the-teacher-voice',
    title: 'The Art of the Teacher Voice: A Beginner’s Guide',
    excerpt:
      'Not a shout. Not a whisper. The voice that stops a hallway in its tracks. How to find it, practice it and keep it for the moments that matter.',
    image: 'chalkboard',
    categories: ['lesson-hacks'],
    authors: ['joan'],
    daysAgo: 70,
    body: [
      p(
        'Every experienced teacher has one: the voice. It is not loud. It is not angry. It is simply a sound that makes a room of thirty people turn and listen, and it can stop a hallway at fifty paces. New teachers often ask me how to get one. Here is the truth: you build it, like a muscle, and you use it far less than you think.',
      ),
      h2('What the voice is not'),
      ul(
        '**It is not shouting.** Shouting is the voice running out of ideas. Children know the difference.',
        '**It is not sarcasm.** Sarcasm wins a moment and loses a relationship.',
        '**It is not an impression of your own strictest teacher.** You are not them. Find yours.',
      ),
      h2('The three ingredients'),
      h3('1. Drop the pitch'),
      p(
        'Under stress, voices rise. Bring yours down, from the chest rather than the throat. A lower voice sounds calm and certain, even when you are neither.',
      ),
      h3('2. Slow down'),
      p(
        'Say less, more slowly. “Eighth graders. Pens down. Eyes this way.” Pause between each part. The pauses do more work than the words.',
      ),
      h3('3. Stand still'),
      p(
        'The voice comes with a body. Feet planted, shoulders relaxed, no pacing. Stillness says: I am not going anywhere, and neither is this conversation.',
      ),
      h2('Practice it (somewhere private)'),
      ol(
        'Read a paragraph of anything aloud in your normal voice, then again, lower and slower. Notice the difference.',
        'Record yourself giving an instruction. Listen back. Cringe. Try again.',
        'Try it with a colleague in an empty classroom. Laughing is allowed. Encouraged, even.',
      ),
      h2('Look after it'),
      p(
        'Your voice is a working tool. Drink water, use a signal (a raised hand, a chime, a countdown) instead of talking over noise, and rest it on the weekend. If it is often hoarse, speak to a doctor. Voice problems are common in teaching and they are treatable.',
      ),
      quote('“The best teacher voice I ever heard was almost a whisper. The room leaned in to catch it.”'),
    ],
  },
]
