import { descriptorOf } from '@/content/registry'
import type { ContentType } from '@/content/types'

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "Article", "Tour show": a hit's kind as its card names it. */
export const typeLabel = (type: ContentType) => capitalise(descriptorOf(type).label.singular)

/** "Articles", "Podcast shows": a facet's name. */
export const typesLabel = (type: ContentType) => capitalise(descriptorOf(type).label.plural)

/**
 * Where a visitor can browse what search covers: each searched type's index page, once (podcast
 * shows and episodes share /podcasts), named after every type it lists.
 */
export function browseLinks(types: readonly ContentType[]): { href: string; label: string }[] {
  const byIndex = new Map<string, string[]>()
  for (const type of types) {
    const { index, label } = descriptorOf(type)
    byIndex.set(index, [...(byIndex.get(index) ?? []), label.plural])
  }
  return [...byIndex].map(([href, labels]) => ({ href, label: capitalise(labels.join(' and ')) }))
}
