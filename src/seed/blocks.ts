/**
 * Builders for the fields of the body blocks (src/blocks/*), shared by page bodies (a blocks field)
 * and article bodies (wrapped by lexical.block()). Images and links are seed markers (refs.ts).
 */
import type { ImageKey } from '@/seed/art/catalogue'
import type { FormKey } from '@/seed/content/forms'
import { objectId, type RichText } from '@/seed/lexical'
import { formRef, media, type LinkSeed } from '@/seed/refs'

// Array rows inside a Lexical block are not given ids by Payload the way top-level arrays are.
const row = <T extends object>(fields: T) => ({ id: objectId(), ...fields })

export function accordion(args: {
  heading?: string
  openFirst?: boolean
  items: { title: string; content: RichText }[]
}) {
  return {
    blockType: 'accordion' as const,
    heading: args.heading,
    openFirst: args.openFirst ?? false,
    items: args.items.map(row),
  }
}

export function feature(args: { eyebrow?: string; heading: string; text?: string; image?: ImageKey; link?: LinkSeed }) {
  return {
    blockType: 'feature' as const,
    eyebrow: args.eyebrow,
    heading: args.heading,
    text: args.text,
    image: args.image ? media(args.image) : undefined,
    hasLink: Boolean(args.link),
    link: args.link,
  }
}

/** A CMS form in a page body, by its key in src/seed/content/forms.ts. */
export function embeddedForm(args: { form: FormKey; heading?: string; intro?: string; adOptOut?: boolean }) {
  return {
    blockType: 'embeddedForm' as const,
    form: formRef(args.form),
    heading: args.heading,
    intro: args.intro,
    adOptOut: Boolean(args.adOptOut),
  }
}

export function imageText(args: { image: ImageKey; content: RichText; imagePosition?: 'left' | 'right' }) {
  return {
    blockType: 'imageText' as const,
    image: media(args.image),
    content: args.content,
    imagePosition: args.imagePosition ?? 'left',
  }
}

export function listicle(args: {
  heading?: string
  numbered?: boolean
  items: { title: string; image?: ImageKey; content?: RichText }[]
}) {
  return {
    blockType: 'listicle' as const,
    heading: args.heading,
    numbered: args.numbered ?? true,
    items: args.items.map(({ image, ...item }) => row({ ...item, image: image ? media(image) : undefined })),
  }
}

export function testimonial(args: { quote: string; name: string; role?: string; photo?: ImageKey }) {
  return {
    blockType: 'testimonial' as const,
    quote: args.quote,
    name: args.name,
    role: args.role,
    photo: args.photo ? media(args.photo) : undefined,
  }
}

export function timeLimited(args: { startsAt?: Date; endsAt?: Date; content: RichText }) {
  return {
    blockType: 'timeLimited' as const,
    startsAt: args.startsAt?.toISOString(),
    endsAt: args.endsAt?.toISOString(),
    content: args.content,
  }
}

export function timer(args: { heading?: string; endsAt: Date; endedText: string }) {
  return {
    blockType: 'timer' as const,
    heading: args.heading,
    endsAt: args.endsAt.toISOString(),
    endedText: args.endedText,
  }
}

/** A date `days` from the moment the seed runs (negative: in the past), at 08:00 UTC. */
export function daysFromNow(days: number, hour = 8): Date {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  date.setUTCHours(hour, 0, 0, 0)
  return date
}
