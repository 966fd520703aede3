/** The shapes of the demo content; unions of keys make a typo in a content file a type error. */
import type { Page } from '@/payload-types'
import type { ImageKey } from '@/seed/art/catalogue'
import type { BlockFields, TopNode } from '@/seed/lexical'

export type AuthorKey = 'harriet' | 'dev' | 'rosa' | 'gareth' | 'joan' | 'sam'

export type CategorySlug =
  | 'classroom-life'
  | 'parents-evening'
  | 'staffroom-stories'
  | 'teacher-wellbeing'
  | 'lesson-hacks'
  | 'life-outside-school'
  | 'holidays-and-breaks'
  | 'back-to-school'

export type OriginalSlug = 'confessions-of-a-supply-teacher' | 'the-marking-diaries'

export type AuthorSeed = {
  name: string
  role: string
  bio: string
  avatar: ImageKey
  socials: { network: string; url: string }[]
}

export type CategorySeed = { slug: CategorySlug; title: string; description: string; parent?: CategorySlug }

export type OriginalSeed = { slug: OriginalSlug; title: string; tagline: string; description: string; cover: ImageKey }

export type PostSeed = {
  slug: string
  title: string
  excerpt: string
  image: ImageKey
  categories: CategorySlug[]
  authors: AuthorKey[]
  original?: OriginalSlug
  /** Sponsored articles name their sponsor. */
  sponsor?: string
  /** Published this many days before the seed runs (fractions give a time of day). */
  daysAgo: number
  /** Slugs of hand-picked related articles; most articles leave the choice to the site. */
  related?: string[]
  /** The demo account recorded as the article's creator (default: the editor). */
  createdBy?: 'editor' | 'contributor'
  body: TopNode[]
}

export type PageSeed = {
  slug: string
  title: string
  intro: string
  layout: Page['layout']
  heroImage?: ImageKey
  blocks: BlockFields[]
}
