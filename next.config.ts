import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'

import { API_HEADERS, FILE_HEADERS, SECURITY_HEADERS } from './src/server/security-headers'

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
  // Security headers (src/server/security-headers.ts); later rules override earlier ones per key.
  headers: async () => [
    { source: '/:path*', headers: SECURITY_HEADERS },
    { source: '/api/:path*', headers: API_HEADERS },
    { source: '/api/:collection/file/:path*', headers: FILE_HEADERS },
  ],
  // Reads are `'use cache'` functions that tag their entries (src/lib/queries/cached.ts); an entry
  // lives until a revalidation hook expires one of its tags, unless its read sets a shorter life.
  experimental: { useCache: true },
  cacheLife: { default: { revalidate: Infinity, expire: Infinity } },
  typescript: { ignoreBuildErrors: true }, // `npm test` runs tsc itself; the build need not do it twice
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

export default {
  ...config,
  // Payload adds a rule asking every path for the colour-scheme client hint (for its admin theme).
  // On public pages that makes Chromium send each first request twice and the Vary header splits
  // shared caches: only the admin gets that rule. Our own rules keep their paths.
  headers: async () =>
    (await config.headers!()).map((rule) =>
      rule.headers.some((h) => h.key === 'Accept-CH') ? { ...rule, source: '/admin/:path*' } : rule,
    ),
} satisfies NextConfig
