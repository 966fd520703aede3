import { type RowField, slugField, type TextFieldSingleValidation } from 'payload'

type Options = {
  /** For slugs unique only within a parent (an episode's within its show): the check that says
   *  so, which replaces the global unique index (the collection declares the compound one). */
  uniqueWithinParent?: TextFieldSingleValidation
}

/** Slug generated from the title until an editor changes it; unique and indexed. */
export const slug = (useAsSlug = 'title', { uniqueWithinParent }: Options = {}) =>
  slugField({
    useAsSlug,
    position: 'sidebar',
    disableUnique: Boolean(uniqueWithinParent),
    overrides: uniqueWithinParent
      ? (row: RowField): RowField => ({
          ...row,
          fields: row.fields.map((field) =>
            'name' in field && field.name === 'slug' && field.type === 'text' && !field.hasMany
              ? { ...field, hasMany: false, validate: uniqueWithinParent }
              : field,
          ),
        })
      : undefined,
  })
