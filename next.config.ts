import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'

const nextConfig: NextConfig = {
  // The e2e suite builds into its own folder so that it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // server.ts owns the http server; Next only renders.
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  turbopack: { root: path.resolve(import.meta.dirname) },
  // Baseline security headers on every response. A script-src policy needs per-request nonces for
  // Next's inline payload scripts (which would end static rendering); that is tracked separately.
  headers: async () => [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)' },
        // Share buttons open the networks' pages in popups that must keep working.
        { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        {
          key: 'Content-Security-Policy',
          value: "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
        },
      ],
    },
  ],
  typescript: { ignoreBuildErrors: true }, // `npm test` runs tsc itself; the build need not do it twice
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

export default {
  ...config,
  // Payload asks every path for the colour-scheme client hint (for its admin theme). On public pages
  // that makes Chromium send each first request twice and the Vary header splits shared caches.
  headers: async () =>
    (await config.headers!()).map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule)),
} satisfies NextConfig
