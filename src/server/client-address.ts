import type { IncomingHttpHeaders } from 'node:http'
import { isIP } from 'node:net'

import { env } from '@/env'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address-header'

type Incoming = { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } }

/** "::ffff:203.0.113.7" (an IPv4 client of a dual-stack socket) is 203.0.113.7. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/**
 * The client's address, the one decision every rate limit rests on. Without trusted proxies it is
 * the socket's peer, whatever X-Forwarded-For claims. Behind `proxies` of them, each appends the
 * address it saw to the header, so the client is `proxies` entries from the right; entries to the
 * left of it are whatever the client wrote itself.
 */
export function clientAddress(req: Incoming, proxies: number = env.TRUST_PROXY): string {
  const socket = plain(req.socket.remoteAddress ?? '') || 'unknown'
  const forwarded = req.headers['x-forwarded-for']
  if (proxies === 0 || !forwarded) return socket
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',').map((h) => h.trim())
  const seen = plain(hops[Math.max(0, hops.length - proxies)] ?? '')
  return isIP(seen) ? seen : socket
}

/** Replaces whatever the client sent in CLIENT_ADDRESS_HEADER with the decided address. */
export function stampClientAddress(req: Incoming): string {
  const address = clientAddress(req)
  req.headers[CLIENT_ADDRESS_HEADER] = address
  return address
}

/** The address as a rate-limit subject: an IPv6 client owns its whole /64, so it is keyed by that. */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address
  const [head, tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/** What hooks and endpoints key on: the stamped address ('unknown' when no transport stamped it). */
export const clientKeyOf = (headers: Headers) => addressKey(headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown')
