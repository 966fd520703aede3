import type { OriginalSeed } from '@/seed/content/types'

export const ORIGINALS: OriginalSeed[] = [
  {
    slug: 'confessions-of-a-supply-teacher',
    title: 'Confessions of a Substitute Teacher',
    tagline: 'Forty-one schools. Forty-one Wi-Fi passwords. One very tired lanyard.',
    cover: 'supplyCover',
    description:
      'Gareth Pugh gets a phone call at 7:12 every morning and by 8:30 he is standing in front of a class he has never met, holding sub plans that say "they know what to do". ' +
      "A series about walking into other people's classrooms, the kindness of strangers in teachers’ lounges, and the children who test the new adult and then adopt him.",
  },
  {
    slug: 'the-marking-diaries',
    title: 'The Grading Diaries',
    tagline: 'One teacher, ninety-four essays and a red pen called Gerald.',
    cover: 'markingCover',
    description:
      'Rosa Delgado keeps a diary through one semester of grading: the essays that made her laugh, the ones that made her cry, and the one that was just the plot of a video game. ' +
      'A love letter to feedback, written at the kitchen table at 10 p.m.',
  },
]
