import type { LdContext, LdNode } from '@/content/types'
import { availabilityOf, endOf, eventStatusOf, isRescheduled, startOf } from '@/lib/tour/status'
import type { Performer, TourShow } from '@/payload-types'

const performersOf = (show: Pick<TourShow, 'lineup'>) =>
  (show.lineup ?? []).filter((p): p is Performer => typeof p === 'object' && p !== null)

/**
 * schema.org ComedyEvent for one show, as the tour page lists it: place, performers, the ticket
 * offer (price range, currency, from when, availability) and whether it goes ahead.
 */
export function comedyEventLd(show: TourShow, ctx: LdContext, now: Date | number = Date.now()): LdNode {
  const url = ctx.url('tour-shows', show)
  const currency = show.currency || 'USD'
  // One offer (the ticket), from its lowest price; a range is its price specification. (An
  // AggregateOffer would need the number of offers, which a show does not have.)
  const price =
    show.priceMin != null && show.priceMax != null && show.priceMax > show.priceMin
      ? {
          '@type': 'Offer',
          price: show.priceMin,
          priceSpecification: {
            '@type': 'PriceSpecification',
            minPrice: show.priceMin,
            maxPrice: show.priceMax,
            priceCurrency: currency,
          },
        }
      : { '@type': 'Offer', price: show.priceMin ?? show.priceMax ?? 0 }
  const validFrom = show.presaleAt ?? show.onSaleAt
  return {
    '@context': 'https://schema.org',
    '@type': 'ComedyEvent',
    '@id': `${url}`,
    name: show.title,
    url,
    startDate: startOf(show),
    endDate: new Date(endOf(show)).toISOString(),
    ...(isRescheduled(show) ? { previousStartDate: show.startsAt } : {}),
    eventStatus: `https://schema.org/${eventStatusOf(show)}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: show.venue,
      address: {
        '@type': 'PostalAddress',
        streetAddress: show.address,
        addressLocality: show.city,
        addressRegion: show.region,
        ...(show.postalCode ? { postalCode: show.postalCode } : {}),
        addressCountry: show.country,
      },
    },
    performer: performersOf(show).map((p) => {
      const page = ctx.url('performers', p)
      return { '@type': 'Person', '@id': page, name: p.name, url: page }
    }),
    organizer: ctx.publisher,
    offers: {
      ...price,
      priceCurrency: currency,
      availability: `https://schema.org/${availabilityOf(show, now)}`,
      ...(show.ticketUrl ? { url: show.ticketUrl } : {}),
      ...(validFrom ? { validFrom } : {}),
    },
  }
}
