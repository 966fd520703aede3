/**
 * The Apple Podcasts categories a show may name (Apple's list, the ones that fit a site for
 * teachers), as [category, subcategory?], by the value stored (kebab-case: select values become
 * GraphQL enum names, which take no "&" or "/").
 */
export const APPLE_CATEGORIES = {
  arts: ['Arts'],
  careers: ['Business', 'Careers'],
  comedy: ['Comedy'],
  'comedy-interviews': ['Comedy', 'Comedy Interviews'],
  improv: ['Comedy', 'Improv'],
  'stand-up': ['Comedy', 'Stand-Up'],
  education: ['Education'],
  courses: ['Education', 'Courses'],
  'how-to': ['Education', 'How To'],
  'language-learning': ['Education', 'Language Learning'],
  'self-improvement': ['Education', 'Self-Improvement'],
  'mental-health': ['Health & Fitness', 'Mental Health'],
  'kids-family': ['Kids & Family'],
  'education-for-kids': ['Kids & Family', 'Education for Kids'],
  parenting: ['Kids & Family', 'Parenting'],
  hobbies: ['Leisure', 'Hobbies'],
  'society-culture': ['Society & Culture'],
  'personal-journals': ['Society & Culture', 'Personal Journals'],
  relationships: ['Society & Culture', 'Relationships'],
} as const satisfies Record<string, readonly [string] | readonly [string, string]>

export type AppleCategory = keyof typeof APPLE_CATEGORIES

const namesOf = (value: string): readonly string[] =>
  Object.hasOwn(APPLE_CATEGORIES, value) ? APPLE_CATEGORIES[value as AppleCategory] : ['Comedy']

/** 'stand-up' → { text: 'Comedy', categories: [{ text: 'Stand-Up' }] }, itunes:category's nesting. */
export function appleCategory(value: string): { text: string; categories?: { text: string }[] } {
  const [top, sub] = namesOf(value)
  return sub ? { text: top, categories: [{ text: sub }] } : { text: top }
}

/** 'stand-up' → "Comedy › Stand-Up", for people. */
export const categoryLabel = (value: string) => namesOf(value).join(' › ')

export const APPLE_CATEGORY_OPTIONS = Object.keys(APPLE_CATEGORIES).map((value) => ({
  value,
  label: categoryLabel(value),
}))
