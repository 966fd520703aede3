import { env } from '@/env'
import { adLoaderScript } from '@/lib/ads/loader-script'

// The configuration is read when asked, not at build time.
export const dynamic = 'force-dynamic'

/**
 * The ad loader (src/lib/ads/loader-script.ts); 404 while no ad script is configured. Pages render
 * it only when they have ad slots, so a failed mapping (no slots) never reaches it.
 */
export function GET() {
  if (!env.ADS_SCRIPT_URL) {
    return new Response('Ads are not configured.', { status: 404, headers: { 'cache-control': 'no-store' } })
  }
  return new Response(adLoaderScript(env.ADS_SCRIPT_URL, env.ADS_PUBLISHER_ID ?? null), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}
