import {
  BlocksFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'

import { Badge } from '@/blocks/badge/config'
import { bodyBlocks } from '@/blocks/body-blocks'

/** The default editor for rich-text fields: paragraphs, lists, links, quotes, h2–h4. */
export const defaultEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((f) => f.key !== 'heading' && f.key !== 'upload' && f.key !== 'relationship'),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  ],
})

/** An article body: the default editor plus the page blocks and the inline badge. */
export const postBody = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((f) => f.key !== 'heading' && f.key !== 'relationship'),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BlocksFeature({ blocks: bodyBlocks, inlineBlocks: [Badge] }),
    FixedToolbarFeature(),
    HorizontalRuleFeature(),
  ],
})
