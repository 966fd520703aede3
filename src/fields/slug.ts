import { slugField } from 'payload'

/** Slug generated from the title until an editor changes it; unique and indexed. */
export const slug = (useAsSlug = 'title') => slugField({ useAsSlug, position: 'sidebar' })
