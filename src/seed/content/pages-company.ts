import { accordion, daysFromNow, embeddedForm, feature, imageText, listicle, testimonial, timeLimited } from '@/seed/blocks'
import { cast, roleOf } from '@/seed/content/cast'
import type { PageSeed } from '@/seed/content/types'
import { h2, p, paragraphs, richText, ul } from '@/seed/lexical'
import { linkTo, linkUrl } from '@/seed/refs'

export const COMPANY_PAGES: PageSeed[] = [
  {
    slug: 'about-us',
    title: 'About Staffroom',
    layout: 'page',
    heroImage: 'chalkboard',
    intro:
      'Staffroom is a home for the funny, tender, chaotic and brilliant life of teaching. We celebrate educators every day, because somebody should, and it may as well be us.',
    blocks: [
      imageText({
        image: 'chalkboard',
        imagePosition: 'left',
        content: richText(
          h2('Made in the teachers’ lounge'),
          p(
            "Staffroom started the way most good things in schools start: around a kettle, at recess, with somebody saying “you couldn't make it up”. A handful of teachers began writing down the stories they told each other, the glue-stick mysteries, the conference night phrasebooks, the fridge rules nobody keeps, and found that teachers everywhere recognized themselves.",
          ),
          p(
            'Today we publish articles, original series, memes, videos and printables for teachers, teaching assistants, office staff, custodians, and everyone else who keeps a school running. Everything we publish is written or checked by people who have worked in schools.',
          ),
        ),
      }),
      listicle({
        heading: 'What we believe',
        numbered: false,
        items: [
          {
            title: 'Teaching is funny',
            content: paragraphs(
              'Not because it is easy, but because it is full of people, and people are wonderful and ridiculous. We laugh with teachers and with children, never at them.',
            ),
          },
          {
            title: 'Teachers deserve celebrating',
            content: paragraphs(
              'Every day, not just on one day a year with a discount code. We tell the stories of the job as it really is, and we shout about the people who do it well.',
            ),
          },
          {
            title: 'Rest is part of the job',
            content: paragraphs(
              'Our wellbeing writing is practical and kind. We will never tell you to do a face mask about your workload. We will tell you to go home.',
            ),
          },
          {
            title: 'Everyone in a school counts',
            content: paragraphs(
              'Teachers, support staff, office teams, custodians and lunch aides: the teachers’ lounge is for all of you.',
            ),
          },
        ],
      }),
      testimonial({
        quote:
          'I read Staffroom on the bus home after a hard day and laugh out loud at least once a week. It is like having the best colleagues in the country in my pocket.',
        name: cast.keishaGrant.name,
        role: `${cast.keishaGrant.role} and Staffroom reader`,
      }),
      testimonial({
        quote:
          "The conference night handbook got me through my first one. I printed the accordion bit and kept it under my notes. Nobody noticed. It worked.",
        name: cast.benCarver.name,
        role: roleOf(cast.benCarver),
      }),
      feature({
        eyebrow: 'Join in',
        heading: 'Got a story from your teachers’ lounge?',
        text: 'We publish writing from teachers and school staff every week, and we pay for every piece we run. Tell us about the glue sticks, the fridge, the kid who changed your mind.',
        image: 'speechBubbles',
        link: linkTo('pages', 'write-for-us', 'Write for Staffroom'),
      }),
    ],
  },
  {
    slug: 'advertise',
    title: 'Advertise with Staffroom',
    layout: 'page',
    heroImage: 'paperPlanes',
    intro:
      'Reach teachers where they relax: on the bus home, in the teachers’ lounge at break, on a Sunday with a cup of tea. Partnerships that teachers actually enjoy.',
    blocks: [
      feature({
        eyebrow: 'Our audience',
        heading: 'Teachers who read to the end',
        text: 'Our readers are classroom teachers, leaders and support staff across elementary, middle and high schools. They come for the laughs and stay for the advice, and they trust us because we only work with brands we would recommend in the teachers’ lounge.',
        image: 'paperPlanes',
      }),
      listicle({
        heading: 'Ways to work with us',
        numbered: false,
        items: [
          {
            title: 'Sponsored articles',
            image: 'coffeeMarking',
            content: paragraphs(
              'Written by our team in the Staffroom voice, clearly labeled as sponsored, and genuinely useful to teachers. We keep full editorial control, which is exactly why readers trust them.',
            ),
          },
          {
            title: 'Newsletter partnerships',
            image: 'speechBubbles',
            content: paragraphs(
              'A slot in our weekly email, read on Sunday evenings and Monday mornings by teachers who signed up on purpose.',
            ),
          },
          {
            title: 'Giveaways',
            image: 'goldStars',
            content: paragraphs(
              'Classroom kits, teachers’ lounge treats and prizes that teachers really want, run with clear rules and fair draws.',
            ),
          },
          {
            title: 'Display advertising',
            image: 'rulersPencils',
            content: paragraphs(
              'Standard placements across the site, with frequency caps so nobody sees the same advert eleven times before lunch.',
            ),
          },
        ],
      }),
      accordion({
        heading: 'Before you get in touch',
        items: [
          {
            title: 'Which brands do you work with?',
            content: paragraphs(
              "Brands that make life better for teachers, schools or children. We do not work with gambling, payday lending, or anything we would be embarrassed to mention at a parent-teacher conference.",
            ),
          },
          {
            title: 'Can we approve the article before it goes live?',
            content: paragraphs(
              'You can check the facts about your product. The words, jokes and opinions stay ours. That is the deal, and it is why it works.',
            ),
          },
          {
            title: 'How much does it cost?',
            content: paragraphs(
              'It depends on the format and the season (back-to-school is busy). Send us a short brief and we will reply with options within three working days.',
            ),
          },
        ],
      }),
      feature({
        heading: 'Start a conversation',
        text: 'Tell us about your brand, your audience and what you would like to achieve. We read every message.',
        link: linkTo('pages', 'contact', 'Contact our partnerships team'),
      }),
    ],
  },
  {
    slug: 'careers',
    title: 'Careers at Staffroom',
    layout: 'page',
    heroImage: 'backpack',
    intro:
      'We are a small, mostly remote team of former teachers, writers, editors and developers. When we hire, we look for kind people who can make a teachers’ lounge laugh.',
    blocks: [
      listicle({
        heading: 'Why work with us',
        numbered: true,
        items: [
          {
            title: 'School-shaped vacation, if you want it',
            content: paragraphs(
              'Many of us have children or used to teach, so we plan our year around the school year. Take your leave in August, or in February when flights are cheap. Your call.',
            ),
          },
          {
            title: 'Remote first, together often',
            content: paragraphs(
              'Work from wherever you do your best thinking. Once a semester we meet in person, usually somewhere with a very good cookie selection.',
            ),
          },
          {
            title: 'A four-and-a-half-day week',
            content: paragraphs(
              'Friday afternoons are for rest, life admin or a long lunch. We learned it from teachers: nobody does their best work at 3 p.m. on a Friday.',
            ),
          },
          {
            title: 'Learning budget',
            content: paragraphs(
              'Every team member has a yearly budget for courses, books and conferences. Yes, including the ones with good sandwiches.',
            ),
          },
        ],
      }),
      listicle({
        heading: 'Open roles',
        numbered: false,
        items: [
          {
            title: 'Staff writer, humor and lifestyle (part-time)',
            content: richText(
              p(
                'You have worked in a school and you can write a funny, warm 500-word article before the kettle boils. You will write three pieces a week and help shape our original series.',
              ),
              ul(
                'Experience in a school setting, in any role.',
                'A portfolio: a blog, a newsletter or a stack of brilliant teachers’ lounge emails.',
              ),
            ),
          },
          {
            title: 'Video producer',
            content: paragraphs(
              'You will film, edit and occasionally appear in short videos about school life. Comfortable with a phone camera, a tight deadline and a teacher doing an impression of a fire alarm.',
            ),
          },
        ],
      }),
      feature({
        eyebrow: 'How to apply',
        heading: 'Send us something you wrote or made',
        text: 'A short note about you and one thing you are proud of is plenty. No cover-letter formulas, no personal statements. We reply to every application within two weeks.',
        image: 'speechBubbles',
        link: linkTo('pages', 'contact', 'Apply through our contact page'),
      }),
    ],
  },
  {
    slug: 'contact',
    title: 'Contact Staffroom',
    layout: 'page',
    heroImage: 'speechBubbles',
    intro:
      'Questions, stories, corrections, or just a really good teachers’ lounge anecdote: we would love to hear from you. We read everything, usually with a cup of tea.',
    blocks: [
      embeddedForm({ form: 'contact', heading: 'Write to us' }),
      feature({
        eyebrow: 'General enquiries',
        heading: 'Say hello',
        text: 'Write to hello@staffroom.local and a real person will answer, normally within two working days (a little longer in the school breaks, because we practice what we preach).',
        image: 'speechBubbles',
        link: linkUrl('mailto:hello@staffroom.local', 'Email the team'),
      }),
      accordion({
        heading: 'Looking for someone specific?',
        openFirst: false,
        items: [
          {
            title: 'Story ideas and submissions',
            content: richText(
              p(
                'We love hearing from teachers. See [Write for us](/page/write-for-us) for what we are looking for and how we pay.',
              ),
            ),
          },
          {
            title: 'Advertising and partnerships',
            content: richText(
              p(
                'Email [advertise@staffroom.local](mailto:advertise@staffroom.local) or read about our options on the [Advertise](/advertise) page.',
              ),
            ),
          },
          {
            title: 'Corrections and complaints',
            content: paragraphs(
              'If we got something wrong, tell us at hello@staffroom.local with a link to the article. We fix factual errors quickly and say so at the bottom of the piece.',
            ),
          },
          {
            title: 'Privacy and your data',
            content: richText(
              p(
                'Write to [privacy@staffroom.local](mailto:privacy@staffroom.local). Our [privacy policy](/privacy) explains your rights and how we answer requests.',
              ),
            ),
          },
          {
            title: 'Copyright',
            content: richText(
              p('Please follow the steps on our [copyright page](/dmca) so we can act on your notice quickly.'),
            ),
          },
        ],
      }),
      timeLimited({
        startsAt: daysFromNow(-5),
        endsAt: daysFromNow(20),
        content: richText(
          p(
            '**Heads-up:** we are collecting stories for our end-of-year special. If something made your teachers’ lounge laugh this year, send it to hello@staffroom.local with “End of the year” in the subject line.',
          ),
        ),
      }),
    ],
  },
  {
    slug: 'submission',
    title: 'Send us your story',
    layout: 'page',
    heroImage: 'speechBubbles',
    intro:
      'The funniest things in teaching happen in real classrooms. Send us your story or your meme idea: if we publish it, we will tell you first.',
    blocks: [
      embeddedForm({
        form: 'submission',
        heading: 'Your story or meme',
        intro: 'Stories of 300 to 800 words work best. Memes: tell us the picture and the words.',
      }),
    ],
  },
  {
    slug: 'become-a-creator',
    title: 'Become a Staffroom creator',
    layout: 'page',
    heroImage: 'chalkboard',
    intro:
      'Teachers who write, film, draw or podcast: we pay creators to make things for the teachers’ lounge. Tell us about yourself.',
    blocks: [embeddedForm({ form: 'creator', heading: 'Apply' })],
  },
]
