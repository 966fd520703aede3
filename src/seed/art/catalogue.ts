/**
 * Every demo image: its key (used by the content files), file name (its natural key in the media
 * collection), alternative text and drawing. Rendered to palette PNGs, which keep flat art small.
 */
import sharp from 'sharp'

import { C } from '@/seed/art/shapes'
import { logo, portrait, shareImage } from '@/seed/art/people'
import * as scenes from '@/seed/art/scenes'

type ImageSpec = { filename: string; alt: string; draw: () => string }

export const IMAGES = {
  chalkboard: {
    filename: 'chalkboard-good-morning.png',
    alt: 'A green chalkboard in a wooden frame with "Good morning!" written in chalk, and a red apple beside it.',
    draw: scenes.chalkboardHello,
  },
  appleBooks: {
    filename: 'apple-on-books.png',
    alt: 'A shiny red apple balanced on a stack of three colorful books, on a sunshine-yellow background.',
    draw: scenes.appleBooks,
  },
  coffeeMarking: {
    filename: 'coffee-and-marking.png',
    alt: 'A pile of graded worksheets with red check marks, a red pen and a big yellow coffee mug.',
    draw: scenes.coffeeMarking,
  },
  paperPlanes: {
    filename: 'paper-planes.png',
    alt: 'Three paper planes looping across a pale blue sky with clouds and a smiling sun.',
    draw: scenes.paperPlanes,
  },
  rulersPencils: {
    filename: 'rulers-and-pencils.png',
    alt: 'Rulers and sharpened pencils criss-crossing on a chalkboard-green background.',
    draw: scenes.rulersPencils,
  },
  goldStars: {
    filename: 'gold-stars.png',
    alt: 'A big smiling gold star surrounded by smaller star stickers on chalkboard green.',
    draw: scenes.goldStars,
  },
  speechBubbles: {
    filename: 'staffroom-chatter.png',
    alt: 'Four overlapping speech bubbles in white, yellow, pink and red above a small mug: teachers’ lounge chatter.',
    draw: scenes.speechBubbles,
  },
  wallClock: {
    filename: 'classroom-clock.png',
    alt: 'A classroom wall clock showing a quarter past three, on a red background with stars.',
    draw: scenes.wallClock,
  },
  holiday: {
    filename: 'holiday-deckchair.png',
    alt: 'A striped deckchair on a sunny beach with a beach ball, waves and a mug of tea.',
    draw: scenes.holidayDeckchair,
  },
  backpack: {
    filename: 'back-to-school-backpack.png',
    alt: 'A green school backpack with a red pocket, surrounded by pencils, a ruler and an apple.',
    draw: scenes.backpackPencils,
  },
  teacupPlant: {
    filename: 'tea-and-plant.png',
    alt: 'A potted plant, two books and a cup of tea with a heart on a wooden shelf.',
    draw: scenes.teacupPlant,
  },
  supplyCover: {
    filename: 'series-supply-teacher.png',
    alt: 'A battered yellow suitcase covered in stickers, with speech bubbles floating around it.',
    draw: scenes.supplyCover,
  },
  markingCover: {
    filename: 'series-marking-diaries.png',
    alt: 'A yellow diary with a red ribbon and a heart on its cover, beside a graded worksheet and a red pen.',
    draw: scenes.markingCover,
  },
  avatarHarriet: {
    filename: 'author-harriet-bloom.png',
    alt: 'Illustrated portrait of Harriet Bloom: ginger hair in a bun, star earrings, yellow top.',
    draw: () =>
      portrait({
        background: C.sky,
        skin: '#f2c9a0',
        hair: '#d9822b',
        hairStyle: 'bun',
        shirt: C.sun,
        extra: 'earrings',
      }),
  },
  avatarDev: {
    filename: 'author-dev-malhotra.png',
    alt: 'Illustrated portrait of Dev Malhotra: short black hair, glasses, a neat beard and a blue shirt.',
    draw: () =>
      portrait({
        background: C.sun,
        skin: '#a8714a',
        hair: '#1d1d1d',
        hairStyle: 'short',
        shirt: C.blue,
        glasses: true,
        beard: true,
      }),
  },
  avatarRosa: {
    filename: 'author-rosa-delgado.png',
    alt: 'Illustrated portrait of Rosa Delgado: long dark hair, round glasses and a red top.',
    draw: () =>
      portrait({
        background: C.paper,
        skin: '#c68b59',
        hair: '#3b2416',
        hairStyle: 'long',
        shirt: C.apple,
        glasses: true,
      }),
  },
  avatarGareth: {
    filename: 'author-gareth-pugh.png',
    alt: 'Illustrated portrait of Gareth Pugh: balding, gray beard, green sweater and a visitor lanyard.',
    draw: () =>
      portrait({
        background: C.pink,
        skin: '#f0c4a4',
        hair: '#8f8f8f',
        hairStyle: 'bald',
        shirt: C.chalk,
        beard: true,
        extra: 'lanyard',
      }),
  },
  avatarJoan: {
    filename: 'author-joan-achterberg.png',
    alt: 'Illustrated portrait of Joan Achterberg: a silver bob, glasses and a lilac cardigan.',
    draw: () =>
      portrait({
        background: C.chalkLight,
        skin: '#e8b896',
        hair: '#d6d6d6',
        hairStyle: 'bob',
        shirt: C.lilac,
        glasses: true,
      }),
  },
  avatarSam: {
    filename: 'author-sam-whitlock.png',
    alt: 'Illustrated portrait of Sam Whitlock: short curly black hair, a teal sports top and a whistle.',
    draw: () =>
      portrait({
        background: C.orange,
        skin: '#6b4226',
        hair: '#141414',
        hairStyle: 'curly',
        shirt: C.teal,
        extra: 'whistle',
      }),
  },
  logo: {
    filename: 'staffroom-logo.png',
    alt: 'Staffroom logo: a yellow mug with a red heart on a chalkboard-green tile.',
    draw: logo,
  },
  share: {
    filename: 'staffroom-share.png',
    alt: 'Staffroom: Celebrating Educators Every Day, written on a chalkboard beside an apple and a mug.',
    draw: shareImage,
  },
} satisfies Record<string, ImageSpec>

export type ImageKey = keyof typeof IMAGES

export const IMAGE_KEYS = Object.keys(IMAGES) as ImageKey[]

/** The PNG bytes of an image. Palette PNG: flat colours compress to a fraction of truecolour. */
export async function renderImage(key: ImageKey): Promise<Buffer> {
  return sharp(Buffer.from(IMAGES[key].draw()))
    .png({ palette: true, colours: 64, dither: 0, compressionLevel: 9, effort: 1 })
    .toBuffer()
}
