/**
 * The two networks faves come from, and the one shape of post address each accepts. Pure: the
 * collection's validation, the page and the click-to-load card all read it.
 */
export const NETWORKS = ['instagram', 'tiktok'] as const
export type Network = (typeof NETWORKS)[number]

export const NETWORK_NAMES: Record<Network, string> = { instagram: 'Instagram', tiktok: 'TikTok' }

/**
 * The hosts whose frames a page may hold once the visitor allows it (the CSP's frame-src lists
 * them too: src/server/security-headers.ts).
 */
export const EMBED_ORIGINS: Record<Network, string> = {
  instagram: 'https://www.instagram.com',
  tiktok: 'https://www.tiktok.com',
}

const EXAMPLES: Record<Network, string> = {
  instagram: 'https://www.instagram.com/p/C8xYz12AbCd/',
  tiktok: 'https://www.tiktok.com/@msrivera.teaches/video/7301234567890123456',
}

export type Post = {
  network: Network
  /** The post's address in its canonical form (https, www, trailing slash on Instagram). */
  url: string
  /** The frame a visitor who allowed social embeds loads on click. */
  embedUrl: string
  /** The creator named by the address (TikTok's carry it; Instagram's do not). */
  handle: string | null
}

const INSTAGRAM = /^\/(p|reel)\/([A-Za-z0-9_-]{5,40})\/?$/
const TIKTOK = /^\/@([A-Za-z0-9_.]{2,24})\/video\/(\d{8,25})\/?$/

function parseUrl(value: string): URL | null {
  try {
    return new URL(value.trim())
  } catch {
    return null
  }
}

/** A handle as credited: `@` then the network's letters (2 to 30 of letters, digits, `.` and `_`). */
export const HANDLE = /^@[A-Za-z0-9_.]{2,30}$/

/**
 * The post at `value` if it is one post of `network` in the shape that network gives its posts,
 * else the reason in an editor's words.
 */
export function parsePostUrl(network: Network, value: string): Post | { error: string } {
  const name = NETWORK_NAMES[network]
  const refused = { error: `Paste the address of one ${name} post, like ${EXAMPLES[network]}` }
  const url = parseUrl(value)
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.port) return refused
  const host = url.hostname.toLowerCase()
  if (network === 'instagram') {
    const match = host === 'www.instagram.com' || host === 'instagram.com' ? INSTAGRAM.exec(url.pathname) : null
    if (!match) return refused
    const [, kind, id] = match
    return {
      network,
      url: `${EMBED_ORIGINS.instagram}/${kind}/${id}/`,
      embedUrl: `${EMBED_ORIGINS.instagram}/${kind}/${id}/embed/`,
      handle: null,
    }
  }
  const match = host === 'www.tiktok.com' || host === 'tiktok.com' ? TIKTOK.exec(url.pathname) : null
  if (!match) return refused
  const [, handle, id] = match
  return {
    network,
    url: `${EMBED_ORIGINS.tiktok}/@${handle}/video/${id}`,
    embedUrl: `${EMBED_ORIGINS.tiktok}/embed/v2/${id}`,
    handle: `@${handle}`,
  }
}

/** The same as `parsePostUrl`, for callers that only render what validation let in. */
export function postOf(network: string | null | undefined, url: string | null | undefined): Post | null {
  if (!url || !(NETWORKS as readonly string[]).includes(network ?? '')) return null
  const post = parsePostUrl(network as Network, url)
  return 'error' in post ? null : post
}
