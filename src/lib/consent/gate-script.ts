import { CONSENT_COOKIE, CONSENT_VERSION } from '@/lib/consent/cookie'

/** Set on <html> when a choice is stored: CSS hides the server-rendered banner before the first paint. */
export const CONSENT_ATTRIBUTE = 'data-consent'

/** Set to "on" on <html> when the stored choice allows advertising: CSS shows the ad slots' boxes. */
export const ADS_ATTRIBUTE = 'data-ads'

/*
 * Inline in <head>, before the body is parsed: a visitor who has chosen never sees the banner
 * flash, and one who has not sees it in the first paint — not late, after the scripts, as the
 * page's largest paint. It also marks a yes to advertising, so that the ad slots' space is there in
 * the first paint too (src/components/ads). Plain ES5, no imports. The island checks the cookie fully after
 * hydration and keeps the attribute right (a damaged cookie shows the banner again).
 */
export const consentGateScript = `(function () {
  try {
    var m = document.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/);
    if (m && /(?:^|&)v=${CONSENT_VERSION}(?:&|$)/.test(m[1])) {
      document.documentElement.setAttribute('${CONSENT_ATTRIBUTE}', 'chosen');
      if (/(?:^|&)advertising=1(?:&|$)/.test(m[1])) document.documentElement.setAttribute('${ADS_ATTRIBUTE}', 'on');
    }
  } catch (e) {}
})();`
