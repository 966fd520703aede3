/**
 * A stand-in of the third-party ad network for the e2e server, in the runner's process (like the
 * mailbox): its script (`/ads.js`) fills each queued slot with a box of the first size that fits,
 * and its placement mapping (`/mapping.json`) answers in the mode a test sets (`POST /mode/{mode}`):
 * good, or one of the bad answers the site must survive; `GET /asked/{mode}` says how many times the
 * mapping was asked for in that mode. Nothing leaves the machine.
 */
import http from 'node:http'

import { expect } from '@playwright/test'

export const MAPPING_MODES = ['good', 'not-json', 'wrong-shape', 'error', 'slow'] as const
export type MappingMode = (typeof MAPPING_MODES)[number]

/** Longer than the server waits (ADS_MAPPING_TIMEOUT_MS, 2000 by default). */
const SLOW_MS = 3500

/** Every placement, each with a unit of its own. */
export const GOOD_MAPPING = {
  mappings: ['header-leaderboard', 'in-content', 'sidebar', 'sticky-footer', 'list-item'].map((placement) => ({
    placement,
    unit: `/e2e/staffroom/${placement}`,
  })),
}

/** Plain ES5 for the browser: the network's side of the contract in docs/operations.md ("Ads"). */
const SCRIPT = `(function () {
  var ads = window.staffroomAds;
  function fill(slot) {
    var box = document.getElementById(slot.id);
    if (!box) return;
    var size = slot.sizes.filter(function (s) { return s[0] <= box.clientWidth && s[1] <= box.clientHeight; })[0];
    if (!size) return;
    var ad = document.createElement('div');
    ad.setAttribute('data-test-ad', slot.unit);
    ad.style.cssText = 'width:' + size[0] + 'px;height:' + size[1] + 'px;margin:auto;background:#dbeafe;font:12px sans-serif;color:#1f2421';
    ad.textContent = 'Test ad ' + slot.unit + ' (' + (ads.publisherId || 'no publisher') + ')';
    box.appendChild(ad);
  }
  ads.slots.forEach(fill);
  ads.slots = { push: fill };
})();`

export async function startE2eAdNetwork(port: number) {
  let mode: MappingMode = 'good'
  const asked = new Map<MappingMode, number>()
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/'
    if (req.method === 'POST' && url.startsWith('/mode/')) {
      const next = url.slice('/mode/'.length) as MappingMode
      if (!MAPPING_MODES.includes(next)) return void res.writeHead(400).end('unknown mode')
      mode = next
      return void res.writeHead(204).end()
    }
    if (url === '/ads.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      return void res.end(SCRIPT)
    }
    if (req.method === 'GET' && url.startsWith('/asked/')) {
      res.writeHead(200, { 'content-type': 'application/json' })
      return void res.end(String(asked.get(url.slice('/asked/'.length) as MappingMode) ?? 0))
    }
    if (url === '/mapping.json') {
      asked.set(mode, (asked.get(mode) ?? 0) + 1)
      const json = { 'content-type': 'application/json' }
      if (mode === 'good') return void res.writeHead(200, json).end(JSON.stringify(GOOD_MAPPING))
      if (mode === 'not-json') return void res.writeHead(200, json).end('{"mappings": [')
      if (mode === 'wrong-shape') return void res.writeHead(200, json).end(JSON.stringify(GOOD_MAPPING.mappings))
      if (mode === 'error') return void res.writeHead(500, json).end('{"error": "down"}')
      return void setTimeout(() => res.writeHead(200, json).end(JSON.stringify(GOOD_MAPPING)), SLOW_MS)
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  server.unref()
  const url = `http://127.0.0.1:${port}`
  return { url, scriptUrl: `${url}/ads.js`, mappingUrl: `${url}/mapping.json`, close: () => server.close() }
}

/** The stand-in's address, for the workers. */
export function adNetworkUrl(): string {
  const url = process.env.E2E_ADS_URL
  if (!url) throw new Error('E2E_ADS_URL missing: run through `npx playwright test` (global setup).')
  return url
}

/** How many times the site has asked for the mapping while it answered in `mode`. */
export async function mappingAsked(mode: MappingMode): Promise<number> {
  return Number(await (await fetch(`${adNetworkUrl()}/asked/${mode}`)).text())
}

export async function setMappingMode(mode: MappingMode) {
  const response = await fetch(`${adNetworkUrl()}/mode/${mode}`, { method: 'POST' })
  expect(response.status).toBe(204)
}
