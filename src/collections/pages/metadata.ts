import { pathOf } from '@/content/registry'
import type { DocumentMetadataInput, SeoMeta } from '@/lib/seo/metadata'
import type { MediaRef } from '@/lib/seo/site'
import type { Page } from '@/payload-types'

/** The metadata input of a CMS page: `pageMetadata(pageSeo(page))`. */
export function pageSeo(
  page: Pick<Page, 'title' | 'slug'> & { intro?: string | null; heroImage?: MediaRef; meta?: SeoMeta },
): Omit<DocumentMetadataInput, 'settings'> {
  return {
    title: page.title,
    description: page.intro,
    image: page.heroImage,
    path: pathOf('pages', page),
    meta: page.meta,
  }
}
