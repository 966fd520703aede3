import { printablePopup } from '@/collections/printables/blocks/printable-popup/seed'
import { accordion, daysFromNow, feature, imageText, listicle, testimonial, timeLimited, timer } from '@/seed/blocks'
import { cast, roleOf } from '@/seed/content/cast'
import type { PageSeed } from '@/seed/content/types'
import { h2, h3, ol, p, paragraphs, richText, ul } from '@/seed/lexical'
import { linkTo, linkUrl } from '@/seed/refs'

export const GUIDE_PAGES: PageSeed[] = [
  {
    slug: 'back-to-school',
    title: 'Back to School',
    layout: 'default',
    heroImage: 'backpack',
    intro:
      'New stationery, new faces, same lanyard. Everything you need for the first weeks of school: a countdown, a free printable pack and the advice we wish we had in September.',
    blocks: [
      timer({
        heading: 'The new school year starts in',
        endsAt: daysFromNow(30),
        endedText: 'School has started! Welcome back. Put the coffee on.',
      }),
      timeLimited({
        startsAt: daysFromNow(-2),
        endsAt: daysFromNow(28),
        content: richText(
          h3('Free this month: the back-to-school printable pack'),
          p(
            'A first-week planner, editable name cards, a “First Day Back Bingo” card for the teachers’ lounge and a sticker chart that says “WOW” in four different fonts. Free for every teacher until the end of the month.',
          ),
        ),
      }),
      printablePopup({
        slug: 'first-day-back-bingo',
        text: 'Start with the bingo card: two pages, US Letter, ready to print before the training day.',
      }),
      feature({
        eyebrow: 'Start here',
        heading: 'Your first-week survival plan',
        text: 'Learn names first. Set two routines, not twenty. Eat lunch sitting down. Our guide for new and returning teachers puts the important things first and the laminating last.',
        image: 'backpack',
        link: linkTo('posts', 'dear-new-teacher', 'Read: Dear New Teacher'),
      }),
      listicle({
        heading: 'The back-to-school checklist',
        numbered: true,
        items: [
          {
            title: 'Find your lanyard',
            image: 'backpack',
            content: paragraphs('It is not where you left it. It is never where you left it. Start looking now.'),
          },
          {
            title: 'Plan the first day, not the first semester',
            image: 'chalkboard',
            content: paragraphs(
              'Names, routines, one lovely activity and one chance to laugh together. The curriculum will still be there on Tuesday.',
            ),
          },
          {
            title: 'Stock your desk drawer',
            image: 'rulersPencils',
            content: richText(
              ul(
                'Dry-erase markers, hidden.',
                'Band-Aids, tissues and a spare phone charger.',
                'A snack for 10:52 a.m., when your body realizes it has been awake since 5.',
              ),
            ),
          },
          {
            title: 'Set one boundary before school starts',
            image: 'teacupPlant',
            content: paragraphs(
              'Pick one thing you will protect: email off after 7 p.m., Saturdays free, a real lunch. Tell a colleague so they can hold you to it.',
            ),
          },
          {
            title: 'Play First Day Back Bingo',
            image: 'goldStars',
            content: richText(
              p(
                'The card is in the printable pack, and the squares are [in this article](/post/first-day-back-bingo).',
              ),
            ),
          },
        ],
      }),
      testimonial({
        quote:
          'I used the first-week planner from the pack last year and, for the first time ever, I went home on the first Friday before six.',
        name: cast.aishaBennett.name,
        role: roleOf(cast.aishaBennett),
      }),
    ],
  },
  {
    slug: 'faq',
    title: 'Frequently Asked Questions',
    layout: 'page',
    heroImage: 'speechBubbles',
    intro:
      'The questions readers ask us most, answered as clearly as we can. If yours is not here, ask us directly: we are friendly.',
    blocks: [
      accordion({
        heading: 'About Staffroom',
        openFirst: true,
        items: [
          {
            title: 'Who writes Staffroom?',
            content: paragraphs(
              'A small team of former and current teachers, plus guest writers from schools everywhere. Every author has a profile page, so you can see who they are and what else they have written.',
            ),
          },
          {
            title: 'Are the stories true?',
            content: paragraphs(
              'They are based on real school life. We change names, details and sometimes the number of glue sticks, so that no child, parent or colleague can be identified.',
            ),
          },
          {
            title: 'Is Staffroom free?',
            content: paragraphs(
              'Yes. Everything on the site is free to read. We are paid for by advertising and clearly labeled sponsored articles.',
            ),
          },
        ],
      }),
      accordion({
        heading: 'Newsletter and giveaways',
        items: [
          {
            title: 'How do I subscribe to the newsletter?',
            content: paragraphs(
              'Use the sign-up box on the home page or at the bottom of any article. We send one email a week, and every email has an unsubscribe link at the bottom.',
            ),
          },
          {
            title: 'How do giveaways and challenges work?',
            content: richText(
              p(
                'Each giveaway has its own closing date and a fair, random drawing. The full rules are published with each giveaway.',
              ),
            ),
          },
          {
            title: 'I won something. When will it arrive?',
            content: paragraphs(
              'We contact winners by email within seven days of the drawing and prizes usually arrive within four weeks. If you have not heard from us, check your spam folder, then get in touch.',
            ),
          },
        ],
      }),
      accordion({
        heading: 'Writing, sharing and permissions',
        items: [
          {
            title: 'Can I share your articles and memes?',
            content: paragraphs(
              'Please do! Use the share buttons or link to the page. You are welcome to show an article in a staff meeting or teachers’ lounge. Please do not copy whole articles onto another website.',
            ),
          },
          {
            title: 'Can I write for Staffroom?',
            content: richText(
              p('Yes, and we pay. See [Write for us](/page/write-for-us) for what we are looking for.'),
            ),
          },
          {
            title: 'I found a mistake in an article.',
            content: richText(p('Thank you! Tell us on the [contact page](/contact) and we will fix it.')),
          },
        ],
      }),
    ],
  },
  {
    slug: 'staffroom-survival-kit',
    title: 'The Staffroom Survival Kit',
    layout: 'page',
    heroImage: 'teacupPlant',
    intro:
      'A free collection of our most-loved printables and ideas: the ta-da list, a weekly boundaries planner and a Friday plan that gets you out of the building before the custodian.',
    blocks: [
      imageText({
        image: 'teacupPlant',
        imagePosition: 'right',
        content: richText(
          h2('What is in the kit'),
          ul(
            '**The ta-da list:** a daily sheet for what you did, not what is left.',
            '**The boundaries planner:** one week, one boundary, one colleague to keep you honest.',
            '**The Friday plan:** three jobs, one treat, and a time to leave.',
            '**Staffroom bingo:** for PD days. Do not play it during the presentation. Play it during the presentation.',
          ),
        ),
      }),
      listicle({
        heading: 'How to use it',
        numbered: true,
        items: [
          {
            title: 'Print one page, not all of them',
            content: paragraphs(
              'Start with the ta-da list. If it helps, add another. The kit is a menu, not homework.',
            ),
          },
          {
            title: 'Put it somewhere you will see it',
            content: paragraphs('Inside your planner, on the fridge, by the kettle. Out of sight is out of mind.'),
          },
          {
            title: 'Share it with a colleague',
            content: paragraphs('Everything is easier in pairs, even rest. Especially rest.'),
          },
        ],
      }),
      feature({
        eyebrow: 'Related reading',
        heading: 'Why every teacher needs a ta-da list',
        text: 'The story behind the most popular page in the kit, from an assistant principal who spent thirty-one years telling teachers to go home.',
        image: 'goldStars',
        // A path, not a reference: that article links back here, and one of the two must exist first.
        link: linkUrl('/post/why-every-teacher-needs-a-ta-da-list', 'Read the article'),
      }),
    ],
  },
  {
    slug: 'write-for-us',
    title: 'Write for Staffroom',
    layout: 'page',
    heroImage: 'coffeeMarking',
    intro:
      'We publish stories, advice and very funny lists from people who work in schools, and we pay for every piece we run. Here is what we are looking for.',
    blocks: [
      listicle({
        heading: 'What we love',
        numbered: false,
        items: [
          {
            title: 'True stories, told warmly',
            content: paragraphs(
              'The fridge, the fire drill, the child who asked the question that stopped you in your tracks.',
            ),
          },
          {
            title: 'Practical advice that works on a Tuesday',
            content: paragraphs('Tried in a real classroom, explained in plain words, and quick to use.'),
          },
          {
            title: 'Lists that make us snort coffee',
            content: paragraphs(
              'Seventeen things, nine excuses, five stages. If it made your teachers’ lounge laugh, it will make ours laugh.',
            ),
          },
        ],
      }),
      accordion({
        heading: 'The details',
        items: [
          {
            title: 'How long should a piece be?',
            content: paragraphs(
              'Between 400 and 900 words. Shorter is fine if it is funny. Longer is fine if it is wonderful.',
            ),
          },
          {
            title: 'Do you pay?',
            content: paragraphs(
              'Yes. We pay a flat fee for every article we publish, agreed before you start writing, and we pay within thirty days.',
            ),
          },
          {
            title: 'What about the children and colleagues in my story?',
            content: richText(
              p(
                'Change names and identifying details. Never share anything a child, parent or colleague would not want shared. If in doubt, leave it out.',
              ),
              ol(
                'Use no real names of students.',
                "Check your school's social media policy.",
                'Ask yourself: would I be happy if they read it?',
              ),
            ),
          },
        ],
      }),
      feature({
        heading: 'Pitch us',
        text: 'Send a three-line idea, or the finished piece, with a sentence about your role in school. We reply to every pitch within two weeks.',
        image: 'speechBubbles',
        link: linkUrl('mailto:hello@staffroom.local?subject=Pitch', 'Send a pitch'),
      }),
    ],
  },
]
