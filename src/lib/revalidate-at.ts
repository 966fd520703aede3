import { unstable_cache } from 'next/cache'

/**
 * Make the current route re-render at `date`. Next gives a route the lowest `revalidate` among the
 * cached reads it made while rendering, so a throwaway cached read that expires at `date` caps the
 * page's ISR lifetime: the first request after that moment gets a freshly rendered page.
 */
export async function revalidateAt(date: Date | null): Promise<void> {
  if (!date) return
  const seconds = (date.getTime() - Date.now()) / 1000
  if (!(seconds > 0)) return
  const iso = date.toISOString()
  await unstable_cache(async () => iso, ['revalidate-at', iso], { revalidate: Math.max(1, Math.ceil(seconds)) })()
}
