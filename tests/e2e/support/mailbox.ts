/**
 * The e2e server's outgoing mail: a real SMTP server in the runner's process (the global setup
 * starts it, as the int suite's inbox) that files each message as JSON in a folder the test
 * workers read. Nothing leaves the machine.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

import { startInbox, type Mail } from '../../int/support/inbox'

export async function startE2eMailbox(dir: string) {
  mkdirSync(dir, { recursive: true })
  let count = 0
  const inbox = await startInbox({
    onMail: (mail) => writeFileSync(path.join(dir, `${String(++count).padStart(6, '0')}.json`), JSON.stringify(mail)),
  })
  return { url: process.env.SMTP_URL!, close: inbox.close }
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error('E2E_MAIL_DIR missing: run through `npx playwright test` (global setup).')
  return dir
}

/** Every mail sent to `address` so far, oldest first. */
export function mailsTo(address: string): Mail[] {
  const dir = mailDir()
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Mail)
    .filter((mail) => mail.to.includes(address))
}

/** Waits until `address` has had `count` mails, and answers the last. */
export async function mailTo(address: string, count = 1): Promise<Mail> {
  await expect.poll(() => mailsTo(address).length, { timeout: 10_000 }).toBe(count)
  return mailsTo(address)[count - 1]
}

/** The first link of a mail whose address starts with `prefix` (its HTML's &amp; undone). */
export function linkIn(mail: Mail, prefix: string): string {
  const href = [...mail.body.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')).find((h) => h.startsWith(prefix))
  if (!href) throw new Error(`no link starting ${prefix} in the mail to ${mail.to.join(', ')}`)
  return href
}
