import type {
  CollectionBeforeOperationHook,
  CollectionSlug,
  FlattenedField,
  Payload,
  PayloadRequest,
  SanitizedCollectionConfig,
} from 'payload'

import { AccountError } from '@/graphql/schema/account-error'
import { MAX_DOCUMENT_ID } from '@/lib/document-id'

/**
 * What a REST or GraphQL caller asks of a collection (ids, `where`, limit, page, depth), checked
 * against the fields' types before the database sees it: a number where a number belongs, a date
 * where a date does, an operator the field can answer. The database would otherwise refuse it as a
 * failed query (PostgreSQL refuses "abc" for an id or a date, SQLite a NaN) and the caller would
 * get a 500. A 400 (BAD_USER_INPUT) in words instead. Paths Payload does not know are left to its
 * own check (a 400 too); Local API calls are our own code and are not checked.
 */

// Named for what it is: REST answers show the error's name.
const refuse = (message: string) => Object.assign(new AccountError(message, 'BAD_USER_INPUT'), { name: 'InvalidQuery' })

const MAX_CONDITIONS = 100
const MAX_DEPTH = 10

const COMPARE = ['equals', 'not_equals', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const LISTS = ['in', 'not_in', 'all']
const TEXT = ['like', 'not_like', 'contains']
const SHAPES = ['near', 'within', 'intersects']

type Kind = 'id' | 'pair' | 'rows' | 'option' | 'json' | 'number' | 'date' | 'checkbox' | 'text' | 'unchecked'

/** The operators each kind of field answers. */
const OPERATORS: Record<Exclude<Kind, 'unchecked'>, Set<string>> = {
  id: new Set([...COMPARE, ...LISTS, 'exists']),
  pair: new Set(['equals', 'not_equals', ...LISTS, 'exists']),
  // PostgreSQL keeps a select's value as an enum: only its options compare.
  option: new Set(['equals', 'not_equals', ...LISTS, 'exists']),
  // A JSON field as a whole: whether it is set (its inner paths are Payload's to judge).
  json: new Set(['exists']),
  // A group, array or blocks field as a whole: its own fields are what can be compared.
  rows: new Set(),
  number: new Set([...COMPARE, ...LISTS, 'exists']),
  date: new Set([...COMPARE, ...LISTS, 'exists']),
  checkbox: new Set(['equals', 'not_equals', ...LISTS, 'exists']),
  text: new Set([...COMPARE, ...LISTS, ...TEXT, 'exists']),
}

/** A field a path ends at: how its values are checked, and (for ids) which collection's ids. */
type Target = { kind: Kind; label: string; many?: boolean; relations?: string[]; options?: string[] }

const collectionOf = (payload: Payload, slug: string) =>
  (payload.collections as Record<string, Payload['collections'][CollectionSlug] | undefined>)[slug]

const idKind = (payload: Payload, slug: string): Kind =>
  (collectionOf(payload, slug)?.customIDType ?? payload.db.defaultIDType) === 'number' ? 'id' : 'text'

/** The field at a dotted path (`lineup.name`, `face.name`), or null when Payload should judge it. */
function targetOf(payload: Payload, slug: string, path: string[], label: string): Target | null {
  const fields: FlattenedField[] = collectionOf(payload, slug)?.config.flattenedFields ?? []
  return targetIn(payload, slug, fields, path, label, true)
}

function targetIn(
  payload: Payload,
  slug: string,
  fields: FlattenedField[],
  path: string[],
  label: string,
  top = false,
): Target | null {
  const [name, ...rest] = path
  if (name === undefined) return null
  const field = fields.find((f) => f.name === name)
  // A document's own id; a row's id (`socials.id`) is a field of its rows, and text.
  if (name === 'id' && rest.length === 0 && top) return { kind: idKind(payload, slug), label }
  if (!field) return name === 'id' && rest.length === 0 ? { kind: 'text', label } : null
  const target = targetOfField(payload, slug, field, rest, label)
  return target && 'hasMany' in field && field.hasMany ? { ...target, many: true } : target
}

function targetOfField(
  payload: Payload,
  slug: string,
  field: FlattenedField,
  rest: string[],
  label: string,
): Target | null {
  switch (field.type) {
    case 'relationship':
    case 'upload': {
      if (Array.isArray(field.relationTo)) {
        // Polymorphic: `{ relationTo, value }` pairs, or `user.value` / `user.relationTo`.
        const numeric = field.relationTo.every((slug) => idKind(payload, slug) === 'id')
        if (rest.length === 0) return { kind: 'pair', label, relations: field.relationTo }
        if (rest.length === 1 && rest[0] === 'value') return { kind: numeric ? 'id' : 'text', label }
        if (rest.length === 1 && rest[0] === 'relationTo') return { kind: 'text', label }
        return null
      }
      if (rest.length === 0) return { kind: idKind(payload, field.relationTo), label }
      return targetOf(payload, field.relationTo, rest, label)
    }
    case 'group':
    case 'tab':
    case 'array':
      return rest.length ? targetIn(payload, slug, field.flattenedFields, rest, label) : { kind: 'rows', label }
    case 'blocks':
      return rest.length ? null : { kind: 'rows', label }
    default:
      if (rest.length) return null
      if (field.type === 'number') return { kind: 'number', label }
      if (field.type === 'date') return { kind: 'date', label }
      if (field.type === 'checkbox') return { kind: 'checkbox', label }
      if (field.type === 'select' || field.type === 'radio') {
        const options = field.options.map((option) => (typeof option === 'string' ? option : option.value))
        return { kind: 'option', label, options }
      }
      if (['text', 'textarea', 'email', 'code', 'richText'].includes(field.type)) {
        return { kind: 'text', label }
      }
      if (field.type === 'json') return { kind: 'json', label }
      return { kind: 'unchecked', label } // point, join: Payload's own rules
  }
}

// An ISO 8601 date, as the admin and our clients send them ("2030-01-02", "2030-01-02T03:04:05.000Z").
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

const isNumeric = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value.trim()))

