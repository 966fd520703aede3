import {
  BlocksFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  lexicalEditor,
  LinkFeature,
} from '@payloadcms/richtext-lexical'
import type { TextFieldSingleValidation } from 'payload'

import { bodyBlocks, inlineBlocks } from '@/blocks/registry'
import { LINKABLE } from '@/content/registry'
import { isSafeHref, UNSAFE_HREF_MESSAGE } from '@/lib/safe-url'

const safeUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  if ((siblingData as { linkType?: string }).linkType === 'internal') return true
  return isSafeHref(value) || UNSAFE_HREF_MESSAGE
}

/**
 * Internal links may point only at the types whose descriptor says so. Links (and pasted
 * auto-links) keep Lexical's fields, but the URL is checked on the server: Lexical's own check
 * only refuses spaces, and stores javascript: and data: URLs as given.
 */
const links = LinkFeature({
  enabledCollections: LINKABLE,
  fields: ({ defaultFields }) =>
    defaultFields.map((field) =>
      field.name === 'url' && field.type === 'text' && !field.hasMany ? { ...field, validate: safeUrl } : field,
    ),
})

const withoutDefaults = (keys: string[]) => (f: { key: string }) => !keys.includes(f.key)

/** The default editor for rich-text fields: paragraphs, lists, links, quotes, h2–h4. */
export const defaultEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter(withoutDefaults(['heading', 'upload', 'relationship', 'link'])),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    links,
  ],
})

/** An article body: the default editor plus the page blocks and the inline badge. */
export const postBody = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter(withoutDefaults(['heading', 'relationship', 'link'])),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    links,
    BlocksFeature({ blocks: bodyBlocks, inlineBlocks }),
    FixedToolbarFeature(),
    HorizontalRuleFeature(),
  ],
})
