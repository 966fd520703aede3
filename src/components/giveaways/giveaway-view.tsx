import Link from 'next/link'

import { EmbeddedFormBlock } from '@/blocks/embedded-form/component'
import { DEFAULT_CLOSED_MESSAGE, giveawayStatus, nextStatusChange } from '@/collections/giveaways/status'
import { SaveButton } from '@/components/account/save-button.client'
import { TimeLeft } from '@/components/giveaways/countdown.client'
import { StatusLine } from '@/components/giveaways/status-line'
import { MediaImage } from '@/components/media-image'
import { PageHeading } from '@/components/page-heading'
import { RichText } from '@/components/rich-text'
import { ShareButton } from '@/components/share/share-button.client'
import { env } from '@/env'
import { formatDateTime } from '@/lib/format'
import { revalidateAt } from '@/lib/revalidate-at'
import type { Giveaway } from '@/payload-types'

type Props = {
  giveaway: Giveaway
  /** Where this page lives (the disabled variant has its own address). */
  path: string
  /** The disabled variant: shown closed, the editor's message in place of the form. */
  disabled?: boolean
}

function Countdown({ to, label, doneText }: { to: string; label: string; doneText: string }) {
  return (
    <div className="rounded-2xl bg-chalk p-5 text-paper" data-testid="countdown">
      <p className="m-0">
        {label} <time dateTime={to}>{formatDateTime(to)}</time>
      </p>
      <TimeLeft to={to} doneText={doneText} />
    </div>
  )
}

/**
 * One giveaway: the prize, a countdown to the end while it is open (to the start before), the
 * entry form while open, and after it closes the closed state, then the winner once announced.
 */
export async function GiveawayView({ giveaway: doc, path, disabled = false }: Props) {
  const giveaway = disabled ? { ...doc, disabled: true } : doc
  // eslint-disable-next-line react-hooks/purity -- a server component: "now" is when its HTML is made
  const now = Date.now()
  const status = giveawayStatus(giveaway, now)
  // Cached pages re-render when the giveaway opens and when it closes.
  await revalidateAt(nextStatusChange(giveaway, now))
  const image = typeof giveaway.image === 'object' ? giveaway.image : null
  const formId = typeof giveaway.entryForm === 'object' ? giveaway.entryForm.id : giveaway.entryForm
  const url = new URL(path, env.SERVER_URL).toString()

  return (
    <article>
      <PageHeading
        title={giveaway.title}
        crumbs={[
          { name: 'Giveaways', path: '/giveaways' },
          { name: giveaway.title, path },
        ]}
      >
        <p className="mt-4 max-w-3xl text-lg md:text-xl">Win {giveaway.prize}.</p>
        <div className="mt-4">
          <StatusLine giveaway={giveaway} now={now} />
        </div>
      </PageHeading>
      <div className="container-site grid gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-10">
          {image && (
            <div className="relative aspect-[4/3] overflow-hidden rounded-3xl border-2 border-ink bg-sun-soft">
              <MediaImage
                media={image}
                fill
                priority
                sizes="(min-width: 1024px) 60vw, 100vw"
                className="object-cover"
              />
            </div>
          )}
          <div data-testid="giveaway-entry" data-status={status}>
            {status === 'open' ? (
              <EmbeddedFormBlock blockType="embeddedForm" form={formId} heading="Enter the giveaway" />
            ) : (
              <section aria-labelledby="giveaway-entry">
                <h2 id="giveaway-entry" className="text-3xl font-semibold">
                  {status === 'upcoming' ? 'Entries open soon' : 'Entries are closed'}
                </h2>
                {status === 'upcoming' && (
                  <p className="mt-3">
                    Come back on <time dateTime={giveaway.startsAt}>{formatDateTime(giveaway.startsAt)}</time> to enter.
                  </p>
                )}
                {giveaway.disabled && <p className="mt-3">{giveaway.closedMessage || DEFAULT_CLOSED_MESSAGE}</p>}
                {status === 'closed' && !giveaway.disabled && (
                  <p className="mt-3">
                    Entries closed on <time dateTime={giveaway.endsAt}>{formatDateTime(giveaway.endsAt)}</time>. The
                    winner is drawn at random from every valid entry and announced here.
                  </p>
                )}
                {status === 'winner-announced' && (
                  <p className="mt-3 rounded-2xl bg-sun-soft p-5 text-xl" data-testid="winner">
                    The winner is <strong>{giveaway.winner?.name}</strong>. Congratulations, and thank you to everyone
                    who entered.
                  </p>
                )}
              </section>
            )}
          </div>
          <section aria-labelledby="giveaway-rules">
            <h2 id="giveaway-rules" className="text-3xl font-semibold">
              Rules
            </h2>
            <RichText data={giveaway.rules} />
            <p className="mt-4">
              <Link href="/giveaway-rules" className="font-semibold text-chalk underline">
                The rules of every Staffroom giveaway
              </Link>
            </p>
          </section>
        </div>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start" aria-label="About this giveaway">
          {status === 'open' && (
            <Countdown to={giveaway.endsAt} label="Entries close on" doneText="Entries have closed." />
          )}
          {status === 'upcoming' && (
            <Countdown to={giveaway.startsAt} label="Entries open on" doneText="Entries are open: reload the page." />
          )}
          <div className="flex flex-col gap-4 rounded-2xl border border-line p-5">
            <h2 className="text-xl font-semibold">Who can enter</h2>
            <p>{giveaway.eligibility}</p>
            <SaveButton kind="GIVEAWAY" id={giveaway.id} noun="giveaway" />
            <ShareButton
              url={url}
              title={giveaway.title}
              image={image?.url ? new URL(image.url, env.SERVER_URL).toString() : undefined}
              noun="giveaway"
            />
          </div>
        </aside>
      </div>
    </article>
  )
}