function checkValue(kind: Kind, value: unknown, label: string) {
  if (value === null || value === 'null') return
  switch (kind) {
    case 'id': {
      const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value
      if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > MAX_DOCUMENT_ID) {
        throw refuse(`${label} takes a document id (a whole number), not ${shown(value)}.`)
      }
      return
    }
    case 'number':
      if (!isNumeric(value) || !Number.isFinite(Number(value))) {
        throw refuse(`${label} takes a number, not ${shown(value)}.`)
      }
      return
    case 'date':
      if (
        !(value instanceof Date && !Number.isNaN(value.getTime())) &&
        !(typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)))
      ) {
        throw refuse(`${label} takes a date such as 2030-01-31 or 2030-01-31T09:00:00Z, not ${shown(value)}.`)
      }
      return
    case 'checkbox':
      if (![true, false, 'true', 'false'].includes(value as never)) {
        throw refuse(`${label} takes true or false, not ${shown(value)}.`)
      }
      return
    case 'text':
      if (!['string', 'number', 'boolean'].includes(typeof value)) {
        throw refuse(`${label} takes text, not ${shown(value)}.`)
      }
      return
  }
}

/** A relationship to several collections compares `{ relationTo, value }` pairs (Payload's
 *  database adapter has no answer for an id alone). */
function checkPair(payload: Payload, { label, relations = [] }: Target, item: unknown) {
  if (item === null || item === 'null') return
  const pair = typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : null
  if (!pair || typeof pair.relationTo !== 'string' || !relations.includes(pair.relationTo)) {
    throw refuse(`${label} takes { relationTo, value } with relationTo one of ${relations.join(', ')}.`)
  }
  checkValue(idKind(payload, pair.relationTo) === 'id' ? 'id' : 'text', pair.value, label)
}

function checkOption({ label, options = [] }: Target, item: unknown) {
  if (item === null || item === 'null') return
  if (typeof item !== 'string' || !options.includes(item)) {
    throw refuse(`${label} is one of ${options.join(', ')}, not ${shown(item)}.`)
  }
}

