import { byStatus, giveawayStatus, nextStatusChange } from '@/collections/giveaways/status'
import { GiveawayCard, type GiveawayCardData } from '@/components/giveaways/giveaway-card'
import { PageHeading } from '@/components/page-heading'
import { pathOf } from '@/content/registry'
import { SiteLayout } from '@/layouts/site-layout'
import { listGiveaways } from '@/collections/giveaways/queries'
import { revalidateAt } from '@/lib/revalidate-at'

const SECTIONS = [
  { key: 'open', title: 'Open now', empty: 'Nothing is open right now: the next giveaway is on its way.' },
  { key: 'upcoming', title: 'Coming soon', empty: null },
  { key: 'past', title: 'Past giveaways', empty: null },
] as const

const sectionOf = (g: GiveawayCardData, now: number) => {
  const status = giveawayStatus(g, now)
  return status === 'open' || status === 'upcoming' ? status : 'past'
}

/** /giveaways: open giveaways first (closing soonest first), then upcoming, then past. */
export async function GiveawayIndex({ path }: { path: string }) {
  // eslint-disable-next-line react-hooks/purity -- a server component: "now" is when its HTML is made
  const now = Date.now()
  const giveaways = byStatus(await listGiveaways(), now)
  // The page re-renders when the next giveaway opens or closes, so its order is never stale.
  const changes = giveaways.map((g) => nextStatusChange(g, now)).filter((d): d is Date => d !== null)
  await revalidateAt(changes.length > 0 ? new Date(Math.min(...changes.map((d) => d.getTime()))) : null)
  const sections = SECTIONS.map((section) => ({
    ...section,
    items: giveaways.filter((g) => sectionOf(g, now) === section.key),
  }))
  const listed = sections.flatMap((section) => section.items)
  return (
    <SiteLayout layout="default">
      <PageHeading
        title="Giveaways"
        intro="Prizes for the people who keep schools running. Enter while a giveaway is open; winners are drawn at random after it closes."
        crumbs={[{ name: 'Giveaways', path }]}
        list={{ path, items: listed.map((g) => ({ name: g.title, path: pathOf('giveaways', g) })) }}
      />
      <div className="container-site flex flex-col gap-12 pb-16">
        {sections.map(({ key, title, empty, items }) => {
          if (items.length === 0 && !empty) return null
          return (
            <section key={key} aria-labelledby={`giveaways-${key}`} data-section={key}>
              <h2 id={`giveaways-${key}`} className="mb-6 text-3xl font-semibold">
                {title}
              </h2>
              {items.length === 0 ? (
                <p className="text-muted">{empty}</p>
              ) : (
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {items.map((giveaway) => (
                    <li key={giveaway.id}>
                      <GiveawayCard giveaway={giveaway} now={now} priority={giveaway.id === giveaways[0]?.id} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )
        })}
      </div>
    </SiteLayout>
  )
}
