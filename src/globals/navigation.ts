import type { ArrayField, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/is-editor'
import { link } from '@/fields/link'
import { revalidateGlobal } from '@/hooks/revalidate-on-change'

/** The site's navigation variants; the layout picks which one a page shows. */
export const MENUS = ['clean', 'memes', 'minimal', 'video', 'mobile'] as const
export type MenuName = (typeof MENUS)[number]

const menu = (name: MenuName, description: string, maxRows = 12): ArrayField => ({
  name,
  type: 'array',
  maxRows,
  admin: { description, initCollapsed: true },
  fields: [link()],
})

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isEditor },
  fields: [
    menu('clean', 'Main navigation of most pages.'),
    menu('memes', 'Navigation of the memes pages.'),
    menu('minimal', 'Short navigation of focused pages (giveaways, forms).'),
    menu('video', 'Navigation of the video pages.'),
    // A list down the screen, not a row: room for every section and category.
    menu('mobile', 'The phone menu; empty means it shows the main navigation.', 20),
  ],
  hooks: { afterChange: [revalidateGlobal('navigation')] },
}
