import type { CollectionConfig, Endpoint, PayloadHandler, SanitizedConfig } from 'payload'

import { callerOf } from '@/access/caller'
import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'
import { ownPreferences } from '@/access/own-preferences'
import { ownSessions } from '@/access/own-sessions'
import { staffPreferenceEndpoints } from '@/access/preference-endpoints'
import { ruleName } from '@/access/rule'
import { restError } from '@/server/rest-error'

type Rules = NonNullable<CollectionConfig['access']>

const none: Rules = { read: nobody, create: nobody, update: nobody, delete: nobody }

/**
 * Collections Payload adds by itself, after every plugin ran, with "any signed-in account" as the
 * default rule (locking documents, creating preferences): members are signed-in accounts too.
 * Their rules are set here. A new one (a Payload upgrade) stops the server until it has rules.
 */
const INTERNAL: Record<string, Rules> = {
  'payload-preferences': { read: ownPreferences, create: isStaff, update: ownPreferences, delete: ownPreferences },
  // The admin's "someone is editing this" locks: the whole team reads them and takes them over.
  'payload-locked-documents': { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  'payload-jobs': none,
  'payload-kv': none,
  'payload-migrations': none,
}

/** Replaces Payload's rule on the `sessions` field of an account collection (a copy: Payload shares the field). */
function secureSessions(collection: SanitizedConfig['collections'][number]) {
  if (collection.slug !== 'users' && collection.slug !== 'members') return
  const read = ownSessions(collection.slug)
  const replace = <T extends { name?: string; access?: object }>(fields: T[]) =>
    fields.map((f) => (f.name === 'sessions' ? { ...f, access: { ...f.access, read } } : f))
  collection.fields = replace(collection.fields as { name?: string }[]) as typeof collection.fields
  collection.flattenedFields = replace(collection.flattenedFields)
}

/**
 * `/versions` of something that keeps none: Payload would query a table that does not exist
 * (500). The team learns there are none; everyone else that versions are not theirs to read.
 */
function noVersions(label: string): Endpoint[] {
  const handler: PayloadHandler = (req) =>
    callerOf(req.user).kind === 'staff'
      ? restError(404, `${label} keeps no versions.`)
      : restError(403, 'Only the editorial team may read versions.')
  return [
    { path: '/versions', method: 'get', handler },
    { path: '/versions/:id', method: 'get', handler },
    { path: '/versions/:id', method: 'post', handler },
  ]
}

const labelOf = (label: unknown, slug: string) => (typeof label === 'string' ? label : slug)

const required = (entity: { auth?: unknown; versions?: unknown }, kind: 'collection' | 'global') => [
  ...(kind === 'collection' ? ['create', 'read', 'update', 'delete'] : ['read', 'update']),
  ...(entity.versions ? ['readVersions'] : []),
  ...(entity.auth ? ['unlock', 'admin'] : []),
]

function assertRules(where: string, access: Record<string, unknown>, operations: string[]) {
  for (const operation of operations) {
    if (!ruleName(access[operation])) {
      throw new Error(
        `${where}: access.${operation} must be one of the rules in src/access (defineRule). ` +
          "Payload's default lets any signed-in account in, members included.",
      )
    }
  }
}

/**
 * Runs on the sanitized config: gives Payload's own collections their rules, answers `/versions`
 * of unversioned collections and globals, and refuses to start when any access rule anywhere is
 * not one of src/access's (an inline function, or a default Payload filled in).
 */
export function secureConfig(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const internal = INTERNAL[collection.slug]
    if (internal) Object.assign(collection.access, internal)
    if (collection.auth) secureSessions(collection)
    if (collection.slug === 'payload-preferences' && collection.endpoints) {
      collection.endpoints = staffPreferenceEndpoints(collection.endpoints)
    }
    // No REST API at all: 404 rather than Payload's "501 Not Implemented".
    if (collection.slug === 'payload-migrations') collection.endpoints = []
    else if (!collection.versions && collection.endpoints) {
      collection.endpoints = [
        ...noVersions(labelOf(collection.labels.singular, collection.slug)),
        ...collection.endpoints,
      ]
    }
    assertRules(`Collection "${collection.slug}"`, collection.access, required(collection, 'collection'))
  }
  for (const global of config.globals) {
    if (!global.versions && global.endpoints) {
      global.endpoints = [...noVersions(labelOf(global.label, global.slug)), ...global.endpoints]
    }
    assertRules(`Global "${global.slug}"`, global.access, required(global, 'global'))
  }
  assertRules('Jobs', config.jobs.access ?? {}, ['run', 'queue', 'cancel'])
  return config
}
