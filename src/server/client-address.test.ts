import { describe, expect, it } from 'vitest'

import { addressKey, clientAddress, stampClientAddress } from '@/server/client-address'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address-header'

const request = (remoteAddress: string, headers: Record<string, string | string[]> = {}) => ({
  socket: { remoteAddress },
  headers,
})

describe('the client address', () => {
  it('is the socket peer without a trusted proxy, whatever X-Forwarded-For claims', () => {
    const req = request('198.51.100.9', { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' })
    expect(clientAddress(req, 0)).toBe('198.51.100.9')
    expect(clientAddress(request('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1')
    expect(clientAddress(request(''), 0)).toBe('unknown')
  })

  it('behind proxies, is what the first trusted proxy saw: counted from the right, not a client-chosen first hop', () => {
    // The client wrote "1.1.1.1"; nginx appended the address it saw (203.0.113.7); the socket is nginx.
    const behindNginx = request('10.0.0.2', { 'x-forwarded-for': '1.1.1.1, 203.0.113.7' })
    expect(clientAddress(behindNginx, 1)).toBe('203.0.113.7')
    // A CDN, then nginx: the CDN appended the client, nginx appended the CDN.
    const behindCdn = request('10.0.0.2', { 'x-forwarded-for': '1.1.1.1, 203.0.113.7, 192.0.2.50' })
    expect(clientAddress(behindCdn, 2)).toBe('203.0.113.7')
    // Several headers are one list; fewer hops than proxies: the leftmost; garbage: the socket.
    expect(clientAddress(request('10.0.0.2', { 'x-forwarded-for': ['1.1.1.1', '203.0.113.7'] }), 1)).toBe('203.0.113.7')
    expect(clientAddress(request('10.0.0.2', { 'x-forwarded-for': '203.0.113.7' }), 2)).toBe('203.0.113.7')
    expect(clientAddress(request('10.0.0.2', { 'x-forwarded-for': '1.1.1.1, <script>' }), 1)).toBe('10.0.0.2')
    expect(clientAddress(request('10.0.0.2'), 1)).toBe('10.0.0.2')
  })

  it('is stamped over whatever the client sent in the header code behind Next reads', () => {
    const req = request('198.51.100.9', { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' })
    expect(stampClientAddress(req)).toBe('198.51.100.9')
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.9')
  })

  it('is keyed by /64 for IPv6 (a client owns the whole prefix), as is for IPv4', () => {
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64')
    expect(addressKey('2001:db8:0:1:ffff:1:2:3')).toBe('2001:db8:0:1::/64')
    expect(addressKey('2001:DB8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('unknown')).toBe('unknown')
  })
})
