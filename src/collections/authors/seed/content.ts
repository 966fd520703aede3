import type { AuthorKey, AuthorSeed } from '@/seed/content/types'

export const AUTHORS: Record<AuthorKey, AuthorSeed> = {
  harriet: {
    name: 'Harriet Bloom',
    role: 'Year 2 teacher, Bristol',
    avatar: 'avatarHarriet',
    bio:
      'Harriet has taught six- and seven-year-olds for eleven years and has not found the bottom of her handbag since. ' +
      'She believes every problem can be solved with a visualiser, a good story and a sticker, in that order. ' +
      'She once glued a laminator shut and has never spoken of it since (until now).',
    socials: [
      { network: 'instagram', url: 'https://www.instagram.com/missbloomteaches' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@missbloomteaches' },
    ],
  },
  dev: {
    name: 'Dev Malhotra',
    role: 'Secondary science teacher, Leicester',
    avatar: 'avatarDev',
    bio:
      'Dev teaches chemistry, physics and, on Thursdays, whichever lesson the timetable has forgotten. ' +
      'He runs the staff five-a-side team, a fiercely contested biscuit league and a spreadsheet nobody asked for. ' +
      'His eyebrows grew back after the Bunsen burner incident of 2019.',
    socials: [{ network: 'x', url: 'https://x.com/mrmalhotrasci' }],
  },
  rosa: {
    name: 'Rosa Delgado',
    role: '8th grade English teacher, Austin',
    avatar: 'avatarRosa',
    bio:
      'Rosa has read more essays about Of Mice and Men than anyone alive and still cries at the ending. ' +
      'She writes The Marking Diaries from a corner of the library she calls "the office" and everyone else calls "the beanbag". ' +
      'Her red pen has a name. It is Gerald.',
    socials: [
      { network: 'instagram', url: 'https://www.instagram.com/msdelgadoreads' },
      { network: 'threads', url: 'https://www.threads.net/@msdelgadoreads' },
    ],
  },
  gareth: {
    name: 'Gareth Pugh',
    role: 'Supply teacher, South Wales and wherever the phone sends him',
    avatar: 'avatarGareth',
    bio:
      'Gareth has taught in forty-one schools, signed in at forty-one reception desks and been given forty-one different Wi-Fi passwords, ' +
      'none of which worked. He writes Confessions of a Supply Teacher on the train home. ' +
      'He keeps a spare whiteboard pen in every coat he owns.',
    socials: [{ network: 'facebook', url: 'https://www.facebook.com/supplyconfessions' }],
  },
  joan: {
    name: 'Joan Achterberg',
    role: 'Former deputy head, 31 years in the classroom',
    avatar: 'avatarJoan',
    bio:
      'Joan retired from a deputy headship and was back volunteering on reading mornings within the month. ' +
      'She writes about wellbeing, boundaries and the lost art of leaving school before the caretaker does. ' +
      'She has a look that can silence an assembly hall, and she only uses it for good.',
    socials: [{ network: 'youtube', url: 'https://www.youtube.com/@joanachterberg' }],
  },
  sam: {
    name: 'Sam Whitlock',
    role: 'PE teacher and Head of Year 8, Glasgow',
    avatar: 'avatarSam',
    bio:
      'Sam teaches PE in every weather Scotland can offer, which is all of them, sometimes in one lesson. ' +
      'They have refereed a tug of war between two Year 8 forms and a staff-versus-sixth-form rounders final, and lived. ' +
      'Their whistle is older than some of their students.',
    socials: [
      { network: 'tiktok', url: 'https://www.tiktok.com/@sirrefereesam' },
      { network: 'instagram', url: 'https://www.instagram.com/sirrefereesam' },
    ],
  },
}
