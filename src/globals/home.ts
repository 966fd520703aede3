import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/is-editor'
import { revalidateGlobal } from '@/hooks/revalidate-on-change'
import { homeSections } from '@/sections/registry'

export const Home: GlobalConfig = {
  slug: 'home',
  label: 'Home page',
  access: { read: anyone, update: isEditor },
  fields: [{ name: 'sections', type: 'blocks', blocks: homeSections, admin: { initCollapsed: true } }],
  hooks: { afterChange: [revalidateGlobal('home')] },
}
