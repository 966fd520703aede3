import { createHmac } from 'node:crypto'

import type { PayloadRequest, TaskConfig } from 'payload'

import { env } from '@/env'
import type { Subscriber } from '@/payload-types'

export type WebhookEvent = { event: 'subscribed' | 'unsubscribed'; email: string; at: string; source: string }

const TIMEOUT_MS = 10_000

/** `sha256=<hex>` of the exact body under NEWSLETTER_WEBHOOK_SECRET: the receiver can tell it came from us. */
export const webhookSignature = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

/**
 * Tells the email provider (NEWSLETTER_WEBHOOK_URL, optional) that an address confirmed or
 * unsubscribed. A job, not a call inside the visitor's request: the provider being slow or down
 * never fails a confirmation, and a failed delivery is retried with growing gaps (about 1, 2, 4,
 * 8 and 16 minutes) before the job is left failed in the admin's jobs list.
 */
export const newsletterWebhookTask: TaskConfig<{ input: WebhookEvent; output: { status: number } }> = {
  slug: 'newsletterWebhook',
  label: 'Tell the email provider about a newsletter subscriber',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'event', type: 'text', required: true },
    { name: 'email', type: 'text', required: true },
    { name: 'at', type: 'text', required: true },
    { name: 'source', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'status', type: 'number', required: true }],
  handler: async ({ input }) => {
    const url = env.NEWSLETTER_WEBHOOK_URL
    if (!url) return { output: { status: 0 } } // switched off since it was queued
    const body = JSON.stringify({ event: input.event, email: input.email, at: input.at, source: input.source })
    const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'Staffroom newsletter' }
    if (env.NEWSLETTER_WEBHOOK_SECRET)
      headers['x-staffroom-signature'] = webhookSignature(body, env.NEWSLETTER_WEBHOOK_SECRET)
    const answer = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) })
    await answer.body?.cancel()
    if (!answer.ok) throw new Error(`the email provider answered ${answer.status}`)
    return { output: { status: answer.status } }
  },
}

/** Queues the webhook for a confirmed or unsubscribed subscriber, when one is configured. */
export async function queueWebhook(req: PayloadRequest, subscriber: Subscriber): Promise<void> {
  if (!env.NEWSLETTER_WEBHOOK_URL) return
  if (subscriber.status !== 'subscribed' && subscriber.status !== 'unsubscribed') return
  const at =
    (subscriber.status === 'subscribed' ? subscriber.confirmedAt : subscriber.unsubscribedAt) ??
    new Date().toISOString()
  await req.payload.jobs.queue({
    task: 'newsletterWebhook',
    input: { event: subscriber.status, email: subscriber.email, at, source: subscriber.source ?? '' },
    req,
  })
}
