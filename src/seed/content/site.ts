import { linkTo, linkUrl, media } from '@/seed/refs'

export const SITE_SETTINGS = {
  brandName: 'Staffroom',
  tagline: 'Celebrating Educators Every Day.',
  logo: media('logo'),
  defaultShareImage: media('share'),
  contactEmail: 'hello@staffroom.local',
  socialLinks: [
    { network: 'instagram', url: 'https://www.instagram.com/staffroom' },
    { network: 'tiktok', url: 'https://www.tiktok.com/@staffroom' },
    { network: 'facebook', url: 'https://www.facebook.com/staffroom' },
    { network: 'youtube', url: 'https://www.youtube.com/@staffroom' },
  ],
}

// Menus hold link groups: { link: { type, reference | url, label } } per row.
const row = (link: ReturnType<typeof linkTo>) => ({ link })

export const NAVIGATION = {
  // Every section of the site, one row from 1024 px (the categories are in the mobile menu, the
  // footer and on /post).
  clean: [
    row(linkUrl('/post', 'Articles')),
    row(linkUrl('/category/originals', 'Originals')),
    row(linkUrl('/memes', 'Memes')),
    row(linkUrl('/videos', 'Videos')),
    row(linkUrl('/podcasts', 'Podcasts')),
    row(linkUrl('/printables', 'Printables')),
    row(linkUrl('/faves-of-the-day', 'Faves')),
    row(linkUrl('/giveaways', 'Giveaways')),
    row(linkUrl('/comedy-tour', 'Comedy tour')),
  ],
  // The memes navigation: the gallery and its busiest categories, then back to reading.
  memes: [
    row(linkUrl('/memes', 'All memes')),
    row(linkUrl('/memes?category=classroom-life', 'Classroom memes')),
    row(linkUrl('/memes?category=staffroom-stories', 'Staffroom memes')),
    row(linkUrl('/post', 'Articles')),
  ],
  minimal: [
    row(linkUrl('/', 'Home')),
    row(linkTo('pages', 'about-us', 'About us')),
    row(linkUrl('/giveaways', 'Giveaways')),
    row(linkUrl('/comedy-tour', 'Comedy tour')),
    row(linkTo('pages', 'faq', 'FAQ')),
    row(linkTo('pages', 'contact', 'Contact')),
  ],
  // The video navigation: every video, the four video categories, then back to reading.
  video: [
    row(linkUrl('/videos', 'All videos')),
    row(linkTo('video-categories', 'sketches', 'Sketches')),
    row(linkTo('video-categories', 'confessions', 'Confessions')),
    row(linkTo('video-categories', 'how-to', 'How-to')),
    row(linkTo('video-categories', 'parodies', 'Parodies')),
    row(linkUrl('/post', 'Articles')),
  ],
  mobile: [
    row(linkUrl('/', 'Home')),
    row(linkUrl('/post', 'All articles')),
    row(linkTo('categories', 'classroom-life', 'Classroom Life')),
    row(linkTo('categories', 'staffroom-stories', 'Staffroom Stories')),
    row(linkTo('categories', 'teacher-wellbeing', 'Wellbeing')),
    row(linkTo('categories', 'lesson-hacks', 'Lesson Hacks')),
    row(linkTo('pages', 'back-to-school', 'Back to School')),
    row(linkUrl('/category/originals', 'Originals')),
    row(linkUrl('/memes', 'Memes')),
    row(linkUrl('/videos', 'Videos')),
    row(linkUrl('/podcasts', 'Podcasts')),
    row(linkUrl('/printables', 'Printables')),
    row(linkUrl('/faves-of-the-day', 'Faves of the day')),
    row(linkUrl('/giveaways', 'Giveaways')),
    row(linkUrl('/comedy-tour', 'Comedy tour')),
    row(linkTo('pages', 'about-us', 'About us')),
  ],
}

export const FOOTER = {
  groups: [
    {
      title: 'Read',
      links: [
        row(linkTo('categories', 'classroom-life', 'Classroom Life')),
        row(linkTo('categories', 'staffroom-stories', 'Staffroom Stories')),
        row(linkTo('categories', 'teacher-wellbeing', 'Teacher Wellbeing')),
        row(linkTo('categories', 'lesson-hacks', 'Lesson Hacks')),
        row(linkTo('pages', 'back-to-school', 'Back to School')),
        row(linkTo('originals', 'confessions-of-a-supply-teacher', 'Confessions of a Substitute Teacher')),
        row(linkTo('originals', 'the-marking-diaries', 'The Grading Diaries')),
      ],
    },
    {
      title: 'Staffroom',
      links: [
        row(linkTo('pages', 'about-us', 'About us')),
        row(linkTo('pages', 'write-for-us', 'Write for us')),
        row(linkTo('pages', 'submission', 'Send us a story')),
        row(linkTo('pages', 'become-a-creator', 'Become a creator')),
        row(linkTo('pages', 'careers', 'Careers')),
        row(linkTo('pages', 'advertise', 'Advertise')),
        row(linkTo('pages', 'contact', 'Contact')),
      ],
    },
    {
      title: 'Help',
      links: [
        row(linkTo('pages', 'faq', 'FAQ')),
        row(linkTo('pages', 'staffroom-survival-kit', 'Survival kit')),
        row(linkTo('pages', 'accessibility-statement', 'Accessibility')),
      ],
    },
    {
      title: 'Legal',
      links: [
        row(linkTo('pages', 'privacy', 'Privacy policy')),
        row(linkTo('pages', 'terms', 'Terms of use')),
        row(linkTo('pages', 'giveaway-rules', 'Giveaway rules')),
        row(linkTo('pages', 'ccpa', 'Your privacy choices')),
        row(linkTo('pages', 'dmca', 'Copyright')),
      ],
    },
  ],
  blurb:
    'Staffroom celebrates the funny, tender and gloriously chaotic life of people who work in schools. Written by teachers, for teachers, with the kettle on.',
  newsletter: {
    heading: 'Get the teachers’ lounge gossip',
    text: 'One email a week: the best stories, a meme for the teachers’ lounge fridge and the occasional freebie. No grading required.',
  },
  giveaway: {
    text: 'No purchase necessary. Open to adults who work in schools. One entry per person. Winners are drawn at random after the closing date and contacted by email within seven days.',
    rules: linkTo('pages', 'giveaway-rules', 'Read the giveaway rules'),
  },
  copyright: '© {year} {brand}. Made with love in the teachers’ lounge.',
}
