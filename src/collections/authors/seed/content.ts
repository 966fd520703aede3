import { cast, roleOf } from '@/seed/content/cast'
import type { AuthorKey, AuthorSeed } from '@/seed/content/types'

export const AUTHORS: Record<AuthorKey, AuthorSeed> = {
  harriet: {
    name: cast.harrietBloom.name,
    role: roleOf(cast.harrietBloom),
    avatar: 'avatarHarriet',
    bio:
      'Harriet has taught six- and seven-year-olds for eleven years and has not found the bottom of her tote bag since. ' +
      'She believes every problem can be solved with a document camera, a good story and a sticker, in that order. ' +
      'She once glued a laminator shut and has never spoken of it since (until now).',
    socials: [
      { network: 'instagram', url: 'https://www.instagram.com/missbloomteaches' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@missbloomteaches' },
    ],
  },
  dev: {
    name: cast.devMalhotra.name,
    role: roleOf(cast.devMalhotra),
    avatar: 'avatarDev',
    bio:
      'Dev teaches chemistry, physics and, on Thursdays, whichever class the schedule has forgotten. ' +
      'He runs the staff pickup basketball game, a fiercely contested cookie league and a spreadsheet nobody asked for. ' +
      'His eyebrows grew back after the Bunsen burner incident of 2019.',
    socials: [{ network: 'x', url: 'https://x.com/mrmalhotrasci' }],
  },
  rosa: {
    name: cast.rosaDelgado.name,
    role: roleOf(cast.rosaDelgado),
    avatar: 'avatarRosa',
    bio:
      'Rosa has read more essays about Of Mice and Men than anyone alive and still cries at the ending. ' +
      'She writes The Grading Diaries from a corner of the library she calls "the office" and everyone else calls "the beanbag". ' +
      'Her red pen has a name. It is Gerald.',
    socials: [
      { network: 'instagram', url: 'https://www.instagram.com/msdelgadoreads' },
      { network: 'threads', url: 'https://www.threads.net/@msdelgadoreads' },
    ],
  },
  gareth: {
    name: cast.garethPugh.name,
    role: roleOf(cast.garethPugh),
    avatar: 'avatarGareth',
    bio:
      'Gareth has subbed in forty-one schools, signed in at forty-one front offices and been given forty-one different Wi-Fi passwords, ' +
      'none of which worked. He writes Confessions of a Substitute Teacher on the bus home. ' +
      'He keeps a spare dry-erase marker in every coat he owns.',
    socials: [{ network: 'facebook', url: 'https://www.facebook.com/supplyconfessions' }],
  },
  joan: {
    name: cast.joanAchterberg.name,
    role: roleOf(cast.joanAchterberg),
    avatar: 'avatarJoan',
    bio:
      'Joan retired as an assistant principal after 31 years in schools and was back volunteering at reading mornings within the month. ' +
      'She writes about wellbeing, boundaries and the lost art of leaving school before the custodian does. ' +
      'She has a look that can silence an assembly, and she only uses it for good.',
    socials: [{ network: 'youtube', url: 'https://www.youtube.com/@joanachterberg' }],
  },
  sam: {
    name: cast.samWhitlock.name,
    role: roleOf(cast.samWhitlock),
    avatar: 'avatarSam',
    bio:
      'Sam teaches PE in every weather Minnesota can offer, which is all of them, sometimes in one class period. ' +
      'They have refereed a tug-of-war between two 7th-grade homerooms and a staff-versus-seniors kickball final, and lived. ' +
      'Their whistle is older than some of their students.',
    socials: [
      { network: 'tiktok', url: 'https://www.tiktok.com/@sirrefereesam' },
      { network: 'instagram', url: 'https://www.instagram.com/sirrefereesam' },
    ],
  },
}
