import { FOOTER, NAVIGATION, SITE_SETTINGS } from '@/seed/content/site'
import { MENUS } from '@/globals/navigation'
import { HOME } from '@/seed/content/home'
import { SEARCH_SYNONYMS } from '@/seed/content/search-synonyms'
import { WRITE, type Seeder } from '@/seed/context'
import { resolveRefs } from '@/seed/refs'

type GlobalSlug = 'site-settings' | 'navigation' | 'footer' | 'home' | 'search-synonyms'

/**
 * Globals always exist, so "already seeded" means "already configured": a global is written only
 * while it still looks untouched, and an editor's settings are never overwritten.
 */
export async function seedGlobals(s: Seeder): Promise<GlobalSlug[]> {
  const read = (slug: GlobalSlug) => s.payload.findGlobal({ slug, depth: 0, overrideAccess: true })
  const [settings, navigation, footer, home, synonyms] = await Promise.all([
    read('site-settings'),
    read('navigation'),
    read('footer'),
    read('home'),
    read('search-synonyms'),
  ])
  const untouched: Record<GlobalSlug, boolean> = {
    'site-settings':
      !('logo' in settings && settings.logo) && !('socialLinks' in settings && settings.socialLinks?.length),
    navigation: MENUS.every(
      (menu) => !(navigation as unknown as Record<string, unknown[] | null | undefined>)[menu]?.length,
    ),
    footer: !('groups' in footer && footer.groups?.length),
    home: !('sections' in home && home.sections?.length),
    'search-synonyms': !('groups' in synonyms && synonyms.groups?.length),
  }
  const data: Record<GlobalSlug, object> = {
    'site-settings': SITE_SETTINGS,
    navigation: NAVIGATION,
    footer: FOOTER,
    home: HOME,
    'search-synonyms': SEARCH_SYNONYMS,
  }
  const written: GlobalSlug[] = []
  for (const slug of Object.keys(data) as GlobalSlug[]) {
    if (!untouched[slug]) continue
    await s.payload.updateGlobal({ slug, data: resolveRefs(data[slug], s.lookup), depth: 0, ...WRITE })
    written.push(slug)
  }
  return written
}
