import { CONSENT_COOKIE, CONSENT_EVENT, CONSENT_VERSION } from '@/lib/consent/cookie'
import { ADS_ATTRIBUTE } from '@/lib/consent/gate-script'

/** Marks the ad network's script element, so it is requested once per document. */
const SCRIPT_MARK = 'data-staffroom-ads'

/**
 * The ad loader, served at /ads/loader.js only when ads are configured, and rendered on a page
 * (`<script async src>`, which React 19 loads once per document, on client navigations too) only
 * when that page has ads. It is outside the bundle on purpose: a client component would ride in
 * every page's first load whether ads are configured or not. Plain ES5, no imports.
 *
 * What it does (the network's side of the contract is in docs/operations.md, "Ads"):
 * - while the stored choice says yes to advertising: marks `<html data-ads="on">` (the slots'
 *   boxes show), creates `window.staffroomAds = {publisherId, slots}`, pushes every shown slot not
 *   yet pushed (`{id, placement, unit, sizes}`), and requests the network's script once;
 * - slots that appear later (a client navigation) are pushed as they arrive;
 * - on a no (the consent store's CONSENT_EVENT after the visitor changes their choice): the
 *   attribute goes, every slot is emptied, nothing more is pushed;
 * - the sticky footer's close button removes that slot for this page view.
 */
export function adLoaderScript(scriptUrl: string, publisherId: string | null): string {
  return `(function () {
  var SCRIPT = ${JSON.stringify(scriptUrl)};
  var PUBLISHER = ${JSON.stringify(publisherId)};
  var root = document.documentElement;
  function consented() {
    var m = document.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/);
    return !!m && /(?:^|&)v=${CONSENT_VERSION}(?:&|$)/.test(m[1]) && /(?:^|&)advertising=1(?:&|$)/.test(m[1]);
  }
  function sizes(value) {
    var out = [], parts = (value || '').split(',');
    for (var i = 0; i < parts.length; i++) {
      var wh = parts[i].split('x'), w = Number(wh[0]), h = Number(wh[1]);
      if (w > 0 && h > 0) out.push([w, h]);
    }
    return out;
  }
  function start() {
    root.setAttribute('${ADS_ATTRIBUTE}', 'on');
    var ads = window.staffroomAds = window.staffroomAds || { publisherId: PUBLISHER, slots: [] };
    var slots = document.querySelectorAll('[data-ad-slot]');
    for (var i = 0; i < slots.length; i++) {
      var slot = slots[i], box = slot.querySelector('.ad-box');
      // Already pushed, or not shown at this width (the sidebar on a phone).
      if (!box || slot.getAttribute('data-ad-queued') || slot.offsetParent === null) continue;
      slot.setAttribute('data-ad-queued', '1');
      ads.slots.push({
        id: box.id,
        placement: slot.getAttribute('data-ad-slot'),
        unit: slot.getAttribute('data-ad-unit'),
        sizes: sizes(slot.getAttribute('data-ad-sizes'))
      });
    }
    if (!document.querySelector('script[${SCRIPT_MARK}]')) {
      var script = document.createElement('script');
      script.src = SCRIPT;
      script.async = true;
      script.setAttribute('${SCRIPT_MARK}', '');
      document.head.appendChild(script);
    }
  }
  function stop() {
    root.removeAttribute('${ADS_ATTRIBUTE}');
    var slots = document.querySelectorAll('[data-ad-slot]');
    for (var i = 0; i < slots.length; i++) {
      var box = slots[i].querySelector('.ad-box');
      if (box) box.innerHTML = '';
      slots[i].removeAttribute('data-ad-queued');
    }
  }
  function check() {
    if (consented()) start();
    else stop();
  }
  var pending = false;
  function later() {
    if (pending) return;
    pending = true;
    setTimeout(function () {
      pending = false;
      if (consented()) start();
    }, 0);
  }
  check();
  window.addEventListener('${CONSENT_EVENT}', check);
  if (window.MutationObserver) new MutationObserver(later).observe(document.body, { childList: true, subtree: true });
  document.addEventListener('click', function (event) {
    var target = event.target;
    if (!target || !target.closest || !target.closest('[data-ad-close]')) return;
    var sticky = target.closest('[data-ad-sticky]');
    if (!sticky) return;
    var box = sticky.querySelector('.ad-box');
    if (box) box.innerHTML = '';
    sticky.hidden = true;
  });
})();`
}
