/** The error page and its fallback, through the /next-faults routes (E2E_FAULTS=1). */
import { expect, test } from './support/fixtures'

test('/next-faults/throw answers 500 and shows the error page', async ({ page }) => {
  const response = await page.goto('/next-faults/throw')
  expect(response?.status()).toBe(500)
  await expect(page.locator('h1')).toHaveText('Something went wrong')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  // Not the fallback: the error page itself rendered.
  await expect(page.getByText('An error occurred while showing the error page')).toHaveCount(0)
})

test('/next-faults/throw-in-error-page shows the fallback with the exact texts', async ({ page }) => {
  const response = await page.goto('/next-faults/throw-in-error-page')
  expect(response?.status()).toBe(500)
  await expect(page.locator('h1')).toHaveText('An error occurred while showing the error page')
  await expect(
    page.getByText('Unfortunately an error occurred and while showing the error page another error occurred', { exact: true }),
  ).toBeVisible()
  // The error details are shown too.
  await expect(page.locator('main pre')).not.toBeEmpty()
  const home = page.getByRole('link', { name: 'Go back to home', exact: true })
  await expect(home).toBeVisible()
  await expect(home).toHaveAttribute('href', '/')
  await home.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('h1')).not.toHaveText('An error occurred while showing the error page')
})
