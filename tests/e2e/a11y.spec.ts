/** axe-core, WCAG 2.1 A and AA: 0 violations on each page type at phone and desktop widths (design/quality.md). */
import type { APIRequestContext } from '@playwright/test'

import { apiDocs, seeded } from './support/content'
import { test } from './support/fixtures'

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]

type Target = { name: string; path: (request: APIRequestContext) => Promise<string> }

const TARGETS: Target[] = [
  { name: 'home', path: async () => '/' },
  {
    name: 'article',
    path: async (request) => `/post/${seeded(await apiDocs(request, 'posts', { sort: 'publishedAt', limit: '1' }))[0].slug}`,
  },
  {
    name: 'category',
    path: async (request) => `/category/${(await apiDocs(request, 'categories', { sort: 'id', limit: '1' }))[0].slug}`,
  },
  { name: 'author', path: async (request) => `/author/${(await apiDocs(request, 'authors', { sort: 'id', limit: '1' }))[0].id}` },
  { name: 'CMS page /about-us', path: async () => '/about-us' },
  { name: 'CMS page /faq', path: async () => '/faq' },
]

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })
    for (const target of TARGETS) {
      test(`${target.name} has no axe violations`, async ({ page, request, axe }) => {
        const path = await target.path(request)
        const response = await page.goto(path)
        if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`)
        await page.waitForLoadState('networkidle')
        await axe(page, `${path} at ${viewport.width}×${viewport.height}`)
      })
    }
  })
}
