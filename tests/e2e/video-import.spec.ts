/**
 * The import above the videos list in the admin: an editor imports a playlist from the video
 * platform (a stand-in the global setup starts, tests/e2e/support/video-import.ts) and sees the
 * summary and the new drafts; a playlist the platform does not have is said in words; a
 * contributor is not offered the import.
 */
import { staffContext } from './support/cms'
import { ACCOUNTS } from './support/env'
import { expect, test } from './support/fixtures'
import { E2E_PLAYLIST, E2E_VIDEOS } from './support/video-import'

test('an editor imports a playlist and sees the summary and the new drafts', async ({ editorPage: page }) => {
  test.setTimeout(120_000) // the admin is the heaviest page of the site
  await page.goto('/admin/collections/videos')
  const panel = page.locator('details').filter({ hasText: 'Import from the video platform' })
  await panel.getByText('Import from the video platform').click()
  const form = panel.locator('form')

  await form.getByLabel('Playlist or channel id, or its address').fill('PLnothing-here-at-all')
  await form.getByLabel('Category of new videos').selectOption({ label: 'Sketches' })
  await form.getByRole('button', { name: 'Import videos' }).click()
  await expect(panel.getByRole('alert')).toHaveText(
    'The video platform has no playlist “PLnothing-here-at-all”, or it is private.',
  )

  await form
    .getByLabel('Playlist or channel id, or its address')
    .fill(`https://www.youtube.com/playlist?list=${E2E_PLAYLIST}`)
  await form.getByRole('button', { name: 'Import videos' }).click()
  await expect(panel.getByRole('status')).toContainText(
    `Imported playlist ${E2E_PLAYLIST}: 2 new videos (saved as drafts to review and publish), 0 updated, 0 unchanged.`,
    { timeout: 30_000 },
  )
  // The list below shows them once it has refreshed.
  for (const { title } of E2E_VIDEOS) await expect(page.getByRole('link', { name: title })).toBeVisible()
})

test('a contributor is not offered the import', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await staffContext(browser, ACCOUNTS.contributor)
  const page = await context.newPage()
  try {
    await page.goto('/admin/collections/videos')
    await expect(page.getByRole('heading', { name: 'Videos' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('Import from the video platform')).toHaveCount(0)
  } finally {
    await context.close()
  }
})
