import { createHash } from 'node:crypto'

/** A failed code chunk reloads the page at most once per this many ms. */
export const RELOAD_GUARD_MS = 60000
export const RELOAD_AT_KEY = 'staffroom:chunk-reload-at'

/** The guard's decision, the same one the inline script makes (kept in step by a unit test). */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true
  // A clock set back makes the last reload look like it is in the future: treat that as stale.
  return now < lastReloadAt || now - lastReloadAt >= RELOAD_GUARD_MS
}

/*
 * Inline in <head>, ahead of every Next script, so it hears chunk failures from the very first
 * one; hence plain ES5 and no imports. Two ways a chunk fails: its <script>/<link> element fires
 * a (non-bubbling, so capture-phase) error event, or the loader rejects with ChunkLoadError
 * (webpack "Loading chunk …", Turbopack "Failed to load chunk …", native import() messages).
 * It never reloads offline (the reload would only show the browser's offline page) nor when
 * sessionStorage is unusable (without it, nothing stops a reload loop).
 */
export const chunkGuardScript = `(function () {
  var KEY = ${JSON.stringify(RELOAD_AT_KEY)}, GUARD_MS = ${RELOAD_GUARD_MS};
  var CHUNK_ERROR = /ChunkLoadError|Loading (CSS )?chunk|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/;
  function reload() {
    if (navigator.onLine === false) return;
    try {
      var last = sessionStorage.getItem(KEY), now = Date.now();
      if (last !== null && now >= Number(last) && now - Number(last) < GUARD_MS) return;
      sessionStorage.setItem(KEY, String(now));
    } catch (e) { return; }
    location.reload();
  }
  function isChunkError(reason) {
    if (!reason) return false;
    return CHUNK_ERROR.test(String(reason.name) + ': ' + String(reason.message || reason));
  }
  window.addEventListener('error', function (event) {
    var el = event.target;
    if (el && el !== window && el.tagName) {
      var url = el.tagName === 'SCRIPT' ? el.src : el.tagName === 'LINK' && /stylesheet/i.test(el.rel) ? el.href : '';
      if (url && url.indexOf('/_next/static/') !== -1) reload();
      return;
    }
    if (isChunkError(event.error) || CHUNK_ERROR.test(String(event.message))) reload();
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    if (isChunkError(event.reason)) reload();
  });
})();`

/** For the Content-Security-Policy: script-src '${chunkGuardScriptHash}' lets exactly this script run. */
export const chunkGuardScriptHash = `sha256-${createHash('sha256').update(chunkGuardScript, 'utf8').digest('base64')}`
