import type { PostSeed } from '@/seed/content/types'
import { badge, h2, h3, ol, p, quote, ul } from '@/seed/lexical'

export const POSTS_7: PostSeed[] = [
  {
    slug: 'confessions-of-a-supply-teacher-accidentally-adopted-by-year-9',
    title: 'Confessions of a Substitute Teacher: I Was Accidentally Adopted by an 8th-Grade Homeroom',
    excerpt:
      'One day of subbing became one week, then one semester. The fourth confession: what happens when the class decides you are staying.',
    image: 'goldStars',
    categories: ['staffroom-stories', 'classroom-life'],
    authors: ['gareth'],
    original: 'confessions-of-a-supply-teacher',
    daysAgo: 12,
    related: [
      'confessions-of-a-supply-teacher-the-seating-plan-was-fiction',
      'confessions-of-a-supply-teacher-non-uniform-day',
      'confessions-of-a-supply-teacher-they-know-what-to-do',
    ],
    body: [
      p(
        'Subbing has a rhythm. You arrive, you teach, you leave, and the class forgets you by Thursday. That is the deal, and I had made my peace with it. Then, in a school on the edge of town, a one-day booking for an 8th-grade homeroom became a week, then a month, then the rest of the semester. And somewhere along the way, the class decided I was theirs.',
      ),
      h2('The signs'),
      ul(
        'On day three, someone had written my name on the board under “Homeroom Teacher” in very careful bubble writing.',
        'On day five, I was told I was “alright, actually” by a student who had not spoken to me on day one.',
        'In week two, I was informed that my tie was “a bit much”, then given a tie they considered acceptable, from a thrift store, with ducks on it.',
        "In week four, I was invited to the homeroom's holiday trivia party as a contestant, not a quizmaster. I came third. They were furious I did not come first.",
      ),
      h2('Why it happened'),
      p(
        'I think about this a lot. I did nothing special. But I turned up every day, I learned every name in the first week, I remembered who had a soccer game and who had a sick grandpa, and when somebody had a bad day, I was still there the next morning, saying good morning like nothing had happened. It turns out that is most of teaching: showing up, and remembering.',
      ),
      h2('The goodbye'),
      p(
        "At the end of the semester, their permanent teacher came back, and she was brilliant, and they loved her. On my last day, the class gave me a card signed by everyone. Underneath the signatures, someone had written: “You're not a sub, you're just ours for a while.”",
      ),
      p(
        badge('Keeping it', 'sun'),
        ' I still have the card. I also still have the duck tie. I wear it on the first day at every new school, for luck.',
      ),
      quote('“Substitute teachers do not get to keep the classes. We get to keep the stories.”'),
      h3('What I would tell anyone starting out as a sub'),
      ol(
        'Learn names on the first day, even if you only have them for one.',
        'Treat every class like you might have them for a year. Sometimes you will.',
        'Be the same person every morning. Children notice consistency more than brilliance.',
      ),
      p('The phone rang again at 7:12 the next Monday. New school. New lanyard. Same tie.'),
    ],
  },
  {
    slug: 'the-marking-diaries-week-one',
    title: 'The Grading Diaries, Week One: 94 Essays and a Stale Croissant',
    excerpt:
      'Monday: optimism. Wednesday: coffee. Friday: the croissant. The first entry in an English teacher’s diary of one semester of grading.',
    image: 'markingCover',
    categories: ['classroom-life', 'teacher-wellbeing'],
    authors: ['rosa'],
    original: 'the-marking-diaries',
    daysAgo: 75,
    body: [
      p(
        badge('Series', 'chalk'),
        ' Dear diary. This semester I have three eighth-grade English classes, which means ninety-four students, which means that every time I set an essay, ninety-four essays arrive on my desk at once, like a flock of migrating birds. I am keeping this diary to prove, to myself mostly, that it can be done. Gerald, my red pen, is ready.',
      ),
      h2('Monday'),
      p(
        'Set the essay: “How does Steinbeck present loneliness in Of Mice and Men?” Spent the lesson modeling a paragraph. Students engaged. One asked a genuinely brilliant question about Crooks. I feel like a real teacher. This will be easy.',
      ),
      h2('Tuesday'),
      p(
        'Essays collected. Ninety-one of ninety-four, which is a record. Carried them home in a tote bag that says “Reading is my superpower”. The bag was not designed for ninety-one essays. Neither was my shoulder.',
      ),
      h2('Wednesday'),
      p(
        "Graded twelve at the kitchen table. Essay seven made me laugh out loud (the student described George as “basically Lennie's dad but stressed”, which is not wrong). Essay nine made me cry (a quiet student wrote about loneliness like she knew it. I will talk to her tomorrow).",
      ),
      h2('Thursday'),
      p(
        'Graded twenty in my planning period, twenty at lunch. Drank four coffees. Realized I have written “explain further” so many times it has stopped looking like English. Switched to “tell me more!”, which feels friendlier and uses the same number of letters, roughly.',
      ),
      h2('Friday'),
      p(
        'Forty to go. Bought a croissant on the way to school as a reward for finishing. Did not finish. The croissant is still in my bag. It is Saturday now. The croissant has become a crouton.',
      ),
      h3('Tallies for the week'),
      ul(
        'Essays graded: 54 of 91.',
        'Times I wrote “explain further” / “tell me more!”: 63.',
        'Essays that made me laugh: 5. Essays that made me cry: 2. Essays that were mostly the introduction to the introduction: 11.',
        'Croissants eaten: 0. Croissants owned: 1 (deceased).',
      ),
      quote(
        'Every essay is a person talking to you. Some of them talk for a very long time before they get to the point.',
      ),
      p('Next week: the essay that was just the plot of a video game.'),
    ],
  },
  {
    slug: 'the-marking-diaries-the-video-game-essay',
    title: 'The Grading Diaries: The Essay That Was Just the Plot of a Video Game',
    excerpt:
      'It started as an essay about friendship. By paragraph three there was a dragon. Diary entry two, in which Rosa learns a lot about side quests.',
    image: 'markingCover',
    categories: ['classroom-life'],
    authors: ['rosa'],
    original: 'the-marking-diaries',
    daysAgo: 52,
    related: ['the-marking-diaries-week-one'],
    body: [
      p(
        "Dear diary. This week's essay title was “Write about a journey that changed someone”. I imagined stories about moving to a new town, a first day at school, perhaps a trip to see grandparents. What I got, from one student, was four pages that I slowly realized were a faithful retelling of a video game.",
      ),
      h2('How I worked it out'),
      ol(
        'Paragraph one: a young hero wakes up in a village. Promising. Classic structure.',
        'Paragraph two: the hero is given a sword by an old man. Still fine. Archetypes are archetypes.',
        'Paragraph three: the hero must collect three magical stones from three temples. Hmm.',
        'Paragraph four: “He then did a side quest to get a better shield.” Ah.',
      ),
      h2('The dilemma'),
      p(
        'Here is the thing. It was good. The description of the desert temple was the most vivid thing this student had ever written for me. He used semicolons correctly, twice. He built tension. There was a twist with the old man that genuinely surprised me (though perhaps it surprised me less than the millions of people who had already played the game).',
      ),
      h2('My feedback'),
      p(
        'I wrote: “This is vivid, confident writing and your desert temple paragraph is brilliant. Next time: the journey must be your own invention. Take everything you learned from this game about pace and suspense, and build your own world.” And then, in smaller letters: “The twist with the old man was great.”',
      ),
      h2('What happened next'),
      p(
        'He rewrote it. His new story was about a boy who has to walk his little sister home from school every day across a busy town, and how it slowly becomes his favorite part of the day. There were no dragons. There was a side quest, for ice cream. It was wonderful.',
      ),
      ul(
        'Essays graded this week: 88.',
        'Dragons: 1 (subsequently removed).',
        'Students who asked me if I play video games: 14. (Badly. Very badly.)',
      ),
      quote('Children borrow stories before they write their own. So did every writer who ever lived.'),
    ],
  },
  {
    slug: 'the-marking-diaries-furthermore',
    title: 'The Grading Diaries: I Have Read the Word “Furthermore” 412 Times',
    excerpt:
      'We taught connectives. They learned connectives. They learned them so well. Diary entry three: on overusing a good thing.',
    image: 'rulersPencils',
    categories: ['classroom-life', 'lesson-hacks'],
    authors: ['rosa'],
    original: 'the-marking-diaries',
    daysAgo: 30,
    related: ['the-marking-diaries-the-video-game-essay'],
    body: [
      p(
        'Dear diary. Three weeks ago I taught a lesson on connectives: the words that join ideas and make writing flow. Furthermore. Moreover. However. In addition. I made a beautiful poster. I should not have made the poster.',
      ),
      h2('The count'),
      p(
        "This week's persuasive essays contained the word “furthermore” four hundred and twelve times. I know because by the third class I started keeping a tally in the margin of my planner. One student used it nine times in a single paragraph. The paragraph was five sentences long. I am still not sure how.",
      ),
      h2('Highlights'),
      ul(
        '“Furthermore, school should start later. Furthermore, it should finish earlier. Furthermore, lunch.”',
        '“Moreover, in addition, furthermore, I think dogs are good.”',
        '“However, furthermore, on the other hand.” (A sentence that goes in three directions at once, like a shopping cart.)',
      ),
      h2('The fix'),
      p(
        'This is my fault, not theirs. I gave them a tool and they used it with enthusiasm. So this week we played “Connective Jail”: every connective in a paragraph had to earn its place. Students read their paragraphs aloud; if a connective was not doing a job, the class shouted “jail!” and it went in a box drawn on the board. By the end, the box was full and the writing was better.',
      ),
      h3('What we learned together'),
      ol(
        'A connective is a signpost. You only need one at each junction.',
        'Sometimes the best way to join two ideas is a period.',
        'Read it aloud. If you run out of breath, it is too long.',
      ),
      p(
        'The best part came on Friday. A student who had used “furthermore” nine times in week one handed in a paragraph with no connectives at all, just short, punchy sentences that built to a point. At the bottom she had written: “I put them all in jail. Is this better?” It was. It was so much better.',
      ),
      p('The poster is still up. I have added a line at the bottom in red: “Use sparingly. Like hot sauce.”'),
      quote('Furthermore, I love them. Moreover, I am tired. However, the essays are getting better.'),
      p('Next week: the final pile.'),
    ],
  },
  {
    slug: 'the-marking-diaries-the-final-pile',
    title: 'The Grading Diaries: The Final Pile (A Love Letter)',
    excerpt:
      'The last essays of the semester, graded at the kitchen table on a Sunday night. The final diary entry, about why we do this at all.',
    image: 'goldStars',
    categories: ['classroom-life', 'teacher-wellbeing'],
    authors: ['rosa'],
    original: 'the-marking-diaries',
    daysAgo: 4,
    related: [
      'the-marking-diaries-week-one',
      'the-marking-diaries-the-video-game-essay',
      'the-marking-diaries-furthermore',
    ],
    body: [
      p(
        'Dear diary. It is Sunday night, 9:40 p.m., and I am at the kitchen table with the last pile of essays of the semester. Twenty-two left. Gerald (Gerald II, technically) is running low. The house is quiet. And for the first time this semester, I am not counting down.',
      ),
      h2('What the pile looks like'),
      p(
        'It is the end-of-semester essay: “What have you learned about yourself as a reader this year?” I set it half as a reflection and half, honestly, because I wanted to know. Some answers are two lines long. Some are three pages. I have read them all slowly.',
      ),
      h2('Things they wrote'),
      ul(
        '“I used to think reading was for people who liked reading. Now I think it is for people who like people.”',
        '“I did not cry at the end of Of Mice and Men. I was just tired. (I cried.)”',
        '“I learned that I am good at arguing but only in writing, so I am going to argue in writing more.”',
        '“You wrote ‘tell me more’ on my essay and nobody has ever said that to me before.”',
      ),
      p('I stopped for a while after that last one. Made a cup of tea. Came back to it.'),
      h2('Why we do it'),
      p(
        "Grading is the least glamorous part of teaching. It happens at kitchen tables, on trains, in cars outside soccer practice. Nobody sees it. It is slow and repetitive and there is always more. But it is also the only time in a busy week when you sit with one student's thinking, one at a time, and really listen. Ninety-four quiet conversations. That is what the pile is.",
      ),
      h3('Final tallies for the semester'),
      ol(
        'Essays graded: roughly 560.',
        'Red pens used: 3 (Gerald I, retired; Gerald II; an emergency blue one I do not talk about).',
        'Croissants eaten while grading: 11. Croissants forgotten in bag: 1 (never again).',
        'Times I was glad I did it: every single one.',
      ),
      quote('“The pile is never finished. But tonight, it is enough.”'),
      p(
        'Thank you for reading along. The Grading Diaries will be back next semester, with a new pile and, I promise, a fresh croissant.',
      ),
    ],
  },
]