const shown = (value: unknown) => {
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`
  if (typeof value === 'number' && !Number.isNaN(value)) return String(value)
  if (typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return 'a list'
  return typeof value === 'object' && value !== null ? 'a set of keys' : 'something else'
}

/** A list operator's values: an array, or REST's comma-separated text. */
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]

function checkCondition(payload: Payload, collection: SanitizedCollectionConfig, path: string, condition: unknown) {
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) {
    throw refuse(`Give "${path}" an operator and a value, such as where[${path}][equals]=….`)
  }
  // GraphQL names nested paths with __ (breadcrumbs__doc); Payload reads them as dots.
  const target = targetOf(payload, collection.slug, path.split(/\.|__/), `"${path}"`)
  // No text holds a NUL character, and PostgreSQL refuses one outright.
  for (const value of Object.values(condition)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && item.includes('\0'))
        throw refuse(`"${path}" cannot be compared with a NUL character (%00).`)
    }
  }
  for (const [operator, value] of Object.entries(condition)) {
    if (SHAPES.includes(operator) && target?.kind !== 'unchecked') {
      throw refuse(`"${path}" cannot be searched by place (${operator}): it is not a map point.`)
    }
    // Matching text takes text, whatever the field (null or a number fails in the database).
    if (target && TEXT.includes(operator) && typeof value !== 'string') {
      throw refuse(`${operator} takes text to look for, not ${shown(value)}.`)
    }
    if (target && value === null && !['equals', 'not_equals'].includes(operator)) {
      throw refuse(`${operator} takes a value, not null.`)
    }
    if (!target || target.kind === 'unchecked') continue
    if (target.kind === 'rows') {
      throw refuse(`${target.label} holds fields of its own: query one of them, such as ${path}.<field>.`)
    }
    if (!OPERATORS[target.kind].has(operator)) {
      // An unknown operator is Payload's to name; one this field cannot answer is ours.
      if (COMPARE.includes(operator) || LISTS.includes(operator) || TEXT.includes(operator)) {
        throw refuse(`"${path}" cannot be compared with ${operator}.`)
      }
      continue
    }
    if (operator === 'all' && !target.many) {
      throw refuse(`"${path}" holds one value: match it with in, not all.`)
    }
    if (operator === 'exists') {
      if (![true, false, 'true', 'false'].includes(value as never)) {
        throw refuse(`exists takes true or false, not ${shown(value)}.`)
      }
      continue
    }
    const values = LISTS.includes(operator) ? listOf(value) : [value]
    if (values.length > MAX_CONDITIONS) throw refuse(`"${path}" lists more than ${MAX_CONDITIONS} values.`)
    for (const item of values) {
      // A list of ids, numbers or dates holding null: Payload turns it into NaN for the database.
      if (LISTS.includes(operator) && (item === null || item === 'null') && ['id', 'number', 'date'].includes(target.kind)) {
        throw refuse(`${operator} takes a list of values, and null is not one: ask for ${path} with exists=false.`)
      }
      if (target.kind === 'pair') checkPair(payload, target, item)
      else if (target.kind === 'option') checkOption(target, item)
      else checkValue(target.kind, item, target.label)
    }
  }
}

/** Walks `where` (and/or nested), checking each condition against the collection's fields. */
export function checkWhere(payload: Payload, collection: SanitizedCollectionConfig, where: unknown, depth = 0) {
  if (where === undefined || where === null) return
  if (typeof where !== 'object' || Array.isArray(where)) {
    throw refuse('where takes conditions, such as where[title][equals]=….')
  }
  if (depth > MAX_DEPTH) throw refuse(`where nests and/or at most ${MAX_DEPTH} deep.`)
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      // qs turns long lists (more than 20 items) into objects keyed by index.
      const items = Array.isArray(value)
        ? value
        : typeof value === 'object' && value !== null
          ? Object.values(value)
          : null
      if (!items) throw refuse(`${key} takes a list of conditions.`)
      if (items.length > MAX_CONDITIONS) throw refuse(`${key} takes at most ${MAX_CONDITIONS} conditions.`)
      for (const item of items) checkWhere(payload, collection, item, depth + 1)
    } else {
      checkCondition(payload, collection, key, value)
    }
  }
}

function checkCount(name: string, value: unknown, min: number) {
  if (value === undefined || value === null) return
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw refuse(
      Array.isArray(value)
        ? `Give ${name} once.`
        : `${name} must be a whole number${min > 0 ? ` from ${min}` : ''} (got ${shown(value)}).`,
    )
  }
}

/** Ids of this collection's documents (and versions) are whole numbers. */
function checkId(payload: Payload, collection: SanitizedCollectionConfig, id: unknown) {
  if (id === undefined || idKind(payload, collection.slug) !== 'id') return
  checkValue('id', id, 'The id')
}

export function checkQueryInput(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig,
  args: Record<string, unknown>,
) {
  if (req.payloadAPI !== 'REST' && req.payloadAPI !== 'GraphQL') return
  checkId(req.payload, collection, args.id)
  checkWhere(req.payload, collection, args.where)
  checkCount('limit', args.limit, 0)
  checkCount('page', args.page, 1)
  checkCount('depth', args.depth, 0)
}

export const checkedQueryInput: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  checkQueryInput(req, collection, args)
  return args
}
