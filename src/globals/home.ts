import type { GlobalConfig } from 'payload'

import { isEditor } from '@/access/is-editor'
import { isStaff } from '@/access/is-staff'
import { publishedOrStaff } from '@/access/published-or-staff'
import { revalidateGlobal } from '@/hooks/revalidate-on-change'
import { previewPath } from '@/lib/preview'
import { homeSections } from '@/sections/registry'

/**
 * The home page's sections. Edited as a draft, with versions and live preview as articles are:
 * nothing reaches visitors until an editor publishes. Drafts and versions are staff only: for
 * everyone else the read rule keeps to what is published, in the API as on the site.
 */
export const Home: GlobalConfig = {
  slug: 'home',
  label: 'Home page',
  access: { read: publishedOrStaff, update: isEditor, readVersions: isStaff },
  admin: { livePreview: { url: previewPath('/') }, preview: () => previewPath('/') },
  versions: { drafts: { autosave: { interval: 800 } }, max: 50 },
  fields: [{ name: 'sections', type: 'blocks', blocks: homeSections, admin: { initCollapsed: true } }],
  hooks: {
    // A write that is not a draft and says no status (the seed, a script) goes live: it is the
    // published page. Decided on what the caller sent, before Payload fills in its default.
    beforeOperation: [
      ({ args, operation }) => {
        const update = args as { draft?: boolean; data?: { _status?: string } }
        if (operation !== 'update' || update.draft || !update.data || update.data._status !== undefined) return update
        return { ...update, data: { ...update.data, _status: 'published' } }
      },
    ],
    afterChange: [revalidateGlobal('home')],
  },
}
