import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/seo/site'

/** Crawl everything public; keep bots out of the CMS, its APIs and our internal endpoints. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/graphql', '/next/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
