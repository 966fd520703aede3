import type { GlobalSlug } from '@/content/types'

/**
 * How deep each global is read (src/lib/queries/globals.ts): a document that far away from it
 * shows on every page that reads it, so a change to that document expires the global's tag.
 * The home page populates two levels (a picked article's image); menus and settings one.
 */
export const GLOBAL_DEPTH: Record<GlobalSlug, 1 | 2> = {
  home: 2,
  navigation: 1,
  footer: 1,
  'site-settings': 1,
  tour: 1,
  'search-synonyms': 1,
}
