import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/is-editor'
import { expireTags } from '@/lib/expire-tags'
import type { SearchSynonym } from '@/payload-types'
import { afterCommit } from '@/server/db/after-commit'
import { synonymsChanged, synonymWords, SYNONYMS_TAG } from '@/server/search/synonyms'

const atLeastTwo = (value: unknown) =>
  synonymWords(typeof value === 'string' ? value : '').length >= 2 ||
  'Write at least two words or phrases, separated by commas.'

/**
 * Words that find each other in site search: the school words our readers spell differently
 * (substitute teacher and supply teacher, recess and break). Searches keep the list in memory; a
 * save makes this instance read it again once committed, and expires its tag, which the Redis
 * bridge takes to the other instances (synonyms.ts). A change applies at once; nothing is indexed
 * again.
 */
export const SearchSynonyms: GlobalConfig = {
  slug: 'search-synonyms',
  label: 'Search synonyms',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isEditor },
  hooks: {
    afterChange: [
      async ({ doc, req, context }) => {
        await synonymsChanged(req)
        if (!context.disableRevalidate) await afterCommit(req, () => expireTags([SYNONYMS_TAG]))
        return doc as SearchSynonym // Payload types a global's hooks with `any`
      },
    ],
  },
  fields: [
    {
      name: 'groups',
      type: 'array',
      label: 'Synonyms',
      labels: { singular: 'Synonym group', plural: 'Synonym groups' },
      admin: {
        description:
          'Each row is words or phrases that mean the same, separated by commas (“substitute teacher, supply teacher”). A search for any of them finds them all.',
      },
      fields: [{ name: 'words', type: 'text', required: true, maxLength: 300, validate: atLeastTwo }],
    },
  ],
}
